/**
 * Duplicating a page (issue 4 "add, rename, duplicate, delete pages"): a new page record with the
 * original's sections, theme, settings, group and thumbnail, named "<name> (copy)" under a new slug
 * unique in the project, placed at the end, and a copy of its saved files ({slug}.html, css/{slug}.css,
 * js/{slug}.js). The copied html links its own css/js, so later edits of either page stay apart.
 */
import { randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import { SLUG_MAX } from '../../api/common.ts';
import type { Db } from '../db/connect.ts';
import { pages } from '../db/schema.ts';
import { pageFileKeys, type Storage } from '../storage/storage.ts';
import type { PageRow } from './page-mapping.ts';
import { uniqueSlug } from './slugs.ts';

const NAME_MAX = 200;
const COPY_SUFFIX = ' (copy)';

/** "Home" → "Home (copy)", cut so the result stays a valid name. */
export function copyName(name: string): string {
  return `${name.slice(0, NAME_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/** "about" → "about-copy" (then -copy-2, …), short enough to keep room for the numeric suffix. */
export function copySlug(slug: string, taken: ReadonlySet<string>): string {
  const base = `${slug.slice(0, SLUG_MAX - '-copy'.length - 4).replace(/-+$/, '')}-copy`;
  return uniqueSlug(base, taken);
}

/** The saved html with its own stylesheet and script links moved from `from` to `to`. */
export function relinkPageHtml(html: string, from: string, to: string): string {
  return html
    .replaceAll(`href="css/${from}.css"`, `href="css/${to}.css"`)
    .replaceAll(`src="js/${from}.js"`, `src="js/${to}.js"`);
}

export async function duplicatePage(db: Db, storage: Storage, source: PageRow): Promise<PageRow> {
  const copy = await db.transaction(async (tx) => {
    // Serialises copies within the project, so two at once cannot pick the same slug.
    const siblings = await tx
      .select({ slug: pages.pageSlug })
      .from(pages)
      .where(eq(pages.projectId, source.projectId))
      .for('update');
    const [last] = await tx
      .select({ position: max(pages.position) })
      .from(pages)
      .where(eq(pages.projectId, source.projectId));
    const [row] = await tx
      .insert(pages)
      .values({
        id: randomUUID(),
        projectId: source.projectId,
        ownerId: source.ownerId,
        pageName: copyName(source.pageName),
        pageSlug: copySlug(source.pageSlug, new Set(siblings.map((sibling) => sibling.slug))),
        image: source.image,
        mode: source.mode,
        position: (last?.position ?? -1) + 1,
        pageGroupType: source.pageGroupType,
        sections: source.sections,
        theme: source.theme,
        settings: source.settings,
        revision: source.revision,
      })
      .returning();
    return row!;
  });
  const from = pageFileKeys(source.projectId, source.pageSlug);
  const to = pageFileKeys(source.projectId, copy.pageSlug);
  const [html, css, js] = await Promise.all([from.html, from.css, from.js].map((key) => storage.read(key)));
  if (html !== undefined)
    await storage.write(to.html, relinkPageHtml(html.toString('utf8'), source.pageSlug, copy.pageSlug));
  if (css !== undefined) await storage.write(to.css, css);
  if (js !== undefined) await storage.write(to.js, js);
  return copy;
}
