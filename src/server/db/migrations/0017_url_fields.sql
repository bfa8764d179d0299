-- 0017: URL fields hold an http(s) address or '' (issue 22 item 7): the project image and logo, the
-- page thumbnail, the favicon and the social-sharing addresses. The calls check this from now on
-- (src/api/common.ts `UrlField`); this clears what was stored before (`javascript:`, `data:`, …),
-- in live rows and in saved versions, so a builder save that sends the whole theme back, or a
-- restore, does not bring it back or get refused for it.

CREATE FUNCTION pw_0017_is_web_url(value text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT value ~* '^https?://[^[:space:][:cntrl:]]+$' AND length(value) <= 2048
$$;

CREATE FUNCTION pw_0017_clean(obj jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(obj) = 'object' THEN obj || coalesce(
    (SELECT jsonb_object_agg(key, '') FROM jsonb_each_text(obj)
      WHERE key IN ('fav_icon', 'google_social_sharing_image', 'twitter_social_sharing_image',
                    'facebook_social_sharing_image', 'facebook_social_sharing_url')
        AND value <> '' AND NOT pw_0017_is_web_url(value)),
    '{}'::jsonb) ELSE obj END
$$;

CREATE FUNCTION pw_0017_clean_page(page jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(page) = 'object' THEN page
    || CASE WHEN page ? 'theme' THEN jsonb_build_object('theme', pw_0017_clean(page -> 'theme'))
            ELSE '{}'::jsonb END
    || CASE WHEN jsonb_typeof(page -> 'image') = 'string' AND page ->> 'image' <> ''
                 AND NOT pw_0017_is_web_url(page ->> 'image') THEN '{"image": ""}'::jsonb
            ELSE '{}'::jsonb END
  ELSE page END
$$;

CREATE FUNCTION pw_0017_clean_snapshot(snapshot jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(snapshot) = 'object' THEN snapshot
    || CASE WHEN jsonb_typeof(snapshot -> 'pages') = 'array' THEN jsonb_build_object('pages',
         (SELECT coalesce(jsonb_agg(pw_0017_clean_page(page) ORDER BY ord), '[]'::jsonb)
            FROM jsonb_array_elements(snapshot -> 'pages') WITH ORDINALITY AS t(page, ord)))
            ELSE '{}'::jsonb END
    || CASE WHEN snapshot ? 'project_settings'
            THEN jsonb_build_object('project_settings', pw_0017_clean(snapshot -> 'project_settings'))
            ELSE '{}'::jsonb END
  ELSE snapshot END
$$;

UPDATE projects SET image = '' WHERE image <> '' AND NOT pw_0017_is_web_url(image);
UPDATE projects SET logo = '' WHERE logo <> '' AND NOT pw_0017_is_web_url(logo);
UPDATE pages SET image = '' WHERE image <> '' AND NOT pw_0017_is_web_url(image);
UPDATE pages SET theme = pw_0017_clean(theme) WHERE pw_0017_clean(theme) IS DISTINCT FROM theme;
UPDATE project_settings SET settings = pw_0017_clean(settings)
  WHERE pw_0017_clean(settings) IS DISTINCT FROM settings;
UPDATE project_versions SET snapshot = pw_0017_clean_snapshot(snapshot)
  WHERE pw_0017_clean_snapshot(snapshot) IS DISTINCT FROM snapshot;
UPDATE page_versions SET snapshot = pw_0017_clean_snapshot(snapshot)
  WHERE pw_0017_clean_snapshot(snapshot) IS DISTINCT FROM snapshot;

DROP FUNCTION pw_0017_clean_snapshot(jsonb);
DROP FUNCTION pw_0017_clean_page(jsonb);
DROP FUNCTION pw_0017_clean(jsonb);
DROP FUNCTION pw_0017_is_web_url(text);
