/**
 * Page slugs (spec §3 `page_slug`): generated from the page name when not given, and made unique
 * within a project by a numeric suffix. A slug is the file name on the sites origin.
 */
import { SLUG_MAX, SLUG_PATTERN } from '../../api/common.ts';

export const FIRST_PAGE_SLUG = 'index';

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX - 6)
    .replace(/-+$/, '');
  return SLUG_PATTERN.test(slug) ? slug : 'page';
}

/** `base`, or `base-2`, `base-3`, … whichever is not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
