-- A card edited in the UI rewrites the chat reply that showed it (issue 30): the reply is found by its calculation.
-- The same index serves the ON DELETE SET NULL of a deleted calculation, which otherwise reads every chat message.
CREATE INDEX chat_messages_calculation_idx ON chat_messages (calculation_id) WHERE calculation_id IS NOT NULL;
