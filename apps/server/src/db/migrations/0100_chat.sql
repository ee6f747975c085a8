CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  direction text NOT NULL,
  content text NOT NULL,
  intent text,
  media_type text,
  media_url text,
  calculation_id uuid REFERENCES calorie_calculations(id) ON DELETE SET NULL,
  is_error_message boolean NOT NULL DEFAULT false,
  is_nutrition_related boolean NOT NULL DEFAULT false,
  is_profile_required boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_user_time_idx ON chat_messages (user_id, created_at);

CREATE TABLE ai_metrics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL,
  model text NOT NULL,
  kind text NOT NULL,
  latency_ms integer NOT NULL,
  prompt_tokens integer,
  completion_tokens integer,
  total_tokens integer,
  success boolean NOT NULL,
  error_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_metrics_created_idx ON ai_metrics (created_at);
