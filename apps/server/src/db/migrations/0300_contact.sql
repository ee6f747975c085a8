CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  responded boolean NOT NULL DEFAULT false,
  responded_at timestamptz,
  response_message text
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at);
