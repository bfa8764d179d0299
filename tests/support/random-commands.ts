/**
 * Random editing sessions for property tests: fast-check draws a list of abstract steps,
 * and `interpret` turns each into a concrete command against the document as it is then
 * (so targets exist most of the time), or into undo/redo.
 */
import fc from 'fast-check';
import type { Command } from '../../src/commands/registry.ts';
import type { SectionInput } from '../../src/commands/section.ts';
import type { PageDocument } from '../../src/domain/document.ts';
import { type ElementNode, forEachElement } from '../../src/domain/html-tree.ts';
import { PALETTES } from '../../src/domain/palettes.ts';
import { CAROUSEL, FEATURES, HERO } from './fixtures.ts';

export type Step =
  | {
      readonly op: 'command';
      readonly pick: number;
      readonly a: number;
      readonly b: number;
      readonly text: string;
    }
  | { readonly op: 'undo' }
  | { readonly op: 'redo' };

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('command' as const),
      pick: fc.nat(40),
      a: fc.nat(1000),
      b: fc.nat(1000),
      text: fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('', '2px', '-0.1em', 'abc', '1.5rem', 'a\nb'),
      ),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ op: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'redo' as const }) },
);

const LIBRARY: readonly SectionInput[] = [HERO, CAROUSEL, FEATURES];

function elementsOf(doc: PageDocument, sectionIndex: number): ElementNode[] {
  const section = doc.sections[sectionIndex];
  if (!section) return [];
  const out: ElementNode[] = [];
  forEachElement(section.nodes, (element) => {
    out.push(element);
  });
  return out;
}

/** A concrete command for a drawn step; some deliberately target missing things. */
export function interpret(doc: PageDocument, step: Extract<Step, { op: 'command' }>): Command {
  const n = doc.sections.length;
  const sectionIndex = n === 0 ? 0 : step.a % n;
  const section = doc.sections[sectionIndex];
  const sectionId = step.b % 17 === 0 || !section ? 'missing-id' : section.section_id;
  const elements = elementsOf(doc, sectionIndex);
  const element = elements[step.b % Math.max(1, elements.length)];
  const elementId = step.a % 19 === 0 || !element ? 'nope' : element.id;
  const target = { sectionId, elementId };
  switch (step.pick % 21) {
    case 0:
    case 1:
      return {
        kind: 'section.add',
        section: LIBRARY[step.a % LIBRARY.length]!,
        index: step.b % 23 === 0 ? n + 1 : step.b % (n + 1),
      };
    case 2:
      return { kind: 'section.duplicate', sectionId };
    case 3:
      return { kind: 'section.remove', sectionId };
    case 4:
      return { kind: 'section.move', sectionId, direction: step.b % 2 === 0 ? 'up' : 'down' };
    case 5:
      return { kind: 'section.reorder', sectionId, toIndex: step.b % (n + 1) };
    case 6:
      return {
        kind: 'section.setSettings',
        sectionId,
        patch:
          step.b % 3 === 0
            ? { width: step.a % 2 === 0 ? 'full' : 'container' }
            : step.b % 3 === 1
              ? { hidden: step.a % 2 === 0 }
              : { video: { source: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ', overlay: '#00000080' } },
      };
    case 7:
      return {
        kind: 'element.insert',
        sectionId,
        targetId: elementId,
        position: (['before', 'after', 'inside'] as const)[step.b % 3]!,
        html: '<p class="mb-2">New <b>text</b></p>',
        columns: step.a % 6,
      };
    case 8:
    case 9:
      return { kind: 'element.remove', ...target };
    case 10:
      return { kind: 'element.duplicate', ...target };
    case 11:
      return {
        kind: 'element.setAttributes',
        ...target,
        attributes: { alt: step.text, href: step.a % 2 ? null : '#x' },
      };
    case 12:
      return { kind: 'element.setText', ...target, text: step.text };
    case 13:
      return {
        kind: 'element.setRichText',
        ...target,
        html: step.text === '' ? '' : `<b>${step.text}</b> more`,
      };
    case 14:
      return {
        kind: 'element.setLink',
        ...target,
        href: '/about',
        openInNewTab: step.a % 2 === 0,
        eventId: step.b % 2 ? 'ev1' : '',
      };
    case 15:
      return { kind: 'element.dropImage', ...target, src: `gallery/${step.a}.webp` };
    case 16:
      return {
        kind: 'style.set',
        target: step.b % 4 === 0 ? { sectionId } : target,
        property: step.a % 3 === 0 ? 'color' : 'letter-spacing',
        value: step.a % 2 === 0 ? step.text : `${step.b % 7}px`,
      };
    case 17:
      return {
        kind: 'style.setTextShadow',
        target,
        shadow: { x: '1', y: step.text === '' ? '' : '2', blur: '3px', color: '#000000' },
      };
    case 18:
      return {
        kind: 'style.setMobileFontSize',
        target,
        value: step.a % 3 === 0 ? '' : `${10 + (step.b % 10)}px`,
      };
    case 19:
      return step.a % 2 === 0
        ? { kind: 'theme.applyPalette', name: PALETTES[step.b % PALETTES.length]!.name }
        : { kind: 'theme.setMode', mode: step.b % 2 === 0 ? 'dark' : 'light' };
    default:
      return { kind: 'theme.setValue', key: 'theme_h1_font_size', value: `${1 + (step.b % 4)}rem` };
  }
}
