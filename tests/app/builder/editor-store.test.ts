/**
 * The builder's editor store: commands, undo and redo go to the durable draft as they
 * happen; snapshots are stable until something changes; unsaved tracks the last save;
 * the exported trace replays to the live state.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { EditorStore } from '../../../src/app/builder/editor-store.ts';
import { createEditor, replay } from '../../../src/commands/editor.ts';
import { parseTrace } from '../../../src/commands/trace-parse.ts';
import { emptyDocument } from '../../../src/domain/document.ts';
import { seededIds } from '../../../src/domain/ids.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { DraftLog } from '../../../src/drafts/draft-log.ts';
import { FEATURES, HERO } from '../../support/fixtures.ts';

const base = emptyDocument({ page_slug: 'home', page_id: 'p9' });

function store(draft?: DraftLog) {
  let clock = 1_000;
  return new EditorStore({
    base,
    baseRevision: 2,
    state: createEditor(base),
    draft: draft ?? null,
    ids: seededIds(3),
    now: () => (clock += 1000),
  });
}

describe('EditorStore', () => {
  it('runs commands, notifies subscribers and keeps snapshots stable between changes', () => {
    const s = store();
    const listener = vi.fn();
    s.subscribe(listener);
    const first = s.getSnapshot();
    expect(s.getSnapshot()).toBe(first);
    expect(first).toMatchObject({ canUndo: false, canRedo: false, unsaved: false, revision: 2 });
    expect(s.run({ kind: 'section.add', section: HERO })).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(s.getSnapshot()).not.toBe(first);
    expect(s.getSnapshot()).toMatchObject({ canUndo: true, canRedo: false, unsaved: true });
  });

  it('returns the error of a failed command and changes nothing', () => {
    const s = store();
    const listener = vi.fn();
    s.subscribe(listener);
    const before = s.getSnapshot();
    expect(s.run({ kind: 'section.remove', sectionId: 'nope' })).toEqual({
      code: 'no_section',
      message: MESSAGES.noSectionSelected,
    });
    expect(s.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('answers could-I-run for buttons', () => {
    const s = store();
    s.run({ kind: 'section.add', section: HERO });
    const id = s.getSnapshot().state.doc.sections[0]!.section_id;
    expect(s.canRun({ kind: 'section.move', sectionId: id, direction: 'up' })).toBe(false);
    expect(s.canRun({ kind: 'section.duplicate', sectionId: id })).toBe(true);
  });

  it('writes every entry to the draft, so a reopened draft has the same document and history', async () => {
    const draft = await DraftLog.open('store-page');
    draft.start({ document: base, revision: 2 });
    const s = store(draft);
    s.run({ kind: 'section.add', section: HERO });
    s.run({ kind: 'section.add', section: FEATURES });
    s.undo();
    s.markSaved(3);
    expect(s.getSnapshot()).toMatchObject({ unsaved: false, revision: 3, canRedo: true });
    await draft.close();
    const reopened = await DraftLog.open('store-page');
    const restored = await reopened.restore();
    expect(restored?.ok && restored.value.state).toEqual(s.getSnapshot().state);
    expect(restored?.ok && restored.value.savedRevision).toBe(3);
    await reopened.close();
  });

  it('keeps edits made while a save ran unsaved (the save covers the log up to its payload)', () => {
    const s = store();
    s.run({ kind: 'section.add', section: HERO });
    const collectedAt = s.getSnapshot().state.seq;
    s.run({ kind: 'section.add', section: FEATURES });
    s.markSaved(7, collectedAt);
    expect(s.getSnapshot()).toMatchObject({ unsaved: true, revision: 7 });
    s.markSaved(8);
    expect(s.getSnapshot().unsaved).toBe(false);
  });

  it('says when the log comes to hold unsaved entries and when a save covers them, not a text edit under way', () => {
    const onUnsavedChange = vi.fn();
    const s = new EditorStore({
      base,
      baseRevision: 2,
      state: createEditor(base),
      ids: seededIds(3),
      onUnsavedChange,
    });
    expect(onUnsavedChange.mock.calls).toEqual([[false]]);
    s.markEditing(true);
    expect(onUnsavedChange.mock.calls).toEqual([[false]]);
    s.markEditing(false);
    s.run({ kind: 'section.add', section: HERO });
    s.run({ kind: 'section.add', section: FEATURES });
    expect(onUnsavedChange.mock.calls).toEqual([[false], [true]]);
    s.markSaved(3);
    expect(onUnsavedChange.mock.calls).toEqual([[false], [true], [false]]);
    s.undo();
    expect(onUnsavedChange.mock.calls).toEqual([[false], [true], [false], [true]]);
  });

  it('exports a trace that replays to the live state', () => {
    const s = store();
    s.run({ kind: 'section.add', section: HERO });
    s.run({ kind: 'theme.setMode', mode: 'dark' });
    s.undo();
    s.redo();
    const parsed = parseTrace(JSON.parse(JSON.stringify(s.trace())));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(replay(parsed.value.base, parsed.value.entries)).toEqual(s.getSnapshot().state);
  });
});
