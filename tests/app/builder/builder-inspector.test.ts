/**
 * The inspector re-renders for its element, its section and the theme only (BuilderInspector.tsx
 * `sameInspectorView`): a command elsewhere on the page leaves the open panel as it is, one on its
 * section or the theme redraws it.
 */
import { describe, expect, it } from 'vitest';
import { sameInspectorView } from '../../../src/app/builder/BuilderInspector.tsx';
import { EditorStore } from '../../../src/app/builder/editor-store.ts';
import type { InspectorFrameProps } from '../../../src/app/builder/inspector/Inspector.tsx';
import { createEditor } from '../../../src/commands/editor.ts';
import { findSection } from '../../../src/domain/document.ts';
import { type ElementNode, forEachElement } from '../../../src/domain/html-tree.ts';
import { seededIds } from '../../../src/domain/ids.ts';
import { locate } from '../../../src/domain/tree-paths.ts';
import { session as coreSession, FEATURES, HERO } from '../../support/fixtures.ts';

function setUp() {
  const doc = coreSession([HERO, FEATURES]).state.doc;
  const store = new EditorStore({ base: doc, baseRevision: 1, state: createEditor(doc), ids: seededIds(7) });
  const [hero, features] = doc.sections;
  let heading: ElementNode | undefined;
  forEachElement(hero!.nodes, (node) => {
    if (!heading && /^h[1-6]$/.test(node.tag)) heading = node;
  });
  const selection = { sectionId: hero!.section_id, elementId: heading!.id };
  const noop = () => null;
  const pickLink = async () => null;
  const pickImage = async () => null;
  const props = (): InspectorFrameProps => {
    const now = store.getSnapshot().state.doc;
    const node = locate(findSection(now, selection.sectionId)!.nodes, selection.elementId)!.node;
    return {
      doc: now,
      selection,
      node,
      kind: 'text',
      run: noop,
      projectId: 'p',
      pageId: 'g',
      isDev: false,
      pickLink,
      pickImage,
      onClose: () => {},
    };
  };
  return { store, selection, features: features!, props };
}

describe('sameInspectorView', () => {
  it('keeps the panel through commands on other sections, and redraws it for its own section and the theme', () => {
    const { store, selection, features, props } = setUp();
    const before = props();
    expect(store.run({ kind: 'section.duplicate', sectionId: features.section_id })).toBeNull();
    const afterOther = props();
    expect(afterOther.doc).not.toBe(before.doc);
    expect(sameInspectorView(before, afterOther)).toBe(true);

    expect(store.run({ kind: 'element.setText', ...selection, text: 'A new heading' })).toBeNull();
    expect(sameInspectorView(afterOther, props())).toBe(false);

    const beforeTheme = props();
    expect(store.run({ kind: 'theme.setValue', key: 'primary_color', value: '#123456' })).toBeNull();
    expect(sameInspectorView(beforeTheme, props())).toBe(false);
  });

  it('redraws for another selection or another developer setting', () => {
    const { props } = setUp();
    const a = props();
    expect(sameInspectorView(a, { ...a, selection: { ...a.selection } })).toBe(false);
    expect(sameInspectorView(a, { ...a, isDev: true })).toBe(false);
  });
});
