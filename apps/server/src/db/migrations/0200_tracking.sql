CREATE TABLE water_intake (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  ml integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);
CREATE TABLE weight_logs (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  weight_kg real NOT NULL,
  logged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);
CREATE TABLE target_overrides (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  calories real NOT NULL,
  protein real NOT NULL,
  carbohydrates real NOT NULL,
  fat real NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
