/**
 * Durable drafts: a page's log persisted with y-indexeddb survives closing and reopening
 * (fake-indexeddb stands in for the browser's IndexedDB) with the identical document and
 * undo/redo stacks; damaged drafts are reported, never applied.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { undoEntry } from '../../src/commands/editor.ts';
import { emptyDocument } from '../../src/domain/document.ts';
import { DraftLog } from '../../src/machines/draft-log.ts';
import { CAROUSEL, FEATURES, HERO, run, session } from '../support/fixtures.ts';

describe('DraftLog', () => {
  it('restores the identical document and history after closing and reopening', async () => {
    const s = session();
    const base = s.state.doc;
    const draft = await DraftLog.open('page-restore');
    expect(await draft.restore()).toBeNull();
    draft.start({ document: base, revision: 7 });
    for (const section of [HERO, CAROUSEL, FEATURES]) draft.append(run(s, { kind: 'section.add', section })!);
    draft.append(run(s, { kind: 'theme.applyPalette', name: 'Ocean' })!);
    const sectionId = s.state.doc.sections[0]!.section_id;
    draft.append(run(s, { kind: 'section.move', sectionId, direction: 'down' })!);
    const undone = undoEntry(s.state, s.clock + 10)!;
    s.state = undone.state;
    draft.append(undone.entry);
    await draft.close();

    const reopened = await DraftLog.open('page-restore');
    expect(reopened.hasEntries).toBe(true);
    expect(reopened.baseRevision).toBe(7);
    const restored = await reopened.restore();
    expect(restored?.ok).toBe(true);
    if (!restored?.ok) return;
    expect(restored.value.state.doc).toEqual(s.state.doc);
    expect(restored.value.state.history).toEqual(s.state.history);
    expect(restored.value.state.history.redo).toHaveLength(1);
    expect(restored.value.entries).toHaveLength(6);
    await reopened.close();
  });

  it('start() replaces the previous log (after a save the draft begins again from the saved base)', async () => {
    const s = session([HERO]);
    const draft = await DraftLog.open('page-rebase');
    draft.start({ document: emptyDocument(), revision: 1 });
    draft.append(s.log[0]!);
    draft.start({ document: s.state.doc, revision: 2 });
    expect(draft.hasEntries).toBe(false);
    await draft.close();
    const reopened = await DraftLog.open('page-rebase');
    const restored = await reopened.restore();
    expect(restored?.ok && restored.value.state.doc).toEqual(s.state.doc);
    expect(reopened.baseRevision).toBe(2);
    await reopened.close();
  });

  it('reports a damaged draft instead of applying it', async () => {
    const s = session([HERO]);
    const draft = await DraftLog.open('page-damaged');
    draft.start({ document: emptyDocument(), revision: null });
    draft.append({ ...s.log[0]!, seq: 5 });
    const restored = await draft.restore();
    expect(restored?.ok).toBe(false);
    if (restored && !restored.ok) expect(restored.error).toMatch(/damaged/);
    await draft.close();
  });

  it('discard() deletes the stored draft', async () => {
    const draft = await DraftLog.open('page-discard');
    draft.start({ document: emptyDocument(), revision: 3 });
    await draft.discard();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reopened = await DraftLog.open('page-discard');
    expect(await reopened.restore()).toBeNull();
    await reopened.close();
  });
});
