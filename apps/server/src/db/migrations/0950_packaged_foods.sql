-- Packaged foods by barcode (docs/decisions/310-packaged-foods-by-barcode.md): read once from Open Food Facts or typed
-- once from the label, then served to everyone from here. Per 100 g (100 ml for drinks); sodium in mg.
CREATE TABLE packaged_foods (
  barcode text PRIMARY KEY CHECK (barcode ~ '^([0-9]{8}|[0-9]{13})$'),
  name text NOT NULL,
  brand text,
  unit text NOT NULL CHECK (unit IN ('g', 'ml')),
  serving_size text,
  serving_measure text,
  measures jsonb NOT NULL DEFAULT '{}',
  calories real NOT NULL,
  protein real NOT NULL,
  carbohydrates real NOT NULL,
  fat real NOT NULL,
  added_sugars real,
  saturated_fat real,
  fiber real,
  sodium real,
  allergens jsonb NOT NULL DEFAULT '[]',
  nova_group smallint CHECK (nova_group BETWEEN 1 AND 4),
  origin text NOT NULL CHECK (origin IN ('OPEN_FOOD_FACTS', 'LABEL')),
  off_revision integer,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX packaged_foods_created_by_idx ON packaged_foods (created_by);
