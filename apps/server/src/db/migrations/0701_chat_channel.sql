ALTER TABLE chat_messages ADD COLUMN channel text NOT NULL DEFAULT 'WEB';
