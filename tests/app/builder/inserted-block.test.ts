/**
 * After an insert the new block is selected: found in the log entry `element.insert` left, inside
 * the row and column a wide drop wraps it in (spec §4), and nothing for other commands.
 */
import { describe, expect, it } from 'vitest';
import { EditorStore } from '../../../src/app/builder/editor-store.ts';
import { insertedBlock } from '../../../src/app/builder/elements/inserted-block.ts';
import { createEditor } from '../../../src/commands/editor.ts';
import { findSection } from '../../../src/domain/document.ts';
import { getAttr, isElement } from '../../../src/domain/html-tree.ts';
import { seededIds } from '../../../src/domain/ids.ts';
import { locate } from '../../../src/domain/tree-paths.ts';
import { HERO, session } from '../../support/fixtures.ts';

function storeWithHero() {
  const doc = session([HERO]).state.doc;
  return new EditorStore({ base: doc, baseRevision: 1, state: createEditor(doc), ids: seededIds(7) });
}

/** The first element of the hero's first section, as a drop target. */
function firstTarget(store: EditorStore) {
  const section = store.getSnapshot().state.doc.sections[0]!;
  const first = section.nodes.find(isElement)!;
  return { sectionId: section.section_id, targetId: first.id };
}

function nodeOf(store: EditorStore, sectionId: string, elementId: string) {
  const section = findSection(store.getSnapshot().state.doc, sectionId)!;
  return locate(section.nodes, elementId)?.node;
}

describe('insertedBlock', () => {
  it('is the inserted block itself', () => {
    const store = storeWithHero();
    const target = firstTarget(store);
    expect(
      store.run({ kind: 'element.insert', ...target, position: 'inside', html: '<h2>New heading</h2>' }),
    ).toBeNull();
    const selected = insertedBlock(store.lastEntry())!;
    expect(selected.sectionId).toBe(target.sectionId);
    const node = nodeOf(store, selected.sectionId, selected.elementId);
    expect(isElement(node) && node.tag).toBe('h2');
  });

  it('is the block inside the row a wide drop wraps it in, not the row', () => {
    const store = storeWithHero();
    const target = firstTarget(store);
    store.run({
      kind: 'element.insert',
      ...target,
      position: 'inside',
      columns: 12,
      html: '<p class="lead">Wide text</p>',
    });
    // The drop was wrapped: the entry inserted a row.
    const spliced = store.lastEntry()!.events.find((event) => event.type === 'element.childrenSpliced');
    const row = spliced?.type === 'element.childrenSpliced' ? spliced.inserted[0] : undefined;
    expect(isElement(row) && getAttr(row, 'class')).toBe('row');
    const selected = insertedBlock(store.lastEntry())!;
    const node = nodeOf(store, selected.sectionId, selected.elementId);
    expect(isElement(node) && node.tag).toBe('p');
    expect(isElement(node) && getAttr(node, 'class')).toBe('lead');
  });

  it('keeps a layout block whole (its row is the block)', () => {
    const store = storeWithHero();
    store.run({
      kind: 'element.insert',
      ...firstTarget(store),
      position: 'inside',
      html: '<div class="row"><div class="col-md-6"><p>A</p></div><div class="col-md-6"><p>B</p></div></div>',
    });
    const selected = insertedBlock(store.lastEntry())!;
    const node = nodeOf(store, selected.sectionId, selected.elementId);
    expect(isElement(node) && getAttr(node, 'class')).toBe('row');
  });

  it('is nothing after other commands, undo, or no command', () => {
    const store = storeWithHero();
    expect(insertedBlock(store.lastEntry())).toBeNull();
    store.run({ kind: 'element.insert', ...firstTarget(store), position: 'inside', html: '<p>x</p>' });
    store.undo();
    expect(insertedBlock(store.lastEntry())).toBeNull();
    store.run({ kind: 'theme.setMode', mode: 'dark' });
    expect(insertedBlock(store.lastEntry())).toBeNull();
  });
});
