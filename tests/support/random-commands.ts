/**
 * Random editing sessions for property tests: fast-check draws a list of abstract steps,
 * and `interpret` turns each into a concrete command against the document as it is then
 * (so targets exist most of the time), or into undo/redo.
 */
import fc from 'fast-check';
import { COMMAND_KINDS, type Command, type CommandKind } from '../../src/commands/registry.ts';
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
      pick: fc.nat(1000),
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

type Drawn = Extract<Step, { op: 'command' }>;

interface Draw {
  readonly doc: PageDocument;
  readonly step: Drawn;
  readonly n: number;
  readonly sectionId: string;
  readonly target: { readonly sectionId: string; readonly elementId: string };
}

/**
 * One generator per command kind of the registry (a mapped type: a new command without its line
 * here fails to compile, so no command is silently left out of the property tests).
 */
const GENERATORS: { readonly [K in CommandKind]: (draw: Draw) => Extract<Command, { kind: K }> } = {
  'section.add': ({ step, n }) => ({
    kind: 'section.add',
    section: LIBRARY[step.a % LIBRARY.length]!,
    index: step.b % 23 === 0 ? n + 1 : step.b % (n + 1),
  }),
  'section.duplicate': ({ sectionId }) => ({ kind: 'section.duplicate', sectionId }),
  'section.remove': ({ sectionId }) => ({ kind: 'section.remove', sectionId }),
  'section.move': ({ sectionId, step }) => ({
    kind: 'section.move',
    sectionId,
    direction: step.b % 2 === 0 ? 'up' : 'down',
  }),
  'section.reorder': ({ sectionId, step, n }) => ({
    kind: 'section.reorder',
    sectionId,
    toIndex: step.b % (n + 1),
  }),
  'section.setSettings': ({ sectionId, step }) => ({
    kind: 'section.setSettings',
    sectionId,
    patch:
      step.b % 3 === 0
        ? { width: step.a % 2 === 0 ? 'full' : 'container' }
        : step.b % 3 === 1
          ? { hidden: step.a % 2 === 0 }
          : { video: { source: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ', overlay: '#00000080' } },
  }),
  // Valid, invalid and clashing anchors alike: a rejected one must leave the document as it was.
  'section.setAnchor': ({ sectionId, step }) => ({
    kind: 'section.setAnchor',
    sectionId,
    anchor: ['offer', 'contact-us', 'faq_2', '2bad', 'has space', ''][step.b % 6]!,
  }),
  'element.insert': ({ sectionId, target, step }) => ({
    kind: 'element.insert',
    sectionId,
    targetId: target.elementId,
    position: (['before', 'after', 'inside'] as const)[step.b % 3]!,
    html: '<p class="mb-2">New <b>text</b></p>',
    columns: step.a % 6,
  }),
  'element.remove': ({ target }) => ({ kind: 'element.remove', ...target }),
  'element.duplicate': ({ target }) => ({ kind: 'element.duplicate', ...target }),
  'element.setAttributes': ({ target, step }) => ({
    kind: 'element.setAttributes',
    ...target,
    attributes: { alt: step.text, href: step.a % 2 ? null : '#x' },
  }),
  'element.setText': ({ target, step }) => ({ kind: 'element.setText', ...target, text: step.text }),
  'element.setRichText': ({ target, step }) => ({
    kind: 'element.setRichText',
    ...target,
    html: step.text === '' ? '' : `<b>${step.text}</b> more`,
  }),
  'element.setLink': ({ target, step }) => ({
    kind: 'element.setLink',
    ...target,
    href: step.a % 5 === 0 ? '' : '/about',
    openInNewTab: step.a % 2 === 0,
    eventId: step.b % 2 ? 'ev1' : '',
  }),
  'element.dropImage': ({ target, step }) => ({
    kind: 'element.dropImage',
    ...target,
    src: `gallery/${step.a}.webp`,
  }),
  'element.setClasses': ({ target, step }) => ({
    kind: 'element.setClasses',
    ...target,
    add: step.a % 4 === 0 ? [] : [(['rounded-circle', 'btn-lg', 'w-100', 'fa-rocket'] as const)[step.b % 4]!],
    remove: step.b % 3 === 0 ? ['btn-primary', 'fa-check'] : step.a % 7 === 0 ? ['bad class'] : [],
  }),
  'element.move': ({ target, step }) => ({
    kind: 'element.move',
    ...target,
    direction: step.b % 2 ? 'up' : 'down',
  }),
  'element.setEmbed': ({ target, step }) => ({
    kind: 'element.setEmbed',
    ...target,
    url: (
      [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://vimeo.com/76979871',
        'javascript:alert(1)',
        step.text,
      ] as const
    )[step.b % 4]!,
  }),
  'style.set': ({ sectionId, target, step }) => ({
    kind: 'style.set',
    target: step.b % 4 === 0 ? { sectionId } : target,
    property: step.a % 3 === 0 ? 'color' : 'letter-spacing',
    value: step.a % 2 === 0 ? step.text : `${step.b % 7}px`,
  }),
  'style.setTextShadow': ({ target, step }) => ({
    kind: 'style.setTextShadow',
    target,
    shadow: { x: '1', y: step.text === '' ? '' : '2', blur: '3px', color: '#000000' },
  }),
  'style.setMobileFontSize': ({ target, step }) => ({
    kind: 'style.setMobileFontSize',
    target,
    value: step.a % 3 === 0 ? '' : `${10 + (step.b % 10)}px`,
  }),
  'theme.setMode': ({ step }) => ({ kind: 'theme.setMode', mode: step.b % 2 === 0 ? 'dark' : 'light' }),
  'theme.applyPalette': ({ step }) => ({
    kind: 'theme.applyPalette',
    name: PALETTES[step.b % PALETTES.length]!.name,
  }),
  'theme.setValue': ({ step }) => ({
    kind: 'theme.setValue',
    key: 'theme_h1_font_size',
    value: `${1 + (step.b % 4)}rem`,
  }),
  'document.restore': ({ doc, step }) => ({
    kind: 'document.restore',
    document: {
      ...doc,
      sections: doc.sections.filter((_, i) => i !== step.b % Math.max(1, doc.sections.length)),
    },
  }),
};

/** The kinds in the registry's order: a drawn step picks one of them. */
const KINDS = COMMAND_KINDS;

/** A concrete command for a drawn step; some deliberately target missing things. */
export function interpret(doc: PageDocument, step: Drawn): Command {
  const n = doc.sections.length;
  const sectionIndex = n === 0 ? 0 : step.a % n;
  const section = doc.sections[sectionIndex];
  const sectionId = step.b % 17 === 0 || !section ? 'missing-id' : section.section_id;
  const elements = elementsOf(doc, sectionIndex);
  const element = elements[step.b % Math.max(1, elements.length)];
  const elementId = step.a % 19 === 0 || !element ? 'nope' : element.id;
  const kind = KINDS[step.pick % KINDS.length]!;
  const generate = GENERATORS[kind] as (draw: Draw) => Command;
  return generate({ doc, step, n, sectionId, target: { sectionId, elementId } });
}
