CREATE TABLE diary_shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  recipient_name text,
  days integer NOT NULL,
  consent_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX diary_shares_user_idx ON diary_shares (user_id, created_at DESC);
CREATE TABLE diary_share_accesses (
  id bigserial PRIMARY KEY,
  share_id uuid NOT NULL REFERENCES diary_shares(id) ON DELETE CASCADE,
  kind text NOT NULL,
  accessed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX diary_share_accesses_share_idx ON diary_share_accesses (share_id, accessed_at DESC);
