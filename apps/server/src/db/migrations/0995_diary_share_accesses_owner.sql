-- Each opening of a shared diary is part of its owner's data (LGPD art. 18): keyed by the owner too, so the data
-- export, which takes every table with a user_id through an index led by it, carries it (docs/decisions/331).
ALTER TABLE diary_share_accesses ADD COLUMN user_id uuid REFERENCES users(id) ON DELETE CASCADE;
UPDATE diary_share_accesses a SET user_id = s.user_id FROM diary_shares s WHERE s.id = a.share_id;
ALTER TABLE diary_share_accesses ALTER COLUMN user_id SET NOT NULL;
CREATE INDEX diary_share_accesses_user_idx ON diary_share_accesses (user_id, accessed_at DESC);
