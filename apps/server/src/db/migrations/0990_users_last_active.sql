-- Inactive accounts are deleted after 5 years (privacy policy; issue 30, docs/decisions/215). Authenticated requests
-- move last_active_at at most once a day; the daily job mails a notice 30 days before deletion and records it.
ALTER TABLE users ADD COLUMN last_active_at timestamptz;
ALTER TABLE users ADD COLUMN inactivity_notice_sent_at timestamptz;
-- Existing accounts start from their last known activity: sign-in, the access log (kept six months) or sign-up.
UPDATE users SET last_active_at = GREATEST(created_at, last_login_at);
UPDATE users u SET last_active_at = GREATEST(u.last_active_at, a.last_seen)
FROM (SELECT user_id, max(occurred_at) AS last_seen FROM access_logs WHERE user_id IS NOT NULL GROUP BY user_id) a
WHERE a.user_id = u.id;
ALTER TABLE users ALTER COLUMN last_active_at SET DEFAULT now();
ALTER TABLE users ALTER COLUMN last_active_at SET NOT NULL;
CREATE INDEX users_last_active_idx ON users (last_active_at);
