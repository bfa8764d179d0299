-- 0014: what the last "Check DNS" found for a domain (issue 21): pending until its records point at the
-- sites server, then verified (on-demand TLS certificates are issued only for verified domains).

ALTER TABLE project_domains ADD COLUMN dns_status text NOT NULL DEFAULT 'pending';
ALTER TABLE project_domains ADD COLUMN dns_found text NOT NULL DEFAULT '';
ALTER TABLE project_domains ADD COLUMN dns_checked_at timestamptz;
