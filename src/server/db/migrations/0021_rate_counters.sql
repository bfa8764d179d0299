-- 0021: rate-limit counters shared by every instance on one database (issue 26 "Stateless
-- instances"): fixed windows (sign-ups, reset mails, form posts, AI calls a minute) and failed-login
-- backoff, one row per limiter and key. Times are the app's clock in epoch milliseconds; a row past
-- `expires_ms` counts as absent and is swept now and then.

CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  at_ms bigint NOT NULL,
  expires_ms bigint NOT NULL
);

CREATE INDEX rate_counters_expires_idx ON rate_counters (expires_ms);
