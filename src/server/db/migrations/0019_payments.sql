-- 0019: payments taken through Stripe Checkout on published pages (issue 25 "Stripe"), and the
-- project's webhook signing secret (sealed with SECRET_KEY like the secret key, never answered).
-- A payment is recorded from a verified `checkout.session.completed` event exactly once: unique on
-- the Stripe event id and on the Checkout Session id, so a replayed or twice-delivered event (or a
-- second event about the same session) inserts nothing.

ALTER TABLE project_payment_keys ADD COLUMN webhook_secret_sealed text;

CREATE TABLE payments (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  -- Kept when the plan or page is deleted later: the payment happened.
  plan_id uuid REFERENCES payment_plans(id) ON DELETE SET NULL,
  page_id uuid REFERENCES pages(id) ON DELETE SET NULL,
  plan_title text NOT NULL DEFAULT '',
  -- In the currency's minor unit, as Stripe counts (amount_total).
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  customer_email text NOT NULL DEFAULT '',
  stripe_event_id text NOT NULL,
  stripe_session_id text NOT NULL,
  stripe_payment_intent text NOT NULL DEFAULT '',
  stripe_subscription text NOT NULL DEFAULT '',
  mode text NOT NULL DEFAULT 'payment',
  paid_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payments_event_uq ON payments (stripe_event_id);
CREATE UNIQUE INDEX payments_session_uq ON payments (stripe_session_id);
CREATE INDEX payments_project_idx ON payments (project_id, paid_at DESC);
