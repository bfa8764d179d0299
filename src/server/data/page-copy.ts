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
import type { Storage } from '../storage/storage.ts';
import { readPageRevision, writePageRevision } from './page-files.ts';
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
  const saved = await readPageRevision(db, storage, source.projectId, source.pageSlug);
  const id = randomUUID();
  return db.transaction(async (tx) => {
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
    const slug = copySlug(source.pageSlug, new Set(siblings.map((sibling) => sibling.slug)));
    // The copy's files are written before its row exists, so they become its files in the row's commit.
    const hasFiles = saved !== undefined && (saved.ref.filesRevision !== null || saved.html !== '');
    if (hasFiles)
      await writePageRevision(storage, source.projectId, id, source.revision, {
        html: relinkPageHtml(saved.html, source.pageSlug, slug),
        css: saved.css,
        js: saved.js,
      });
    const [row] = await tx
      .insert(pages)
      .values({
        id,
        projectId: source.projectId,
        ownerId: source.ownerId,
        pageName: copyName(source.pageName),
        pageSlug: slug,
        image: source.image,
        mode: source.mode,
        position: (last?.position ?? -1) + 1,
        pageGroupType: source.pageGroupType,
        sections: source.sections,
        theme: source.theme,
        settings: source.settings,
        revision: source.revision,
        filesRevision: hasFiles ? source.revision : null,
      })
      .returning();
    return row!;
  });
}
