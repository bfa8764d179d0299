/**
 * A project's free address (CONTRACT "SITES_DOMAIN", issue 21 "Free address"): `{slug}.{sitesDomain}`,
 * an origin of its own on the sites port. The slug is one DNS label, unique across projects, made
 * from the project's name when it is created and kept when the project is renamed (shared links keep
 * working). Browser-safe: the app builds the preview address with the same functions.
 */

/** A DNS label stays under 63 characters; 40 leaves room for a `-2` suffix and reads well in a bar. */
export const PROJECT_SLUG_MAX = 40;

/** Labels a project may not take: they name this service's own hosts in a usual deployment. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'www',
  'app',
  'api',
  'admin',
  'mail',
  'hosted',
  'sites',
  'preview',
  'static',
  'cdn',
]);

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** Whether `value` is a slug a project can hold (one lowercase DNS label, not reserved). */
export function isProjectSlug(value: string): boolean {
  return SLUG.test(value) && !RESERVED_SLUGS.has(value);
}

/** The slug a project named `name` asks for first: its letters and digits, dash-joined; `site` when none. */
export function projectSlugBase(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PROJECT_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  if (slug === '') return 'site';
  return RESERVED_SLUGS.has(slug) ? `${slug}-site` : slug;
}

/** The n-th candidate for `base` (n ≥ 2 adds `-n`, shortening the base so the label stays in bounds). */
export function slugCandidate(base: string, n: number): string {
  if (n < 2) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, PROJECT_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

export function previewDomain(slug: string, sitesDomain: string): string {
  return `${slug}.${sitesDomain}`;
}

/** `http://{domain}:{port}`: the hosted base's scheme and port with the preview domain as host. */
export function previewOrigin(hostedBase: string, domain: string): string {
  const base = new URL(hostedBase);
  return `${base.protocol}//${domain}${base.port ? `:${base.port}` : ''}`;
}

/** The slug a request's host names under `sitesDomain`, or undefined when it is no preview domain. */
export function slugOfPreviewHost(host: string, sitesDomain: string): string | undefined {
  const suffix = `.${sitesDomain}`;
  if (!host.endsWith(suffix)) return undefined;
  const slug = host.slice(0, -suffix.length);
  return isProjectSlug(slug) ? slug : undefined;
}

/**
 * Where a page is previewed: on the project's preview domain (`/` for the first page, `/{slug}`
 * otherwise), or on the shared hosted base while the project's record has not arrived.
 */
export function previewPageUrl(
  hostedBase: string,
  projectId: string,
  domain: string | undefined,
  pageSlug: string,
): string {
  if (!domain) return `${hostedBase.replace(/\/$/, '')}/${projectId}/${pageSlug}.html`;
  return `${previewOrigin(hostedBase, domain)}/${pageSlug === 'index' ? '' : pageSlug}`;
}
