-- Which composer wrote each assistant reply: builtin, provider or gate (issue 10); read by the admin AI metrics.
ALTER TABLE chat_messages ADD COLUMN composer text;
