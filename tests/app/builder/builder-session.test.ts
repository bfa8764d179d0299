/**
 * BuilderSession (issue 20 §1): one `run` (errors to the toast or back to the field, document
 * unchanged), the selection cleared in one place, the block an insert put in selected from its
 * events, and one key handler for both documents with the canvas's bindings asked first.
 */
import { describe, expect, it, vi } from 'vitest';
import { BuilderSession, type KeyEventLike } from '../../../src/app/builder/builder-session.ts';
import { EditorStore } from '../../../src/app/builder/editor-store.ts';
import { createEditor } from '../../../src/commands/editor.ts';
import type { CommandError } from '../../../src/commands/types.ts';
import { findSection } from '../../../src/domain/document.ts';
import { type ElementNode, forEachElement, getAttr, isElement } from '../../../src/domain/html-tree.ts';
import { seededIds } from '../../../src/domain/ids.ts';
import { locate } from '../../../src/domain/tree-paths.ts';
import { session as coreSession, HERO } from '../../support/fixtures.ts';

function setUp() {
  const doc = coreSession([HERO]).state.doc;
  const store = new EditorStore({ base: doc, baseRevision: 1, state: createEditor(doc), ids: seededIds(7) });
  const notified: CommandError[] = [];
  const announced: string[] = [];
  const session = new BuilderSession(store, {
    notify: (error) => notified.push(error),
    announce: (message) => announced.push(message),
  });
  return { store, session, notified, announced };
}

function sectionOf(store: EditorStore) {
  return store.getSnapshot().state.doc.sections[0]!;
}

function element(store: EditorStore, tag: string): { sectionId: string; elementId: string } {
  const section = sectionOf(store);
  let found: ElementNode | undefined;
  forEachElement(section.nodes, (node) => {
    if (!found && node.tag === tag) found = node;
  });
  if (!found) throw new Error(`no ${tag}`);
  return { sectionId: section.section_id, elementId: found.id };
}

/** Inserts `html` inside the first section's first element; resolves with the node the session selected. */
function insertAndSelect(store: EditorStore, session: BuilderSession, html: string, columns?: number) {
  const first = sectionOf(store).nodes.find(isElement)!;
  session.run({
    kind: 'element.insert',
    sectionId: sectionOf(store).section_id,
    targetId: first.id,
    position: 'inside',
    html,
    ...(columns === undefined ? {} : { columns }),
  });
  const selected = session.getSelection()!;
  return nodeOf(store, selected.sectionId, selected.elementId);
}

function nodeOf(store: EditorStore, sectionId: string, elementId: string) {
  return locate(findSection(store.getSnapshot().state.doc, sectionId)!.nodes, elementId)?.node;
}

function key(init: Partial<KeyEventLike> & { key: string }, target: EventTarget | null = null) {
  const event = {
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target,
    defaultPrevented: false,
    preventDefault: vi.fn(),
    ...init,
  };
  return event;
}

describe('BuilderSession.run', () => {
  it('shows an error as a toast, or hands it back to the field without a toast; the document is unchanged', () => {
    const { store, session, notified } = setUp();
    const before = store.getSnapshot().state.doc;
    const target = element(store, 'h1');
    const command = { kind: 'style.set', target, property: 'letter-spacing', value: 'abc' } as const;
    expect(session.run(command)?.code).toBe('invalid_letter_spacing');
    expect(notified.map((e) => e.message)).toEqual([
      'Invalid input. Please enter a valid value (e.g., 1px, 0.5rem, -0.1em).',
    ]);
    expect(session.run(command, { report: 'field' })?.code).toBe('invalid_letter_spacing');
    expect(notified).toHaveLength(1);
    expect(store.getSnapshot().state.doc).toBe(before);
  });

  it('selects the block an insert put in, inside the row a wide drop wraps it in', () => {
    const { store, session } = setUp();
    const node = insertAndSelect(store, session, '<p class="lead">Wide text</p>', 12);
    expect(isElement(node) && [node.tag, getAttr(node, 'class')]).toEqual(['p', 'lead']);
  });

  it('selects what a wrapper holds alone: the iframe of an I-Frame block, not its 16:9 box', () => {
    const { store, session } = setUp();
    const node = insertAndSelect(
      store,
      session,
      '<div class="ratio ratio-16x9"> <iframe src="about:blank" title="Embedded content"></iframe> </div>',
    );
    expect(isElement(node) && node.tag).toBe('iframe');
  });

  it('keeps a layout block whole (its row is the block), and selects nothing new after an undo', () => {
    const { store, session } = setUp();
    const node = insertAndSelect(
      store,
      session,
      '<div class="row"><div class="col-md-6"><p>A</p></div><div class="col-md-6"><p>B</p></div></div>',
    );
    expect(isElement(node) && getAttr(node, 'class')).toBe('row');
    session.undo();
    // The block is gone, so is the selection.
    expect(session.getSelection()).toBeNull();
  });
});

describe('BuilderSession announcements', () => {
  it('says what an action changed, and Undone / Redone; not for a field, an error or no change', () => {
    const { store, session, announced } = setUp();
    const heading = element(store, 'h1');
    session.run({ kind: 'element.duplicate', ...heading });
    session.undo();
    session.redo();
    session.run({ kind: 'section.move', sectionId: heading.sectionId, direction: 'up' });
    session.run(
      { kind: 'style.set', target: heading, property: 'color', value: '#ff0000' },
      { report: 'field' },
    );
    session.run({ kind: 'style.set', target: heading, property: 'color', value: '#ff0000' });
    expect(announced).toEqual(['Element duplicated', 'Undone', 'Redone']);
  });
});

describe('BuilderSession selection', () => {
  it('is cleared when the document no longer holds the element, and tells its listeners once', () => {
    const { store, session } = setUp();
    const listener = vi.fn();
    session.subscribe(listener);
    const heading = element(store, 'h1');
    session.select(heading);
    session.select({ ...heading });
    expect(listener).toHaveBeenCalledTimes(1);
    session.run({ kind: 'element.remove', ...heading });
    expect(session.getSelection()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    session.undo();
    expect(session.getSelection()).toBeNull();
  });

  it('names the element around the selected one, up to the section', () => {
    const { store, session } = setUp();
    expect(session.parentOfSelection()).toBeNull();
    const heading = element(store, 'h1');
    session.select(heading);
    const parent = session.parentOfSelection()!;
    const node = nodeOf(store, parent.sectionId, parent.elementId);
    expect(
      isElement(node) && node.children.some((child) => isElement(child) && child.id === heading.elementId),
    ).toBe(true);
    const top = sectionOf(store).nodes.find(isElement)!;
    session.select({ sectionId: sectionOf(store).section_id, elementId: top.id });
    expect(session.parentOfSelection()).toBeNull();
  });

  it('does not select an element the document does not hold', () => {
    const { session } = setUp();
    session.select({ sectionId: 'nope', elementId: 'nope' });
    expect(session.getSelection()).toBeNull();
  });
});

describe('BuilderSession.handleKey', () => {
  it('undoes and redoes from either document, and leaves keys typed into a field alone', () => {
    const { store, session } = setUp();
    session.run({ kind: 'element.setText', ...element(store, 'h1'), text: 'Changed' });
    const undo = key({ key: 'z', ctrlKey: true });
    expect(session.handleKey(undo, 'app')).toBe(true);
    expect(undo.preventDefault).toHaveBeenCalled();
    expect(store.getSnapshot().canRedo).toBe(true);
    expect(session.handleKey(key({ key: 'y', ctrlKey: true }), 'canvas')).toBe(true);
    expect(store.getSnapshot().canUndo).toBe(true);
    const input = { tagName: 'INPUT', type: 'text' } as unknown as EventTarget;
    const typed = key({ key: 'z', ctrlKey: true }, input);
    expect(session.handleKey(typed, 'app')).toBe(false);
    expect(typed.preventDefault).not.toHaveBeenCalled();
    expect(store.getSnapshot().canUndo).toBe(true);
  });

  it('removes the selected element on Delete and clears the selection on Escape', () => {
    const { store, session } = setUp();
    const heading = element(store, 'h1');
    session.select(heading);
    expect(session.handleKey(key({ key: 'Escape' }), 'app')).toBe(true);
    expect(session.getSelection()).toBeNull();
    expect(session.handleKey(key({ key: 'Escape' }), 'app')).toBe(false);
    expect(session.handleKey(key({ key: 'Delete' }), 'canvas')).toBe(false);
    session.select(heading);
    expect(session.handleKey(key({ key: 'Delete' }), 'canvas')).toBe(true);
    expect(nodeOf(store, heading.sectionId, heading.elementId)).toBeUndefined();
    expect(session.getSelection()).toBeNull();
  });

  it('asks the canvas bindings first, and only the canvas document edits text or opens the menu', () => {
    const { store, session } = setUp();
    session.select(element(store, 'h1'));
    const closeMenu = vi.fn(() => true);
    const unbind = session.bind('clearSelection', closeMenu);
    session.handleKey(key({ key: 'Escape' }), 'canvas');
    expect(closeMenu).toHaveBeenCalledTimes(1);
    expect(session.getSelection()).not.toBeNull();
    unbind();
    const edit = vi.fn(() => true);
    session.bind('editText', edit);
    expect(session.handleKey(key({ key: 'Enter' }), 'app')).toBe(false);
    expect(edit).not.toHaveBeenCalled();
    expect(session.handleKey(key({ key: 'Enter' }), 'canvas')).toBe(true);
    expect(edit).toHaveBeenCalledTimes(1);
  });

  it('ignores a key another handler already took', () => {
    const { store, session } = setUp();
    session.select(element(store, 'h1'));
    expect(session.handleKey({ ...key({ key: 'Delete' }), defaultPrevented: true }, 'canvas')).toBe(false);
    expect(session.getSelection()).not.toBeNull();
  });
});
