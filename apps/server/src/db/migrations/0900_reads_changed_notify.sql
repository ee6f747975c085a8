-- Instances remember a few hot reads until data they depend on changes (docs/decisions/020). A write to
-- one of these tables, by any instance, notifies the others once per statement.
-- (The body stays on one line: the migration runner splits statements at a ";" ending a line.)
CREATE OR REPLACE FUNCTION nutriguia_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM pg_notify('nutriguia_reads_changed', TG_TABLE_NAME); RETURN NULL; END
$$;

CREATE TRIGGER users_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION nutriguia_reads_changed();
CREATE TRIGGER nutritional_profiles_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nutritional_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION nutriguia_reads_changed();
CREATE TRIGGER settings_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION nutriguia_reads_changed();
CREATE TRIGGER chat_messages_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chat_messages
  FOR EACH STATEMENT EXECUTE FUNCTION nutriguia_reads_changed();
CREATE TRIGGER calorie_calculations_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON calorie_calculations
  FOR EACH STATEMENT EXECUTE FUNCTION nutriguia_reads_changed();
