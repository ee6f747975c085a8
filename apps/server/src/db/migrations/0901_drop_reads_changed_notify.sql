-- The cross-request read cache is gone (docs/decisions/021): nothing listens for these notifications any more,
-- and every write to these tables paid for a pg_notify. Migration 0900 stays as applied; this undoes it.
DROP TRIGGER IF EXISTS users_reads_changed ON users;
DROP TRIGGER IF EXISTS nutritional_profiles_reads_changed ON nutritional_profiles;
DROP TRIGGER IF EXISTS settings_reads_changed ON settings;
DROP TRIGGER IF EXISTS chat_messages_reads_changed ON chat_messages;
DROP TRIGGER IF EXISTS calorie_calculations_reads_changed ON calorie_calculations;
DROP FUNCTION IF EXISTS nutriguia_reads_changed();
