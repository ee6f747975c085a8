CREATE TABLE meal_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  meals jsonb NOT NULL,
  avoid_foods jsonb NOT NULL DEFAULT '[]',
  targets jsonb NOT NULL,
  days jsonb NOT NULL,
  seed integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meal_plans_user_created_idx ON meal_plans (user_id, created_at);
