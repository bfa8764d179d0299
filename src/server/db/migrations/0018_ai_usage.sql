-- 0018: AI calls per user per UTC day (issue 24): the daily quota (AI_DAILY_LIMIT) is checked and
-- counted in one upsert, so concurrent calls cannot overrun it.

CREATE TABLE ai_usage (
  owner_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  day date NOT NULL,
  calls integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, day)
);
