-- Who granted unlimited access (bypass), when, why and until when (docs/decisions/540).
ALTER TABLE users ADD COLUMN unlimited_granted_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN unlimited_granted_at timestamptz;
ALTER TABLE users ADD COLUMN unlimited_reason text;
ALTER TABLE users ADD COLUMN unlimited_expires_at timestamptz;
CREATE INDEX admin_audit_log_admin_idx ON admin_audit_log (admin_id, created_at);
CREATE INDEX admin_audit_log_action_idx ON admin_audit_log (action, created_at);
