-- Issue 31: meal reminders and the weekly summary in WhatsApp and Telegram (docs/decisions/330).
-- One settings row per user: which linked channels receive them, the time of each meal's reminder ("HH:MM" in
-- America/Sao_Paulo, absent = none), the Sunday summary and the quiet hours.
CREATE TABLE reminder_settings (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  whatsapp boolean NOT NULL DEFAULT false,
  telegram boolean NOT NULL DEFAULT false,
  slots jsonb NOT NULL DEFAULT '{}'::jsonb,
  weekly_summary boolean NOT NULL DEFAULT true,
  quiet_start text,
  quiet_end text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reminder_settings_opted_in_idx ON reminder_settings (user_id) WHERE whatsapp OR telegram;

-- Every send: claimed (PENDING) under the scheduler's lock, then SENT or FAILED. The unique key is the
-- "at most one per slot (or summary) per day and channel" rule.
CREATE TABLE reminder_sends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL,
  kind text NOT NULL,
  local_day date NOT NULL,
  status text NOT NULL,
  mode text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (user_id, channel, kind, local_day)
);
CREATE INDEX reminder_sends_user_idx ON reminder_sends (user_id, created_at DESC);
