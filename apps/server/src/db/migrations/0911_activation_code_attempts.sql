-- Issue 29: an activation code names its registration (the first 4 of its 10 digits, code_tag), so a wrong
-- guess counts against the codes it aimed at, whatever address it came from; a code dies after 5 wrong tries.
ALTER TABLE auth_codes ADD COLUMN code_tag text;
ALTER TABLE auth_codes ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
CREATE INDEX auth_codes_tag_idx ON auth_codes (kind, code_tag) WHERE used_at IS NULL;

-- Six-digit codes still live cannot be typed any more (the form takes 10 digits): "Reenviar código" sends a new one.
UPDATE auth_codes SET used_at = now() WHERE kind = 'ACTIVATION' AND used_at IS NULL;
