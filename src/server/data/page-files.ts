/**
 * Where a saved page's files live (issue 22 "A torn page after a crash"). Each save writes its html,
 * css and js under names of their own, `page-files/{projectId}/{pageId}/{revision}.{html,css,js}`,
 * and only then commits the page row whose `files_revision` points at them. Everything that serves,
 * publishes, zips or snapshots a page reads through that pointer, so it sees the three files of one
 * save, and a save that crashed before its commit is invisible: its files are orphans that the next
 * save of the page overwrites and the start-up sweep removes.
 *
 * The files of the previous revision are kept for a reader that took the pointer just before a save
 * committed; one that still finds its revision gone reads the pointer again (`readPageRevision`).
 * Rows with a null pointer are pages last saved before this layout: their files are still at the
 * fixed keys `{projectId}/{slug}.html`, `css/{slug}.css`, `js/{slug}.js` until their next save.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { pages } from '../db/schema.ts';
import { pageFileKeys, type Storage } from '../storage/storage.ts';

export const PAGE_FILES_ROOT = 'page-files';

export type PageFileKind = 'html' | 'css' | 'js';
const KINDS: readonly PageFileKind[] = ['html', 'css', 'js'];

export interface PageContent {
  readonly html: string;
  readonly css: string;
  readonly js: string;
}

/** What a page row says about its files. */
export interface PageFilesRef {
  readonly id: string;
  readonly projectId: string;
  readonly pageSlug: string;
  readonly filesRevision: number | null;
}

export const pageFilesPrefix = (projectId: string, pageId?: string) =>
  pageId ? `${PAGE_FILES_ROOT}/${projectId}/${pageId}` : `${PAGE_FILES_ROOT}/${projectId}`;

export function revisionFileKeys(projectId: string, pageId: string, revision: number) {
  const base = `${pageFilesPrefix(projectId, pageId)}/${revision}`;
  return { html: `${base}.html`, css: `${base}.css`, js: `${base}.js` } as const;
}

/** The keys a page row points at: its revision's, or the fixed keys of a page not saved since 0016. */
export function pageFileKeysOf(ref: PageFilesRef) {
  return ref.filesRevision === null
    ? pageFileKeys(ref.projectId, ref.pageSlug)
    : revisionFileKeys(ref.projectId, ref.id, ref.filesRevision);
}

/** A page file's hosted path (`{slug}.html`, `css/{slug}.css`, `js/{slug}.js`) → its slug and kind. */
export function parsePagePath(path: string): { slug: string; kind: PageFileKind } | undefined {
  const match = /^(?:([a-z0-9-]+)\.html|css\/([a-z0-9-]+)\.css|js\/([a-z0-9-]+)\.js)$/.exec(path);
  if (!match) return undefined;
  if (match[1]) return { slug: match[1], kind: 'html' };
  if (match[2]) return { slug: match[2], kind: 'css' };
  return { slug: match[3]!, kind: 'js' };
}

export const pagePathsOf = (slug: string) => [`${slug}.html`, `css/${slug}.css`, `js/${slug}.js`];

/** Writes the three files of `revision`; all three, so a revision is whole or (after a crash) an orphan. */
export async function writePageRevision(
  storage: Storage,
  projectId: string,
  pageId: string,
  revision: number,
  content: PageContent,
): Promise<void> {
  const keys = revisionFileKeys(projectId, pageId, revision);
  await Promise.all(KINDS.map((kind) => storage.write(keys[kind], content[kind])));
}

/**
 * After revision `current` of a page is committed: removes its revisions before the previous one, and
 * the fixed-key files it had before it was first saved in this layout.
 */
export async function pruneOlderRevisions(
  storage: Storage,
  ref: PageFilesRef & { readonly filesRevision: number },
  before: PageFilesRef['filesRevision'],
): Promise<void> {
  if (before === null) {
    const legacy = pageFileKeys(ref.projectId, ref.pageSlug);
    await Promise.all(KINDS.map((kind) => storage.delete(legacy[kind])));
  }
  for (const key of await storage.list(pageFilesPrefix(ref.projectId, ref.id))) {
    const revision = revisionOfKey(key);
    if (revision !== undefined && revision < ref.filesRevision - 1) await storage.delete(key);
  }
}

function revisionOfKey(key: string): number | undefined {
  const match = /\/(\d+)\.(?:html|css|js)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

const READ_ATTEMPTS = 4;

const refOf = async (db: Db, projectId: string, slug: string): Promise<PageFilesRef | undefined> => {
  const [ref] = await db
    .select({
      id: pages.id,
      projectId: pages.projectId,
      pageSlug: pages.pageSlug,
      filesRevision: pages.filesRevision,
    })
    .from(pages)
    .where(and(eq(pages.projectId, projectId), eq(pages.pageSlug, slug)));
  return ref;
};

/**
 * Where the page `slug`'s saved file of `kind` is (its key, and the folder it must resolve within),
 * or undefined when the project has no such page. The file may be gone by the time it is read (two
 * more saves committed): read it with `readPointedFile`.
 */
export interface PageFileLocation {
  readonly key: string;
  readonly within: string;
  /** In the revision layout: a file missing there was removed by a newer save, so locate it again. */
  readonly pointed: boolean;
}

export async function pageFileLocation(
  db: Db,
  projectId: string,
  slug: string,
  kind: PageFileKind,
): Promise<PageFileLocation | undefined> {
  const ref = await refOf(db, projectId, slug);
  if (!ref) return undefined;
  return {
    key: pageFileKeysOf(ref)[kind],
    within: ref.filesRevision === null ? projectId : pageFilesPrefix(projectId),
    pointed: ref.filesRevision !== null,
  };
}

/**
 * Opens (with `open`) the page file `locate` finds, locating it again when a newer save removed it
 * meanwhile; undefined when there is no such page or (a page not saved since 0016) no such file.
 */
export async function readPointedFile<T>(
  locate: () => Promise<PageFileLocation | undefined>,
  open: (key: string, within: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  for (let attempt = 1; ; attempt++) {
    const location = await locate();
    if (!location) return undefined;
    const file = await open(location.key, location.within);
    if (file !== undefined || !location.pointed || attempt === READ_ATTEMPTS) return file;
  }
}

/** One saved file of the page `slug`, or undefined when it has none. */
export function readPageFile(
  db: Db,
  storage: Storage,
  projectId: string,
  slug: string,
  kind: PageFileKind,
): Promise<Buffer | undefined> {
  return readPointedFile(
    () => pageFileLocation(db, projectId, slug, kind),
    (key, within) => storage.read(key, { within }),
  );
}

/**
 * The files of the page `slug`, all three of one revision, or undefined when there is no
 * such page. A revision removed between reading the pointer and the files (two saves committed
 * meanwhile) makes it read the pointer again. Missing files of a page never saved read as ''.
 */
export async function readPageRevision(
  db: Db,
  storage: Storage,
  projectId: string,
  slug: string,
): Promise<(PageContent & { readonly ref: PageFilesRef }) | undefined> {
  for (let attempt = 1; ; attempt++) {
    const ref = await refOf(db, projectId, slug);
    if (!ref) return undefined;
    const keys = pageFileKeysOf(ref);
    const [html, css, js] = await Promise.all(KINDS.map((kind) => storage.read(keys[kind])));
    const torn = ref.filesRevision !== null && (!html || !css || !js);
    if (!torn || attempt === READ_ATTEMPTS)
      return {
        ref,
        html: html?.toString('utf8') ?? '',
        css: css?.toString('utf8') ?? '',
        js: js?.toString('utf8') ?? '',
      };
  }
}

/** A file of a saved site at its hosted path. */
export interface SiteFile {
  readonly path: string;
  readonly bytes: Buffer;
}

/**
 * Every file of a project's saved site at its hosted path, as the sites origin serves it: each page's
 * three files read through its pointer (one revision each), then the project folder's other files
 * (a template's images). A page never saved has no files.
 */
export async function readSiteFiles(db: Db, storage: Storage, projectId: string): Promise<SiteFile[]> {
  const rows = await db
    .select({ slug: pages.pageSlug, filesRevision: pages.filesRevision })
    .from(pages)
    .where(eq(pages.projectId, projectId));
  const files: SiteFile[] = [];
  const pagePaths = new Set<string>();
  for (const row of rows) {
    for (const path of pagePathsOf(row.slug)) pagePaths.add(path);
    const saved = await readPageRevision(db, storage, projectId, row.slug);
    if (!saved || (saved.ref.filesRevision === null && !saved.html)) continue;
    const [html, css, js] = pagePathsOf(row.slug) as [string, string, string];
    files.push({ path: html, bytes: Buffer.from(saved.html, 'utf8') });
    files.push({ path: css, bytes: Buffer.from(saved.css, 'utf8') });
    files.push({ path: js, bytes: Buffer.from(saved.js, 'utf8') });
  }
  for (const key of await storage.list(projectId)) {
    const path = key.slice(projectId.length + 1);
    if (pagePaths.has(path)) continue;
    const bytes = await storage.read(key, { within: projectId });
    if (bytes) files.push({ path, bytes });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * At start, before the server takes requests: removes revisions older than the previous one and, when
 * this process is the only writer (`exclusive`: the embedded database, held by one process), also
 * the files no committed row points at: a save that crashed before its commit, a page deleted
 * meanwhile. With a shared PostgreSQL another instance may be between writing a save's files and
 * committing it, so those are left to that page's next save. Answers how many files were removed.
 */
export async function sweepPageFiles(
  db: Db,
  storage: Storage,
  { exclusive }: { readonly exclusive: boolean },
): Promise<number> {
  const rows = await db.select({ id: pages.id, filesRevision: pages.filesRevision }).from(pages);
  const current = new Map(rows.map((row) => [row.id, row.filesRevision]));
  let removed = 0;
  for (const key of await storage.list(PAGE_FILES_ROOT)) {
    const pageId = key.split('/')[2];
    const revision = revisionOfKey(key);
    const pointer = pageId === undefined ? undefined : current.get(pageId);
    const stale =
      revision !== undefined && pointer !== undefined && pointer !== null && revision < pointer - 1;
    const unreferenced =
      revision === undefined || pointer === undefined || pointer === null || revision > pointer;
    if (stale || (exclusive && unreferenced)) {
      await storage.delete(key);
      removed++;
    }
  }
  return removed;
}
