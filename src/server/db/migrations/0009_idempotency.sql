-- 0009: Idempotency-Key records: the first answer to (caller, route, key) for 24 hours.

CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  route text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, route, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
