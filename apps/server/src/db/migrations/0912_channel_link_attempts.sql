-- Issue 29: link codes name themselves by their first 4 characters (code_tag), so a wrong guess counts against the
-- codes it aimed at; a code dies after 5 wrong guesses. WhatsApp codes grow from 6 to 10 digits.
ALTER TABLE channel_link_codes ADD COLUMN code_tag text;
ALTER TABLE channel_link_codes ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
CREATE INDEX channel_link_codes_tag_idx ON channel_link_codes (channel, code_tag) WHERE used_at IS NULL;
