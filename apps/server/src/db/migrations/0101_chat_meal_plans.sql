ALTER TABLE chat_messages ADD COLUMN is_generating_meal_plan boolean NOT NULL DEFAULT false;
