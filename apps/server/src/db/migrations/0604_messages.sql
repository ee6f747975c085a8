CREATE TABLE message_threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN',
  last_sender text NOT NULL DEFAULT 'USER',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_threads_user_idx ON message_threads (user_id, updated_at);
CREATE INDEX message_threads_updated_idx ON message_threads (updated_at);

CREATE TABLE thread_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  thread_id uuid NOT NULL REFERENCES message_threads(id) ON DELETE CASCADE,
  sender text NOT NULL,
  author_id uuid REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL DEFAULT '',
  image_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Read by the other side (read receipt); team replies still unread after 1 h are e-mailed once.
  read_at timestamptz,
  reminder_sent_at timestamptz
);
CREATE INDEX thread_messages_thread_idx ON thread_messages (thread_id, created_at);
CREATE INDEX thread_messages_unread_team_idx ON thread_messages (created_at) WHERE sender = 'TEAM' AND read_at IS NULL AND reminder_sent_at IS NULL;
