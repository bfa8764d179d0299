-- 0005: business info per project (spec §3 "Business info": the fields the AI helper writes from).

CREATE TABLE business_infos (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  project_id uuid NOT NULL UNIQUE REFERENCES projects(id) ON DELETE CASCADE,
  business_type text NOT NULL DEFAULT '',
  business_name text NOT NULL DEFAULT '',
  industry_type text NOT NULL DEFAULT '',
  business_slogan text NOT NULL DEFAULT '',
  additional_business_info text NOT NULL DEFAULT '',
  target_audience text NOT NULL DEFAULT '',
  age_limit text NOT NULL DEFAULT '',
  target_problem text NOT NULL DEFAULT '',
  visitors_to_do text NOT NULL DEFAULT '',
  content_tone text NOT NULL DEFAULT '',
  seo_keywords text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
