-- 0020: email-tool connections (issue 25 "ActiveCampaign and Mailchimp") and the sync state of each
-- subscriber. A project connects Mailchimp (API key; its data centre is the key's `-us21` suffix)
-- and ActiveCampaign (account URL + API key); keys are sealed with SECRET_KEY like the Stripe secret
-- and never answered. A subscriber from a form that names a list carries that target and where its
-- sync stands: `pending` (queued), `synced`, or `failed` with the provider's reason.

CREATE TABLE campaign_connections (
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('mailchimp', 'activecampaign')),
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  account_url text NOT NULL DEFAULT '',
  api_key_sealed text NOT NULL,
  api_key_last4 text NOT NULL DEFAULT '',
  account_name text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, provider)
);

ALTER TABLE subscribers ADD COLUMN sync_target jsonb;
ALTER TABLE subscribers ADD COLUMN sync_state text NOT NULL DEFAULT ''
  CHECK (sync_state IN ('', 'pending', 'synced', 'failed'));
ALTER TABLE subscribers ADD COLUMN sync_error text NOT NULL DEFAULT '';
-- Bumped by each manual retry, so the retry's job key differs from the failed one's.
ALTER TABLE subscribers ADD COLUMN sync_round integer NOT NULL DEFAULT 0;
ALTER TABLE subscribers ADD COLUMN synced_at timestamptz;
