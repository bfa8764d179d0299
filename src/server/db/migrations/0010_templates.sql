-- 0010: the shipped content library (issue 6), loaded by the seed step from content/:
-- library sections, website and funnel templates (with their pages and assets) and usage counts.

CREATE TABLE library_sections (
  id text PRIMARY KEY,
  section_name text NOT NULL UNIQUE,
  section_title text NOT NULL,
  section_type text NOT NULL,
  category text NOT NULL,
  description text NOT NULL,
  section_html text NOT NULL,
  section_css text NOT NULL,
  section_js text NOT NULL,
  thumbnail text NOT NULL,
  settings jsonb,
  position integer NOT NULL
);

CREATE TABLE templates (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  template_name text NOT NULL,
  category text NOT NULL,
  kind text NOT NULL,
  description text NOT NULL,
  thumbnail text NOT NULL,
  palette text NOT NULL,
  usage_count integer NOT NULL DEFAULT 0,
  pages jsonb NOT NULL,
  template_files jsonb NOT NULL,
  position integer NOT NULL
);
CREATE INDEX templates_category_idx ON templates (category);
