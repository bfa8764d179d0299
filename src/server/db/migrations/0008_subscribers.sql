-- 0008: form submissions of published pages (subscribers), per project and page.

CREATE TABLE subscribers (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  page_id uuid REFERENCES pages(id) ON DELETE SET NULL,
  email text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  fields jsonb NOT NULL,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscribers_project_idx ON subscribers (project_id, created_at);
