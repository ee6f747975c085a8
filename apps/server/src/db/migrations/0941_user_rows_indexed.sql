-- Issue 28: the account export (and the deletion that unnames access records) reads each table by user_id; these
-- tables had no index led by user_id, so they were read whole. The access records grow with every request for six
-- months (Marco Civil), so theirs was a full read of the largest table per export (docs/decisions/023).
CREATE INDEX access_logs_user_idx ON access_logs (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX billing_audit_user_idx ON billing_audit (user_id);
CREATE INDEX channel_link_codes_user_idx ON channel_link_codes (user_id);
CREATE INDEX channel_webhook_events_user_idx ON channel_webhook_events (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX feature_comments_user_idx ON feature_comments (user_id);
CREATE INDEX help_article_votes_user_idx ON help_article_votes (user_id);
