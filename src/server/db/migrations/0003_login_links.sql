-- 0003: single-use, short-lived login links (/admin-auth-controller/{token},
-- /client-auth-controller/{token}/{project_id}/{page_id}); tokens stored only as SHA-256 hashes.

CREATE TABLE login_links (
  id uuid PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  kind text NOT NULL,
  project_id uuid,
  page_id uuid,
  created_by uuid REFERENCES customers(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_links_customer_idx ON login_links (customer_id);
