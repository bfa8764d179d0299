-- 0013: each project's free address `{slug}.{SITES_DOMAIN}` (issue 21). Existing projects get a slug
-- from their name (letters and digits, dash-joined, at most 40 characters, `site` when none); a
-- reserved or repeated one is told apart by the start of the project's id.

ALTER TABLE projects ADD COLUMN slug text;

WITH named AS (
  SELECT id, created_at,
         coalesce(nullif(trim(both '-' from left(regexp_replace(lower(project_name), '[^a-z0-9]+', '-', 'g'), 40)), ''), 'site') AS base
  FROM projects
), ranked AS (
  SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n FROM named
)
UPDATE projects p
SET slug = CASE
  WHEN ranked.n = 1 AND ranked.base NOT IN ('www', 'app', 'api', 'admin', 'mail', 'hosted', 'sites', 'preview', 'static', 'cdn')
    THEN ranked.base
  ELSE left(ranked.base, 31) || '-' || left(replace(p.id::text, '-', ''), 8)
END
FROM ranked
WHERE ranked.id = p.id;

ALTER TABLE projects ALTER COLUMN slug SET NOT NULL;
CREATE UNIQUE INDEX projects_slug_idx ON projects (slug);
