/**
 * The answer cache of `detail_page` (issue 3 budget: p99 ≤ 50 ms at 50 connections), owned by the
 * page repository (pages.ts). An entry is the serialised PageDetail of one `pages` row — the answer is
 * a function of that row alone (page-mapping.ts) — with the row's owner, project and version (`xmin`).
 *
 * Invariants:
 * - A hit needs the caller to be the entry's owner. Anyone else goes to the owner-scoped query, so
 *   another user's page is the same 404 as before, always answered by the database.
 * - Every write to a pages row in this process forgets the entry once the write is done, and a read
 *   that a write overtook never fills the cache (`epoch`): the read may carry the old row.
 * - Another process's writes are seen only when `validate` is on: each hit then asks the database
 *   for the row's version (scoped by owner). On PGlite one process owns the database (folder lock),
 *   so the server trusts its own invalidation there; with DATABASE_URL it validates (app.ts).
 * - Bounded: at most `maxEntries` entries and `maxChars` characters of JSON; least recently used go first.
 */

export interface PageCacheOptions {
  /** Entries kept; 0 turns the cache off. */
  readonly maxEntries: number;
  /** Characters of JSON kept over all entries (a 200-section page is about 20 000). */
  readonly maxChars: number;
  /** Confirm each hit against the row's version in the database (other processes may write it). */
  readonly validate: boolean;
}

export const DEFAULT_PAGE_CACHE_OPTIONS: PageCacheOptions = {
  maxEntries: 2_000,
  maxChars: 32 * 1024 * 1024,
  validate: true,
};

export interface CachedPage {
  readonly ownerId: string;
  readonly projectId: string;
  /** The row version the JSON was read at (`xmin`): any update of the row changes it. */
  readonly version: string;
  readonly json: string;
}

export function createPageCache({ maxEntries, maxChars }: Pick<PageCacheOptions, 'maxEntries' | 'maxChars'>) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, CachedPage>();
  let chars = 0;
  let epoch = 0;
  let hits = 0;
  let misses = 0;

  const remove = (pageId: string) => {
    const entry = entries.get(pageId);
    if (!entry) return;
    entries.delete(pageId);
    chars -= entry.json.length;
  };

  return {
    /** The entry of `pageId` when `ownerId` owns it; counts a hit or a miss. */
    get(pageId: string, ownerId: string): CachedPage | undefined {
      const entry = entries.get(pageId);
      if (!entry || entry.ownerId !== ownerId) {
        misses += 1;
        return undefined;
      }
      hits += 1;
      entries.delete(pageId);
      entries.set(pageId, entry);
      return entry;
    },

    /** Taken before reading a row, handed to `fill` with what was read. */
    epoch: () => epoch,

    /** Keeps `entry` unless a write was forgotten since `readAt` (the read may predate it). */
    fill(pageId: string, entry: CachedPage, readAt: number) {
      if (readAt !== epoch || maxEntries <= 0 || entry.json.length > maxChars) return;
      remove(pageId);
      entries.set(pageId, entry);
      chars += entry.json.length;
      for (const [oldest] of entries) {
        if (entries.size <= maxEntries && chars <= maxChars) break;
        remove(oldest);
      }
    },

    forgetPage(pageId: string) {
      epoch += 1;
      remove(pageId);
    },

    forgetProject(projectId: string) {
      epoch += 1;
      for (const [pageId, entry] of entries) if (entry.projectId === projectId) remove(pageId);
    },

    forgetOwner(ownerId: string) {
      epoch += 1;
      for (const [pageId, entry] of entries) if (entry.ownerId === ownerId) remove(pageId);
    },

    forgetAll() {
      epoch += 1;
      entries.clear();
      chars = 0;
    },

    stats: () => ({ entries: entries.size, chars, hits, misses }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
