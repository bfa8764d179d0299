-- 0002: customer domains of projects (unique across all users), SSL requests and publishes.
-- A project's attached domain is `projects.domain`; `project_domains.publish_id` is the publish that
-- domain serves (the sites origin reads the same switch from storage: domains/{hostname}.json).

CREATE TABLE project_domains (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  hostname text NOT NULL UNIQUE,
  ssl_status text NOT NULL DEFAULT 'none',
  ssl_requested_at timestamptz,
  publish_id uuid,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_domains_project_idx ON project_domains (project_id);

CREATE TABLE publishes (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  hostname text NOT NULL,
  files_count integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX publishes_project_idx ON publishes (project_id, created_at);
