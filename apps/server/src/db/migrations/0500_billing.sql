ALTER TABLE subscriptions ADD COLUMN billing_interval text;
ALTER TABLE subscriptions ADD COLUMN provider text NOT NULL DEFAULT 'manual';
ALTER TABLE subscriptions ADD COLUMN provider_subscription_id text;
ALTER TABLE subscriptions ADD COLUMN provider_customer_id text;
ALTER TABLE subscriptions ADD COLUMN current_period_start timestamptz;
ALTER TABLE subscriptions ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false;
ALTER TABLE subscriptions ADD COLUMN grace_until timestamptz;
ALTER TABLE subscriptions ADD COLUMN first_charge_at timestamptz;
ALTER TABLE subscriptions ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN next_retry_at timestamptz;
ALTER TABLE subscriptions ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX subscriptions_provider_ref_idx ON subscriptions (provider, provider_subscription_id);

ALTER TABLE users ADD COLUMN billing_customer_id text;
ALTER TABLE users ADD COLUMN trial_reminder_sent_at timestamptz;
ALTER TABLE users ADD COLUMN trial_ended_notified_at timestamptz;

-- Orders and payments outlive the account (fiscal records): the user link is cleared, not cascaded.
CREATE TABLE billing_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  plan text NOT NULL,
  billing_interval text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL DEFAULT 'BRL',
  provider text NOT NULL,
  provider_ref text,
  status text NOT NULL DEFAULT 'CREATED',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_orders_user_idx ON billing_orders (user_id, created_at DESC);
CREATE INDEX billing_orders_created_idx ON billing_orders (created_at DESC);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  order_id uuid REFERENCES billing_orders(id) ON DELETE SET NULL,
  subscription_id uuid REFERENCES subscriptions(id) ON DELETE SET NULL,
  provider text NOT NULL,
  provider_payment_id text NOT NULL,
  description text NOT NULL,
  amount_cents integer NOT NULL,
  currency text NOT NULL DEFAULT 'BRL',
  status text NOT NULL,
  invoice_url text,
  receipt_url text,
  paid_at timestamptz NOT NULL,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_payment_id)
);
CREATE INDEX payments_user_idx ON payments (user_id, paid_at DESC);
CREATE INDEX payments_paid_idx ON payments (paid_at DESC);

-- One row per provider event applied; inserted in the same transaction as its effect.
CREATE TABLE billing_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

CREATE TABLE billing_audit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
