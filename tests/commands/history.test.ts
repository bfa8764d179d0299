/**
 * Undo/redo history (spec §4 Undo/redo, §9 15 entries; ARCHITECTURE: history), as short
 * scripts of editor verbs in the style of tldraw's HistoryManager tests: the exact bound, redo
 * cleared by new work, interleaved families, typing bursts grouped and squashed, and origins.
 */
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  createEditor,
  dispatch,
  redoEntry,
  replay,
  undoEntry,
} from '../../src/commands/editor.ts';
import { EMPTY_HISTORY, record } from '../../src/commands/history.ts';
import type { Command } from '../../src/commands/registry.ts';
import type { SectionInput } from '../../src/commands/section.ts';
import { emptyDocument, type PageDocument } from '../../src/domain/document.ts';
import {
  type ElementNode,
  forEachElement,
  getAttr,
  hasClass,
  textContent,
} from '../../src/domain/html-tree.ts';
import { seededIds } from '../../src/domain/ids.ts';
import { FEATURES, HERO, run, type Session } from '../support/fixtures.ts';

const BASE = emptyDocument({ page_slug: 'home', page_id: 'p1' });

/** An editor driven by verbs; `gap` is the time since the previous action in ms. */
function editor(...sections: SectionInput[]) {
  const s: Session = { state: createEditor(BASE), log: [], ctx: { ids: seededIds(3) }, clock: 1_000_000 };
  for (const section of sections) run(s, { kind: 'section.add', section });
  const element = (test: (e: ElementNode) => boolean, sectionIndex = 0): ElementNode => {
    let found: ElementNode | undefined;
    forEachElement(s.state.doc.sections[sectionIndex]!.nodes, (e) => {
      if (!found && test(e)) found = e;
    });
    if (!found) throw new Error('no such element');
    return found;
  };
  const h1 = () => element((e) => e.tag === 'h1');
  const lead = () => element((e) => hasClass(e, 'lead'));
  const target = (e: ElementNode, sectionIndex = 0) => ({
    sectionId: s.state.doc.sections[sectionIndex]!.section_id,
    elementId: e.id,
  });
  const ed = {
    s,
    get doc(): PageDocument {
      return s.state.doc;
    },
    get undoDepth(): number {
      return s.state.history.undo.length;
    },
    get redoDepth(): number {
      return s.state.history.redo.length;
    },
    do(command: Command, gap = 1000) {
      run(s, command, { gap });
      return ed;
    },
    setTitle(value: string, gap = 1000) {
      return ed.do({ kind: 'theme.setValue', key: 'meta_title', value }, gap);
    },
    typeInH1(text: string, gap = 100) {
      return ed.do({ kind: 'element.setText', ...target(h1()), text }, gap);
    },
    typeInLead(text: string, gap = 100) {
      return ed.do({ kind: 'element.setText', ...target(lead()), text }, gap);
    },
    undo(gap = 1000): boolean {
      s.clock += gap;
      const t = undoEntry(s.state, s.clock);
      if (!t) return false;
      s.state = t.state;
      s.log.push(t.entry);
      return true;
    },
    redo(gap = 1000): boolean {
      s.clock += gap;
      const t = redoEntry(s.state, s.clock);
      if (!t) return false;
      s.state = t.state;
      s.log.push(t.entry);
      return true;
    },
    h1Text: () => textContent([h1()]),
    leadText: () => textContent([lead()]),
    title: () => s.state.doc.root.meta_title,
    h1,
    target,
  };
  return ed;
}

describe('the bound of 15', () => {
  it('16 commands keep the last 15; undoing 15 times lands on each earlier document, the oldest is gone', () => {
    const ed = editor();
    for (let i = 1; i <= 16; i++) ed.setTitle(`t${i}`);
    expect(ed.undoDepth).toBe(15);
    for (let i = 15; i >= 1; i--) {
      expect(ed.undo()).toBe(true);
      expect(ed.title()).toBe(`t${i}`);
    }
    expect(canUndo(ed.s.state.history)).toBe(false);
    expect(ed.undo()).toBe(false);
    // The first command (empty → t1) was dropped: t1 stays.
    expect(ed.title()).toBe('t1');
    expect(ed.redoDepth).toBe(15);
  });

  it('stays at exactly 15 after every further command, dropping one oldest entry each time', () => {
    const ed = editor();
    for (let i = 1; i <= 25; i++) {
      ed.setTitle(`t${i}`);
      expect(ed.undoDepth).toBe(Math.min(i, 15));
    }
    while (ed.undo()) {}
    expect(ed.title()).toBe('t10');
  });

  it('redo walks forward through the same 15 documents', () => {
    const ed = editor();
    for (let i = 1; i <= 16; i++) ed.setTitle(`t${i}`);
    while (ed.undo()) {}
    for (let i = 2; i <= 16; i++) {
      expect(ed.redo()).toBe(true);
      expect(ed.title()).toBe(`t${i}`);
    }
    expect(ed.redo()).toBe(false);
    expect(ed.undoDepth).toBe(15);
  });
});

describe('redo', () => {
  it('a new command clears redo', () => {
    const ed = editor().setTitle('a').setTitle('b').setTitle('c');
    ed.undo();
    ed.undo();
    expect(ed.title()).toBe('a');
    expect(canRedo(ed.s.state.history)).toBe(true);
    ed.setTitle('x');
    expect(canRedo(ed.s.state.history)).toBe(false);
    expect(ed.redo()).toBe(false);
    expect(ed.title()).toBe('x');
    ed.undo();
    expect(ed.title()).toBe('a');
  });

  it('canUndo and canRedo follow the stacks', () => {
    const ed = editor();
    const flags = () => [canUndo(ed.s.state.history), canRedo(ed.s.state.history)];
    expect(flags()).toEqual([false, false]);
    ed.setTitle('a');
    expect(flags()).toEqual([true, false]);
    ed.undo();
    expect(flags()).toEqual([false, true]);
    ed.redo();
    expect(flags()).toEqual([true, false]);
  });
});

describe('interleaved families', () => {
  it('undo and redo walk theme, section and text changes back and forth exactly', () => {
    const ed = editor();
    const docs: PageDocument[] = [ed.doc];
    const step = (command: () => Command) => {
      ed.do(command());
      docs.push(ed.doc);
    };
    step(() => ({ kind: 'section.add', section: HERO }));
    step(() => ({ kind: 'theme.applyPalette', name: 'Ocean' }));
    step(() => ({ kind: 'element.setText', ...ed.target(ed.h1()), text: 'Hello' }));
    step(() => ({ kind: 'section.add', section: FEATURES, index: 0 }));
    step(() => ({ kind: 'theme.setMode', mode: 'dark' }));
    step(() => ({ kind: 'section.move', sectionId: ed.doc.sections[0]!.section_id, direction: 'down' }));
    step(() => ({ kind: 'element.setText', ...ed.target(ed.h1(), 0), text: 'Hello again' }));
    expect(ed.undoDepth).toBe(7);

    for (let i = 6; i >= 0; i--) {
      ed.undo();
      expect(ed.doc).toEqual(docs[i]);
    }
    for (let i = 1; i <= 7; i++) {
      ed.redo();
      expect(ed.doc).toEqual(docs[i]);
    }
    // Back and forth in the middle.
    ed.undo();
    ed.undo();
    ed.undo();
    expect(ed.doc).toEqual(docs[4]);
    ed.redo();
    expect(ed.doc).toEqual(docs[5]);
    ed.undo();
    ed.undo();
    expect(ed.doc).toEqual(docs[3]);
    expect(ed.doc.root.primary_color).toBe('#F4F9FC');
    expect(ed.h1Text()).toBe('Hello');
    expect(ed.doc.sections.map((x) => x.section_name)).toEqual(['hero-split']);
  });

  it('undo and redo are entries of the log, and replaying the log gives the same state', () => {
    const ed = editor(HERO).setTitle('a').typeInH1('x');
    ed.undo();
    ed.redo();
    ed.undo();
    expect(ed.s.log.map((entry) => entry.origin)).toEqual(['user', 'user', 'user', 'undo', 'redo', 'undo']);
    expect(ed.s.log.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    const replayed = replay(BASE, ed.s.log);
    expect(replayed.doc).toEqual(ed.doc);
    expect(replayed.history).toEqual(ed.s.state.history);
  });
});

describe('typing bursts (500 ms, one block)', () => {
  it('keystrokes in one block within 500 ms form one entry of one squashed event', () => {
    const ed = editor(HERO);
    const sectionId = ed.doc.sections[0]!.section_id;
    const h1Id = ed.h1().id;
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) ed.typeInH1(text, 100);
    expect(ed.s.log).toHaveLength(6);
    expect(ed.undoDepth).toBe(2);
    const top = ed.s.state.history.undo[1]!;
    expect(top.events).toEqual([
      {
        type: 'element.childrenSpliced',
        v: 1,
        sectionId,
        parentId: h1Id,
        index: 0,
        removed: [{ kind: 'text', text: 'Hello' }],
        inserted: [{ kind: 'text', text: 'Grow your bakery online' }],
      },
    ]);
    ed.undo();
    expect(ed.h1Text()).toBe('Grow your bakery online');
    ed.redo();
    expect(ed.h1Text()).toBe('Hello');
    expect(ed.undoDepth).toBe(2);
  });

  it('the window runs from the last keystroke, so a steady burst stays one entry', () => {
    const ed = editor(HERO);
    for (const text of ['a', 'ab', 'abc', 'abcd']) ed.typeInH1(text, 400);
    expect(ed.undoDepth).toBe(2);
  });

  it('a gap of exactly 500 ms still joins; 501 ms starts a new entry', () => {
    const ed = editor(HERO);
    ed.typeInH1('H', 1000).typeInH1('He', 500).typeInH1('Hel', 501);
    expect(ed.undoDepth).toBe(3);
    ed.undo();
    expect(ed.h1Text()).toBe('He');
    ed.undo();
    expect(ed.h1Text()).toBe('Grow your bakery online');
  });

  it('typing in a different block starts a new entry, even within 500 ms', () => {
    const ed = editor(HERO);
    ed.typeInH1('A', 100).typeInLead('B', 100).typeInH1('AA', 100);
    expect(ed.undoDepth).toBe(4);
    ed.undo();
    expect([ed.h1Text(), ed.leadText()]).toEqual(['A', 'B']);
    ed.undo();
    expect([ed.h1Text(), ed.leadText()]).toEqual([
      'A',
      'Fresh bread & pastries, delivered before breakfast.',
    ]);
  });

  it('another command in between ends the burst', () => {
    const ed = editor(HERO);
    ed.typeInH1('A', 100).setTitle('t', 100).typeInH1('AB', 100);
    expect(ed.undoDepth).toBe(4);
  });

  it('typing right after an undo starts a new entry and clears redo', () => {
    const ed = editor(HERO);
    ed.typeInH1('H', 100).typeInH1('He', 100);
    ed.undo(100);
    ed.typeInH1('X', 100);
    expect(ed.redoDepth).toBe(0);
    expect(ed.undoDepth).toBe(2);
    ed.undo();
    expect(ed.h1Text()).toBe('Grow your bakery online');
  });

  it('rich text, style sliders and theme sliders group the same way', () => {
    const ed = editor(HERO);
    const t = ed.target(ed.h1());
    for (const html of ['<b>a</b>', '<b>ab</b>', '<b>abc</b>'])
      ed.do({ kind: 'element.setRichText', ...t, html }, 100);
    for (const value of ['#000001', '#000002', '#000003'])
      ed.do({ kind: 'style.set', target: t, property: 'color', value }, 50);
    for (const value of ['#100000', '#200000', '#300000'])
      ed.do({ kind: 'theme.setValue', key: 'secondary_color', value }, 50);
    expect(ed.s.state.history.undo.map((entry) => entry.events.length)).toEqual([1, 1, 1, 1]);
    expect(ed.s.state.history.undo[3]!.events).toEqual([
      {
        type: 'theme.valuesChanged',
        v: 2,
        before: { secondary_color: '#300000' },
        after: { secondary_color: '#EB144C' },
      },
    ]);
    ed.undo();
    expect(ed.doc.root.secondary_color).toBe('#EB144C');
    ed.undo();
    expect(getAttr(ed.h1(), 'style')).toBeUndefined();
    ed.undo();
    expect(ed.h1Text()).toBe('Grow your bakery online');
  });
});

describe('origins', () => {
  it('a restore replaces the document and clears both stacks', () => {
    const ed = editor(HERO).setTitle('a').setTitle('b');
    ed.undo();
    const restored = emptyDocument({ page_slug: 'home', page_name: 'Restored' });
    const result = dispatch(ed.s.state, { kind: 'document.restore', document: restored }, ed.s.ctx, {
      at: ed.s.clock + 1,
      origin: 'restore',
    });
    if (!result.ok || !result.value) throw new Error('restore failed');
    expect(result.value.entry.origin).toBe('restore');
    expect(result.value.state.doc).toEqual(restored);
    expect(result.value.state.history).toEqual({ undo: [], redo: [] });
    expect(undoEntry(result.value.state, ed.s.clock + 2)).toBeNull();
    expect(redoEntry(result.value.state, ed.s.clock + 2)).toBeNull();
  });

  it('a server change applies without touching history', () => {
    const ed = editor(HERO).setTitle('mine');
    const history = ed.s.state.history;
    const result = dispatch(
      ed.s.state,
      { kind: 'theme.setValue', key: 'secondary_color', value: '#0B5394' },
      ed.s.ctx,
      { at: ed.s.clock + 1, origin: 'server' },
    );
    if (!result.ok || !result.value) throw new Error('server change failed');
    ed.s.state = result.value.state;
    expect(ed.s.state.history).toBe(history);
    expect(ed.doc.root.secondary_color).toBe('#0B5394');
    ed.undo();
    expect(ed.title()).toBe('');
    expect(ed.doc.root.secondary_color).toBe('#0B5394');
  });

  it('record ignores a command without events', () => {
    expect(record(EMPTY_HISTORY, [], { at: 1 })).toBe(EMPTY_HISTORY);
  });
});
