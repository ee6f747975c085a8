CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  full_name text NOT NULL,
  whatsapp_number text,
  profile_photo text,
  roles text[] NOT NULL DEFAULT '{USER}',
  activated_at timestamptz,
  token_version integer NOT NULL DEFAULT 0,
  unlimited boolean NOT NULL DEFAULT false,
  trial_started_at timestamptz,
  trial_ends_at timestamptz,
  privacy_policy_accepted boolean NOT NULL DEFAULT false,
  privacy_policy_version text,
  privacy_policy_accepted_at timestamptz,
  terms_accepted boolean NOT NULL DEFAULT false,
  terms_version text,
  terms_accepted_at timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE nutritional_profiles (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  age integer,
  weight real,
  height real,
  gender text,
  activity_level text,
  goal text,
  dietary_restrictions jsonb NOT NULL DEFAULT '[]',
  allergy_details jsonb NOT NULL DEFAULT '{}',
  custom_restrictions jsonb NOT NULL DEFAULT '[]',
  preferred_foods jsonb NOT NULL DEFAULT '[]',
  disliked_foods jsonb NOT NULL DEFAULT '[]',
  health_conditions jsonb NOT NULL DEFAULT '[]',
  custom_health_conditions jsonb NOT NULL DEFAULT '[]',
  supplement_consent boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_codes_hash_idx ON auth_codes (kind, code_hash);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan text NOT NULL,
  status text NOT NULL,
  start_date timestamptz NOT NULL,
  end_date timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id);

CREATE TABLE usage_counters (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  period_start timestamptz NOT NULL,
  messages_used integer NOT NULL DEFAULT 0,
  meal_plans_used integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, period_start)
);
