-- Issue 28, flat latency as data grows (docs/decisions/022). The back-office's sorts walk an index instead of sorting
-- every user, a page deep in the list skips index entries only, and no request counts a whole table.
-- (Function bodies stay on one line: the migration runner splits statements at a ";" ending a line.)
CREATE INDEX users_created_idx ON users (created_at, id);
CREATE INDEX users_full_name_idx ON users (full_name, id);
CREATE INDEX users_admins_idx ON users (id) WHERE 'ADMIN' = ANY (roles);
CREATE INDEX users_unlimited_idx ON users (created_at, id) WHERE unlimited;
CREATE INDEX chat_messages_incoming_created_idx ON chat_messages (created_at) WHERE direction = 'INCOMING';

-- Name and e-mail search ('%souza%') through trigram indexes where pg_trgm can be installed (PostgreSQL 13+ trusts it
-- to a database owner). Embedded PGlite loads no extension, so there the search reads the table, which is one household's.
DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE INDEX users_full_name_trgm_idx ON users USING gin (full_name gin_trgm_ops); CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops); END IF; EXCEPTION WHEN insufficient_privilege THEN RAISE NOTICE 'pg_trgm not installed: user search reads the table'; END $$;

-- Exact row counts kept by statement triggers: the users list's total and the dashboard's total are one row read.
CREATE TABLE row_counts (
  name text PRIMARY KEY,
  n bigint NOT NULL
);
INSERT INTO row_counts (name, n) SELECT 'users', count(*) FROM users;
CREATE FUNCTION nutriguia_count_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN IF TG_OP = 'INSERT' THEN UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE name = 'users'; ELSIF TG_OP = 'DELETE' THEN UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE name = 'users'; ELSE UPDATE row_counts SET n = 0 WHERE name = 'users'; END IF; RETURN NULL; END
$$;
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nutriguia_count_users();
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nutriguia_count_users();
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION nutriguia_count_users();

-- The back-office dashboard's figures that need a scan (active users, orders, revenue, rating, messages and sign-ups per
-- day up to computed_at), computed by the scheduler; a request adds only what was written since computed_at.
CREATE TABLE admin_stats_snapshots (
  id smallint PRIMARY KEY,
  computed_at timestamptz NOT NULL,
  stats jsonb NOT NULL
);
