-- 0006: payment plans of a project and their assignment to pages, the project's Stripe keys (secret
-- key AES-256-GCM sealed with SECRET_KEY) and the server's key check value.

CREATE TABLE payment_plans (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  plan_title text NOT NULL,
  plan_description text NOT NULL DEFAULT '',
  plan_price numeric(12, 2) NOT NULL,
  currency_type text NOT NULL,
  billing_interval text NOT NULL DEFAULT 'one_time',
  features jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_plans_project_idx ON payment_plans (project_id);

CREATE TABLE page_payment_plans (
  plan_id uuid NOT NULL REFERENCES payment_plans(id) ON DELETE CASCADE,
  page_id uuid NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  PRIMARY KEY (plan_id, page_id)
);
CREATE INDEX page_payment_plans_page_idx ON page_payment_plans (page_id);

CREATE TABLE project_payment_keys (
  project_id uuid PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  publishable_key text NOT NULL DEFAULT '',
  secret_key_sealed text,
  secret_key_last4 text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE server_keys (
  name text PRIMARY KEY,
  value text NOT NULL
);
