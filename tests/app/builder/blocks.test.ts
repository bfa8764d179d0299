/**
 * The block palette (spec §2): the spec's names in its order, the optional Payment Button at
 * position 6 and Calender Button last, and every block's html parses canonically and inserts
 * through `element.insert` — beside an element, inside a column, and wrapped in a new row when
 * the drop is three columns wide or more — with undo back to the start.
 */
import { describe, expect, it } from 'vitest';
import {
  BLOCKS,
  CALENDAR_BUTTON,
  findBlock,
  PAYMENT_BUTTON,
  paletteBlocks,
} from '../../../src/app/builder/elements/blocks.ts';
import { undoEntry } from '../../../src/commands/editor.ts';
import {
  type ElementNode,
  forEachElement,
  getAttr,
  type HtmlNode,
  parseHtml,
  serializeNodes,
} from '../../../src/domain/html-tree.ts';
import { isPlaceholder, PLACEHOLDER_HTML } from '../../../src/domain/placeholder.ts';
import { savePayload } from '../../../src/projections/save-payload.ts';
import { renderSection } from '../../../src/projections/section-html.ts';
import { HERO, run, session } from '../../support/fixtures.ts';

const SPEC_NAMES = [
  'Text',
  'Heading',
  'Editor',
  'Button',
  'Image',
  'I-Frame',
  'Icon',
  'List',
  'Social Icons',
  'Map',
  'Layout 1x2',
  'Layout 1x3',
  'Layout 1x4',
];

/** The id of the first element matching (ids are generated when the section is added). */
function idOf(nodes: readonly HtmlNode[], match: (node: ElementNode) => boolean): string {
  let found: string | undefined;
  forEachElement(nodes, (element) => {
    if (found === undefined && match(element)) found = element.id;
  });
  if (found === undefined) throw new Error('no such element');
  return found;
}

describe('the palette', () => {
  it('has the spec blocks in the spec order', () => {
    expect(BLOCKS.map((block) => block.name)).toEqual(SPEC_NAMES);
    expect(new Set(BLOCKS.map((block) => block.name)).size).toBe(BLOCKS.length);
  });

  it('inserts Payment Button at position 6 and adds Calender Button at the end when asked', () => {
    expect(paletteBlocks()).toEqual(BLOCKS);
    const full = paletteBlocks({ payment: true, calendar: true });
    expect(full).toHaveLength(15);
    expect(full[5]).toBe(PAYMENT_BUTTON);
    expect(full.at(-1)).toBe(CALENDAR_BUTTON);
    expect(full.filter((block) => block !== PAYMENT_BUTTON && block !== CALENDAR_BUTTON)).toEqual(BLOCKS);
    expect(findBlock('Payment Button')).toBe(PAYMENT_BUTTON);
    expect(findBlock('Nope')).toBeUndefined();
  });

  it('gives the layouts 2, 3 and 4 equal Bootstrap columns, each waiting with a placeholder', () => {
    for (const [name, count] of [
      ['Layout 1x2', 2],
      ['Layout 1x3', 3],
      ['Layout 1x4', 4],
    ] as const) {
      const [row] = parseHtml(findBlock(name)!.html, () => 'x') as ElementNode[];
      expect(getAttr(row!, 'class')).toContain('row');
      const columns = row!.children as ElementNode[];
      expect(columns).toHaveLength(count);
      for (const column of columns) {
        expect(getAttr(column, 'class')).toBe(`col-md-${12 / count}`);
        expect(column.children.some(isPlaceholder)).toBe(true);
      }
    }
  });
});

describe.each(paletteBlocks({ payment: true, calendar: true }).map((block) => [block.name, block] as const))(
  'block %s',
  (_name, block) => {
    it('parses to one element and serialises back to the same html', () => {
      const nodes = parseHtml(block.html, () => 'x');
      expect(nodes).toHaveLength(1);
      expect(nodes[0]!.kind).toBe('element');
      expect(serializeNodes(nodes)).toBe(block.html);
    });

    it('inserts after an element, inside a column and wrapped in a row; undo restores the section', () => {
      const s = session([HERO]);
      const start = s.state.doc;
      const section = start.sections[0]!;
      const heading = idOf(section.nodes, (node) => node.tag === 'h1');
      const column = idOf(section.nodes, (node) => (getAttr(node, 'class') ?? '').startsWith('col-md-6'));

      run(s, {
        kind: 'element.insert',
        sectionId: section.section_id,
        targetId: heading,
        position: 'after',
        html: block.html,
        columns: 2,
      });
      const after = renderSection(s.state.doc.sections[0]!, 'clean');
      // The saved page never carries the placeholders the layouts start with.
      const inserted = serializeNodes(parseHtml(block.html.replaceAll(PLACEHOLDER_HTML, ''), () => ''));
      expect(after).toContain(`</h1>${inserted}`);

      run(s, {
        kind: 'element.insert',
        sectionId: section.section_id,
        targetId: column,
        position: 'inside',
        html: block.html,
        columns: 6,
      });
      const wrapped = renderSection(s.state.doc.sections[0]!, 'clean');
      expect(wrapped).toContain(`<div class="row"><div class="col-12">${inserted}</div></div></div>`);

      expect(s.state.history.undo).toHaveLength(3);
      for (let i = 0; i < 2; i++) {
        s.clock += 1000;
        const undone = undoEntry(s.state, s.clock);
        s.state = undone!.state;
      }
      expect(s.state.doc).toEqual(start);
      expect(savePayload(s.state.doc).html).toBe(savePayload(start).html);
    });
  },
);
