/** Draft restore branches: no draft, same revision, moved revision (keep/discard), damaged, IndexedDB failure. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createEditor, replay } from '../../src/commands/editor.ts';
import { DraftLog } from '../../src/drafts/draft-log.ts';
import { type DraftRestoreOutput, draftRestoreMachine } from '../../src/machines/draft-restore.machine.ts';
import { FEATURES, HERO, run, session } from '../support/fixtures.ts';

let pages = 0;
async function draftWithEdits(revision: number) {
  const pageId = `restore-${++pages}`;
  const s = session([HERO]);
  // The builder's editor starts at the draft's base: its first entry is seq 1.
  s.state = createEditor(s.state.doc);
  const base = s.state.doc;
  const log = await DraftLog.open(pageId);
  log.start({ document: base, revision });
  log.append(run(s, { kind: 'section.add', section: FEATURES })!);
  log.append(run(s, { kind: 'theme.setMode', mode: 'dark' })!);
  await log.close();
  return { pageId, base, edited: s.state };
}

function restoreActor(
  pageId: string,
  server: { document: ReturnType<typeof session>['state']['doc']; revision: number },
) {
  return createActor(draftRestoreMachine, {
    input: { open: () => DraftLog.open(pageId), server, now: () => 42 },
  }).start();
}

/**
 * The log the machine hands the builder is the draft's own: replaying it gives the editor's state, and
 * reopening the draft reads back the same base, entries and saved seq.
 */
async function expectLogIsTheDraft(pageId: string, output: DraftRestoreOutput) {
  expect(replay(output.log.base.document, output.log.entries)).toEqual(output.editor);
  const reopened = await DraftLog.open(pageId);
  const stored = await reopened.restore();
  await reopened.close();
  expect(stored?.ok).toBe(true);
  if (!stored?.ok) return;
  expect(output.log.base).toEqual(stored.value.base);
  expect(output.log.entries).toEqual(stored.value.entries);
  expect(output.log.savedSeq).toBe(stored.value.savedSeq);
}

describe('draft restore machine', () => {
  it('starts fresh when there is no draft', async () => {
    const doc = session([HERO]).state.doc;
    const actor = restoreActor('never-opened', { document: doc, revision: 1 });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toMatchObject({ unsaved: false });
    expect(actor.getSnapshot().output!.editor.doc).toEqual(doc);
    await expectLogIsTheDraft('never-opened', actor.getSnapshot().output!);
  });

  it('restores the draft (document and history) when the server revision is unchanged', async () => {
    const { pageId, base, edited } = await draftWithEdits(3);
    const actor = restoreActor(pageId, { document: base, revision: 3 });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    const output = actor.getSnapshot().output!;
    expect(output.unsaved).toBe(true);
    expect(output.editor.doc).toEqual(edited.doc);
    expect(output.editor.history).toEqual(edited.history);
    expect(output.log.entries).toHaveLength(2);
    await expectLogIsTheDraft(pageId, output);
  });

  it('asks when the server moved on; keep rebases the draft and survives a reload', async () => {
    const { pageId, base, edited } = await draftWithEdits(3);
    const actor = restoreActor(pageId, { document: base, revision: 4 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('asking'));
    actor.send({ type: 'KEEP' });
    const output = actor.getSnapshot().output!;
    expect(output.unsaved).toBe(true);
    expect(output.editor.doc).toEqual(edited.doc);
    expect(output.log.base.revision).toBe(4);
    await expectLogIsTheDraft(pageId, output);

    const reopened = await DraftLog.open(pageId);
    const again = await reopened.restore();
    expect(again?.ok).toBe(true);
    if (again?.ok) {
      expect(again.value.base.revision).toBe(4);
      expect(replay(again.value.base.document, again.value.entries).doc).toEqual(edited.doc);
    }
    await reopened.close();
  });

  it('discard starts fresh from the server and empties the draft', async () => {
    const { pageId, base } = await draftWithEdits(3);
    const actor = restoreActor(pageId, { document: base, revision: 9 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('asking'));
    actor.send({ type: 'DISCARD' });
    expect(actor.getSnapshot().output).toMatchObject({ unsaved: false });
    const reopened = await DraftLog.open(pageId);
    expect(reopened.hasEntries).toBe(false);
    expect(reopened.baseRevision).toBe(9);
    await reopened.close();
  });

  it('after a save, a reload keeps the undo history and is not unsaved', async () => {
    const { pageId, base, edited } = await draftWithEdits(3);
    const log = await DraftLog.open(pageId);
    log.markSaved(4, 2);
    await log.close();
    const actor = restoreActor(pageId, { document: base, revision: 4 });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    const output = actor.getSnapshot().output!;
    expect(output.unsaved).toBe(false);
    expect(output.editor.doc).toEqual(edited.doc);
    expect(output.editor.history.undo).toHaveLength(2);
    expect(output.log.savedSeq).toBe(2);
    await expectLogIsTheDraft(pageId, output);
  });

  it('edits after the last save are unsaved; a newer server revision without unsaved edits wins quietly', async () => {
    const { pageId, base } = await draftWithEdits(3);
    const log = await DraftLog.open(pageId);
    log.markSaved(4, 1);
    await log.close();
    const same = restoreActor(pageId, { document: base, revision: 4 });
    await vi.waitFor(() => expect(same.getSnapshot().status).toBe('done'));
    expect(same.getSnapshot().output!.unsaved).toBe(true);

    const reopened = await DraftLog.open(pageId);
    reopened.markSaved(4, 2);
    await reopened.close();
    const newer = restoreActor(pageId, { document: base, revision: 5 });
    await vi.waitFor(() => expect(newer.getSnapshot().status).toBe('done'));
    expect(newer.getSnapshot().output).toMatchObject({ unsaved: false });
    expect(newer.getSnapshot().output!.editor.doc).toEqual(base);
  });

  it('reports a damaged draft and continues fresh', async () => {
    const store = {
      hasEntries: true,
      restore: async () => ({ ok: false as const, error: 'The saved draft is damaged: entries.0.seq' }),
      start: vi.fn(),
      append: vi.fn(),
    };
    const doc = session().state.doc;
    const actor = createActor(draftRestoreMachine, {
      input: { open: async () => store, server: { document: doc, revision: 1 }, now: () => 0 },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('damaged'));
    expect(actor.getSnapshot().context.problem).toContain('damaged');
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(store.start).toHaveBeenCalledWith({ document: doc, revision: 1 });
    expect(actor.getSnapshot().output!.log.entries).toEqual([]);
  });

  it('edits without a draft when IndexedDB cannot be opened', async () => {
    const doc = session().state.doc;
    const actor = createActor(draftRestoreMachine, {
      input: {
        open: async () => {
          throw new Error('QuotaExceededError');
        },
        server: { document: doc, revision: 1 },
        now: () => 0,
      },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output!.editor.doc).toEqual(doc);
    expect(actor.getSnapshot().output!.log).toEqual({
      base: { document: doc, revision: 1 },
      entries: [],
      savedSeq: 0,
    });
  });
});
