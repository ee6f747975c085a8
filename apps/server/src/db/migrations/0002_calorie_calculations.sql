CREATE TABLE calorie_calculations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  food_description text NOT NULL,
  total_calories real NOT NULL,
  protein real NOT NULL,
  carbohydrates real NOT NULL,
  fat real NOT NULL,
  additional_nutrients jsonb NOT NULL DEFAULT '{}',
  positive_points jsonb NOT NULL DEFAULT '[]',
  improvement_points jsonb NOT NULL DEFAULT '[]',
  items jsonb NOT NULL DEFAULT '[]',
  image_url text,
  source text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  meal text,
  consumed_on date NOT NULL,
  calculated_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calorie_calculations_user_day_idx ON calorie_calculations (user_id, consumed_on);
