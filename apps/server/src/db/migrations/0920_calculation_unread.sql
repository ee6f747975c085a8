-- Issue 26: the words of a meal message the engine could not read, kept with the calculation so the card shows them
-- and is never confirmed as if complete without the user seeing them.
ALTER TABLE calorie_calculations ADD COLUMN unread jsonb NOT NULL DEFAULT '[]'::jsonb;
