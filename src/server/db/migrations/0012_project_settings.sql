-- 0012: project-level SEO, social sharing and scripts with their mode selectors (spec §3), one row
-- per project; `settings` holds only the keys the owner set (the rest read as the page defaults).

CREATE TABLE project_settings (
  project_id uuid PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_settings_owner_idx ON project_settings (owner_id);
