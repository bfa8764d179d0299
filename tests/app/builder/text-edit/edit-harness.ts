/**
 * A real editor store and canvas for in-place text edits: the hero section painted into the test
 * DOM, and `start(selector)` opening a TextEditController on one of its blocks. Every command the
 * edit runs is recorded with the options it was run with (the commit's history group).
 */
import { emptyCanvasState, patchCanvas } from '../../../../src/app/builder/canvas/patch-canvas.ts';
import { EditorStore } from '../../../../src/app/builder/editor-store.ts';
import {
  type EditOutcome,
  TextEditController,
  type TextEditOptions,
} from '../../../../src/app/builder/text-edit/controller.ts';
import { elementInnerHtml } from '../../../../src/app/builder/text-edit/element-html.ts';
import { createEditor } from '../../../../src/commands/editor.ts';
import type { Command } from '../../../../src/commands/registry.ts';
import { emptyDocument } from '../../../../src/domain/document.ts';
import { NODE_ID_ATTR, serializeNodes } from '../../../../src/domain/html-tree.ts';
import { seededIds } from '../../../../src/domain/ids.ts';
import { locate } from '../../../../src/domain/tree-paths.ts';
import { SectionHtmlCache } from '../../../../src/projections/section-html.ts';
import { HERO } from '../../../support/fixtures.ts';

export function setupEdit() {
  const base = emptyDocument({ page_slug: 'home', page_id: 'p1' });
  let clock = 10_000;
  const store = new EditorStore({
    base,
    baseRevision: 1,
    state: createEditor(base),
    ids: seededIds(7),
    // Far apart, so separate commands never join one typing group.
    now: () => (clock += 5_000),
  });
  store.run({ kind: 'section.add', section: HERO });
  document.body.innerHTML = '<main id="pw-page"></main>';
  const root = document.getElementById('pw-page')!;
  const cache = new SectionHtmlCache();
  let canvas = emptyCanvasState();
  const paint = () => {
    canvas = patchCanvas(root, canvas, store.getSnapshot().state.doc, cache).state;
  };
  paint();
  store.subscribe(paint);
  const commands: Command[] = [];
  const groups: (string | undefined)[] = [];
  const run = (command: Command, options?: { readonly group?: string }) => {
    commands.push(command);
    groups.push(options?.group);
    return store.run(command);
  };
  const outcomes: EditOutcome[] = [];
  const start = (selector: string, enterFinishes = true, extra: Partial<TextEditOptions> = {}) => {
    const element = root.querySelector<HTMLElement>(selector)!;
    const target = {
      sectionId: element.closest('[data-section-id]')!.getAttribute('data-section-id')!,
      elementId: element.getAttribute(NODE_ID_ATTR)!,
    };
    const html = elementInnerHtml(store.getSnapshot().state.doc, target)!;
    const controller = new TextEditController({
      element,
      target,
      html,
      run,
      enterFinishes,
      onEnd: (outcome) => outcomes.push(outcome),
      ...extra,
    });
    return { controller, element, target };
  };
  const h1 = () => root.querySelector('h1')!;
  return { store, root, commands, groups, outcomes, start, h1 };
}

/** The html the document holds for an element (as a save writes it): what an edit committed. */
export function elementOuterHtml(
  store: EditorStore,
  target: { sectionId: string; elementId: string },
): string {
  const section = store.getSnapshot().state.doc.sections.find((s) => s.section_id === target.sectionId)!;
  return serializeNodes([locate(section.nodes, target.elementId)!.node]);
}
