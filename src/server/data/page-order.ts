/**
 * The stored order of a project's pages (`pages.position`; issue 4 funnel view "steps in order,
 * reorder steps"). Reordering names some of the project's pages in their new order — typically the
 * steps of one funnel — and those pages swap among the places they already hold, so pages not named
 * keep theirs. The project's row lock serialises reorders; positions are renumbered 0…n-1.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { pages, projects } from '../db/schema.ts';
import { badRequest, notFound } from '../http/http-error.ts';

/**
 * `current` (every page id in order) with the ids of `wanted` put in the given order into the slots
 * they occupy. Pure; `wanted` must be distinct ids, all in `current`.
 */
export function reorderedIds(current: readonly string[], wanted: readonly string[]): string[] {
  const chosen = new Set(wanted);
  let next = 0;
  return current.map((id) => (chosen.has(id) ? wanted[next++]! : id));
}

export async function reorderPages(db: Db, ownerId: string, projectId: string, pageIds: readonly string[]) {
  if (new Set(pageIds).size !== pageIds.length) throw badRequest('page_ids: each page may appear only once');
  await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
      .for('update');
    if (!project) throw notFound('Project');
    const rows = await tx
      .select({ id: pages.id, position: pages.position })
      .from(pages)
      .where(and(eq(pages.projectId, projectId), eq(pages.ownerId, ownerId)))
      .orderBy(asc(pages.position), asc(pages.createdAt));
    const current = rows.map((row) => row.id);
    const known = new Set(current);
    // A page of another project or user is a miss, like an unknown one.
    if (pageIds.some((id) => !known.has(id))) throw notFound('Page');
    const order = reorderedIds(current, pageIds);
    const before = new Map(rows.map((row) => [row.id, row.position]));
    for (const [position, id] of order.entries()) {
      if (before.get(id) === position) continue;
      await tx.update(pages).set({ position }).where(eq(pages.id, id));
    }
  });
}
