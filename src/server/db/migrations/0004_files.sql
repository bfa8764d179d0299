-- 0004: stored user files (gallery images and videos, page assets uploaded for the builder) with the
-- sizes the per-user quota sums, saved Pexels pictures and the Pexels request counter.

CREATE TABLE user_files (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind text NOT NULL,
  mime text NOT NULL,
  size bigint NOT NULL,
  storage_key text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  width integer,
  height integer,
  in_gallery boolean NOT NULL DEFAULT false,
  source text NOT NULL DEFAULT 'upload',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_files_owner_idx ON user_files (owner_id, in_gallery, kind);

CREATE TABLE pexels_images (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  url text NOT NULL,
  pexels_id text NOT NULL DEFAULT '',
  alt text NOT NULL DEFAULT '',
  photographer text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_id, url)
);

ALTER TABLE customers ADD COLUMN pexels_request_count integer NOT NULL DEFAULT 0;
