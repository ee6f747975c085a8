-- Scheduled jobs (docs/decisions/510): one row per pass that got the job's lock; the newest 100 per job are kept.
CREATE TABLE job_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  ok boolean,
  summary jsonb NOT NULL DEFAULT '{}'::jsonb,
  error text
);
CREATE INDEX job_runs_job_started_idx ON job_runs (job, started_at);

-- Marco Civil da Internet art. 15: application access records kept 6 months. No foreign key to users:
-- the record must outlive a deleted account for the legal period.
CREATE TABLE access_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  ip text NOT NULL,
  port integer,
  user_id uuid,
  method text NOT NULL,
  route text,
  status smallint NOT NULL
);
CREATE INDEX access_logs_occurred_idx ON access_logs (occurred_at);
