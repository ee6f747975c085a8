-- Issue 30: meals saved from a confirmed card ("Salvar como receita"), listed in "Adicionar alimento" with the
-- user's recent foods. Items hold food ids and grams only: every kcal is computed again from the food database.
CREATE TABLE recipes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  items jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recipes_user_created_idx ON recipes (user_id, created_at DESC);

-- The recent confirmed meals of one user, newest first (recent and frequent foods, the streak of logged days).
CREATE INDEX calorie_calculations_user_confirmed_day_idx ON calorie_calculations (user_id, consumed_on DESC, calculated_at DESC) WHERE status = 'CONFIRMED';
