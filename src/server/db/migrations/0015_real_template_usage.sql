-- 0015: a template's usage count is how many projects were made from it (issue 21: "real usage counts from
-- the database, not seeded numbers"). Counts seeded from the content files are replaced by the real ones;
-- from now on only creating a project from the template (or the spec's increase call) adds to it.

UPDATE templates t
SET usage_count = (SELECT count(*) FROM projects p WHERE p.template_id = t.id);
