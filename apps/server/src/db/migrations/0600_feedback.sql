CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  source text NOT NULL,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '',
  nps_score smallint CHECK (nps_score BETWEEN 0 AND 10),
  message_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  admin_response text,
  admin_response_at timestamptz,
  incentive_kind text,
  incentive_amount integer,
  incentive_applied_at timestamptz
);
CREATE INDEX feedback_user_created_idx ON feedback (user_id, created_at);
CREATE INDEX feedback_created_idx ON feedback (created_at);
-- A thumbs-down on one assistant answer becomes feedback once.
CREATE UNIQUE INDEX feedback_message_once_idx ON feedback (user_id, message_id) WHERE message_id IS NOT NULL;

-- When each in-app prompt was last shown, answered or dismissed ("agora não").
CREATE TABLE feedback_prompts (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  prompt text NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, prompt)
);

-- Discounts won through feedback, waiting for the next charge (billing marks them consumed).
CREATE TABLE account_discounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  percent integer NOT NULL CHECK (percent BETWEEN 1 AND 100),
  feedback_id uuid REFERENCES feedback(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  consumed_at timestamptz
);
CREATE INDEX account_discounts_user_idx ON account_discounts (user_id) WHERE consumed_at IS NULL;

-- Extra messages granted inside one usage period (feedback incentives).
ALTER TABLE usage_counters ADD COLUMN bonus_messages integer NOT NULL DEFAULT 0;
