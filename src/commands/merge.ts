/**
 * Rebasing a local draft onto a newer server revision (issue 5, Durable drafts: "keep my
 * draft (rebased)"). A three-way merge at section granularity of the draft's base, the
 * draft, and the server's current document:
 *
 * - a section the draft changed keeps the draft's version; one it did not change takes the
 *   server's version (so another person's edits to other sections survive);
 * - sections the draft added stay where the draft put them; sections the server added go
 *   after their server predecessor; a section removed on one side is removed, unless the
 *   other side changed it (then it is kept and reported);
 * - the draft's order of the sections it knows wins;
 * - root values: keys the draft changed keep the draft's value, the rest take the server's.
 * Sections changed on both sides keep the draft's version and are reported as conflicts.
 */
import { isDeepEqual } from '../domain/deep-equal.ts';
import type { PageDocument, SectionState } from '../domain/document.ts';
import type { RootKey } from '../domain/root-values.ts';
import { ROOT_KEYS } from '../domain/root-values.ts';

export interface MergeResult {
  readonly doc: PageDocument;
  /** Titles of sections both sides changed; the draft's version was kept. */
  readonly conflicts: readonly string[];
  /** Titles of sections one side removed and the other changed; they were kept. */
  readonly keptRemoved: readonly string[];
}

/** Equal content, ignoring builder node ids (a re-loaded page gets new ones). */
export function isSameSection(a: SectionState, b: SectionState): boolean {
  return isDeepEqual(withoutIds(a), withoutIds(b));
}

function withoutIds(section: SectionState): unknown {
  return JSON.parse(JSON.stringify(section, (key, value) => (key === 'id' ? undefined : value)));
}

export function mergeDraft(base: PageDocument, draft: PageDocument, server: PageDocument): MergeResult {
  const byId = (doc: PageDocument) => new Map(doc.sections.map((s) => [s.section_id, s]));
  const baseSections = byId(base);
  const draftSections = byId(draft);
  const serverSections = byId(server);
  const changedIn = (side: Map<string, SectionState>, id: string): boolean => {
    const before = baseSections.get(id);
    const after = side.get(id);
    return !before || !after || !isSameSection(before, after);
  };
  const conflicts: string[] = [];
  const keptRemoved: string[] = [];

  const order: string[] = [];
  for (const section of draft.sections) {
    const id = section.section_id;
    const inBase = baseSections.has(id);
    if (inBase && !serverSections.has(id)) {
      // The server removed it: keep it only if the draft changed it.
      if (!changedIn(draftSections, id)) continue;
      keptRemoved.push(section.section_title || section.section_name);
    }
    order.push(id);
  }
  for (const [id, section] of baseSections) {
    // The draft removed a section the server changed: keep the server's.
    if (!draftSections.has(id) && serverSections.has(id) && changedIn(serverSections, id)) {
      keptRemoved.push(section.section_title || section.section_name);
      insertAfterPredecessor(order, server, id);
    }
  }
  for (const section of server.sections) {
    if (!baseSections.has(section.section_id) && !order.includes(section.section_id)) {
      insertAfterPredecessor(order, server, section.section_id);
    }
  }

  const sections = order.map((id) => {
    const draftSection = draftSections.get(id);
    const serverSection = serverSections.get(id);
    if (!draftSection) return serverSection!;
    if (!serverSection || !baseSections.has(id)) return draftSection;
    const draftChanged = changedIn(draftSections, id);
    if (draftChanged && changedIn(serverSections, id) && !isSameSection(draftSection, serverSection)) {
      conflicts.push(draftSection.section_title || draftSection.section_name);
    }
    return draftChanged ? draftSection : serverSection;
  });

  const root = { ...server.root };
  for (const key of ROOT_KEYS as readonly RootKey[]) {
    if (draft.root[key] !== base.root[key]) root[key] = draft.root[key];
  }
  return { doc: { sections, root, settings: server.settings }, conflicts, keptRemoved };
}

/** Inserts `id` after the nearest section before it in `reference` that `order` already has. */
function insertAfterPredecessor(order: string[], reference: PageDocument, id: string): void {
  const index = reference.sections.findIndex((s) => s.section_id === id);
  for (let i = index - 1; i >= 0; i--) {
    const at = order.indexOf(reference.sections[i]!.section_id);
    if (at !== -1) {
      order.splice(at + 1, 0, id);
      return;
    }
  }
  order.unshift(id);
}
