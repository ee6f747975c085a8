-- Issue 28: what several instances behind one load balancer must share lives here, not in a process
-- (docs/decisions/023). Single-use log stream tickets, kept as a SHA-256 of the ticket, redeemed by deleting the row.
CREATE TABLE log_stream_tickets (
  ticket_hash text PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_version integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX log_stream_tickets_expires_idx ON log_stream_tickets (expires_at);

-- Open log streams, one row each, refreshed by the instance serving it; a row not seen for a lease is a stream
-- whose instance died, and no longer counts against its admin's cap.
CREATE TABLE log_streams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  admin_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL
);
CREATE INDEX log_streams_admin_idx ON log_streams (admin_id);

-- The system-health page's last errors, from every instance; trimmed to the newest few on each write.
CREATE TABLE recent_errors (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  level text NOT NULL,
  logged_at timestamptz NOT NULL,
  message text NOT NULL,
  error text,
  request_id text,
  route text,
  job text
);
