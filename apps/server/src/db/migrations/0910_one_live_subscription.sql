-- Issue 29: at most one live (ACTIVE or PAST_DUE) subscription per user, enforced by the database.
-- A subscription that arrived while another one was live is kept as a record of the extra charge:
-- duplicate_of points at the one kept; the extra is cancelled at its provider and refunded (docs/decisions/301).
ALTER TABLE subscriptions ADD COLUMN duplicate_of uuid;

-- Doubles left by the race before this migration: the paid, newest row stays live, the others become duplicates.
UPDATE subscriptions s
SET duplicate_of = keep.id, status = 'CANCELLED', end_date = now(), cancel_at_period_end = false, updated_at = now()
FROM (
  SELECT DISTINCT ON (user_id) id, user_id FROM subscriptions
  WHERE status IN ('ACTIVE', 'PAST_DUE')
  ORDER BY user_id, (provider = 'manual'), start_date DESC, created_at DESC
) keep
WHERE s.user_id = keep.user_id AND s.id <> keep.id AND s.status IN ('ACTIVE', 'PAST_DUE');

-- Listed for an admin: the billing job refunds what such a duplicate charges from now on (and cancels it at the
-- provider then); charges from before the kept one started are an admin's call.
INSERT INTO billing_audit (user_id, action, detail)
SELECT user_id, 'DUPLICATE_SUBSCRIPTION', jsonb_build_object('subscriptionId', id, 'keptId', duplicate_of, 'byMigration', true)
FROM subscriptions WHERE duplicate_of IS NOT NULL;

CREATE UNIQUE INDEX subscriptions_one_live_per_user_idx ON subscriptions (user_id) WHERE status IN ('ACTIVE', 'PAST_DUE');
CREATE INDEX subscriptions_duplicates_idx ON subscriptions (duplicate_of) WHERE duplicate_of IS NOT NULL;

-- The right of withdrawal (CDC art. 49) is used once per user and plan: buying the same plan again after a
-- full refund no longer refunds in full.
CREATE TABLE billing_withdrawals (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan text NOT NULL,
  subscription_id uuid REFERENCES subscriptions(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, plan)
);

INSERT INTO billing_withdrawals (user_id, plan, subscription_id)
SELECT DISTINCT ON (s.user_id, s.plan) s.user_id, s.plan, s.id
FROM billing_audit a
JOIN payments p ON p.id::text = a.detail->>'paymentId'
JOIN subscriptions s ON s.id = p.subscription_id
WHERE a.action = 'REFUND'
ORDER BY s.user_id, s.plan, a.created_at
ON CONFLICT DO NOTHING;
