-- Issue 12: an activation code carries the password of the registration it was sent for, so the
-- mailbox owner who uses it gets that password, never one an earlier registrant chose (pre-hijacking).
ALTER TABLE auth_codes ADD COLUMN password_hash text;
CREATE INDEX auth_codes_user_kind_idx ON auth_codes (user_id, kind);
