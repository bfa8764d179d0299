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
import { collectSectionTexts } from '../../src/domain/section-texts.ts';
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

/** The id of one element child of the target (a column when the target is a row), or 'nope'. */
function childId(doc: PageDocument, target: { sectionId: string; elementId: string }, pick: number): string {
  const section = doc.sections.find((s) => s.section_id === target.sectionId);
  let found: ElementNode | undefined;
  if (section)
    forEachElement(section.nodes, (element) => {
      if (element.id === target.elementId) found = element;
    });
  const children = (found?.children ?? []).filter((child): child is ElementNode => child.kind === 'element');
  return children[pick % Math.max(1, children.length)]?.id ?? 'nope';
}

/** The first carousel of the target's section and one of its slides (or the target itself, refused). */
function sliderOf(doc: PageDocument, target: Draw['target'], pick: number) {
  const section = doc.sections.find((s) => s.section_id === target.sectionId);
  let carousel: ElementNode | undefined;
  const slides: ElementNode[] = [];
  if (section)
    forEachElement(section.nodes, (element) => {
      const classes = (element.attrs.find(([name]) => name === 'class')?.[1] ?? '').split(' ');
      if (!carousel && classes.includes('carousel')) carousel = element;
      if (classes.includes('carousel-item')) slides.push(element);
    });
  if (!carousel || pick % 5 === 0)
    return { sectionId: target.sectionId, carouselId: target.elementId, itemId: target.elementId };
  const itemId = slides[pick % Math.max(1, slides.length)]?.id ?? 'nope';
  return { sectionId: target.sectionId, carouselId: carousel.id, itemId };
}

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
  // Real text slots of the section (some rewritten, some kept), now and then a stale reference.
  'section.applyTexts': ({ doc, sectionId, step }) => {
    const section = doc.sections.find((s) => s.section_id === sectionId);
    const texts = collectSectionTexts(section?.nodes ?? [])
      .filter((_, i) => (i + step.a) % 3 !== 0)
      .map((slot, i) => ({ id: slot.id, text: i % 2 === 0 ? `${step.text} new` : slot.text }));
    if (step.b % 7 === 0) texts.push({ id: 'gone#0', text: 'x' });
    return { kind: 'section.applyTexts', sectionId, texts };
  },
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
  // Aimed at any element: most are not forms and are refused, which must leave the document as it was.
  'form.addField': ({ target, step }) => ({
    kind: 'form.addField',
    sectionId: target.sectionId,
    formId: target.elementId,
    type: (['text', 'email', 'tel', 'textarea', 'select', 'checkbox'] as const)[step.b % 6]!,
  }),
  'form.removeField': ({ target }) => ({
    kind: 'form.removeField',
    sectionId: target.sectionId,
    formId: target.elementId,
    fieldId: target.elementId,
  }),
  'form.moveField': ({ target, step }) => ({
    kind: 'form.moveField',
    sectionId: target.sectionId,
    formId: target.elementId,
    fieldId: target.elementId,
    direction: step.b % 2 ? 'up' : 'down',
  }),
  'form.setField': ({ target, step }) => ({
    kind: 'form.setField',
    sectionId: target.sectionId,
    formId: target.elementId,
    fieldId: target.elementId,
    changes: { label: step.text, required: step.a % 2 === 0 },
  }),
  'form.setSubmitText': ({ target, step }) => ({
    kind: 'form.setSubmitText',
    sectionId: target.sectionId,
    formId: target.elementId,
    text: step.text,
  }),
  'form.setSettings': ({ target, step }) => ({
    kind: 'form.setSettings',
    sectionId: target.sectionId,
    formId: target.elementId,
    settings: { successMessage: step.text, redirectUrl: step.a % 2 ? 'https://example.com/next' : 'ftp://x' },
  }),
  // Aimed at any element (and its first child as the column): most are not rows and are refused.
  'slider.addItem': ({ doc, target, step }) => {
    const { itemId, ...at } = sliderOf(doc, target, step.b);
    return { kind: 'slider.addItem', ...at, ...(step.a % 2 === 0 && { afterItemId: itemId }) };
  },
  'slider.moveItem': ({ doc, target, step }) => ({
    kind: 'slider.moveItem',
    ...sliderOf(doc, target, step.b),
    toIndex: (step.a % 6) - 1,
  }),
  'slider.setItem': ({ doc, target, step }) => ({
    kind: 'slider.setItem',
    ...sliderOf(doc, target, step.b),
    changes: [
      { caption: step.text },
      { button: step.a % 2 ? null : { label: step.text, href: '#go' } },
      { imageSrc: 'assets/x.webp', imageAlt: step.text },
    ][step.a % 3]!,
  }),
  'slider.setOptions': ({ doc, target, step }) => {
    const { itemId: _, ...at } = sliderOf(doc, target, step.b);
    return {
      kind: 'slider.setOptions',
      ...at,
      changes: {
        autoplay: step.a % 2 === 0,
        interval: [null, 3000, 500, 61_000][step.a % 4]!,
        arrows: step.b % 3 === 0,
        indicators: step.a % 3 === 0,
      },
    };
  },
  // Aimed at any element: most are not plan cards and are refused, which must leave the document as it was.
  'planCard.setPlan': ({ target, step }) => ({
    kind: 'planCard.setPlan',
    sectionId: target.sectionId,
    cardId: target.elementId,
    plan: {
      id: step.b % 7 === 0 ? 'bad id' : `plan-${step.a}`,
      title: step.text,
      description: step.text,
      price: [19, 0, 9.5, -1][step.a % 4]!,
      currency: ['EUR', 'usd', 'XXX', ''][step.b % 4]!,
      interval: (['month', 'year', 'one_time'] as const)[step.a % 3]!,
      features: [step.text, 'Support'].slice(0, step.b % 3),
    },
  }),
  // Aimed at any element: most are not pricing tables and are refused (so are the duplicate and empty lists).
  'planCard.setPlans': ({ target, step }) => ({
    kind: 'planCard.setPlans',
    sectionId: target.sectionId,
    groupId: target.elementId,
    plans: Array.from({ length: step.a % 8 }, (_, n) => ({
      id: step.b % 5 === 0 ? 'plan-1' : `plan-${n}`,
      title: `${step.text} ${n}`,
      description: '',
      price: [19, 0, 9.5][n % 3]!,
      currency: ['EUR', 'usd', 'XXX'][step.b % 3]!,
      interval: (['month', 'year', 'one_time'] as const)[n % 3]!,
      features: [step.text].slice(0, step.b % 2),
    })),
  }),
  'row.setColumns': ({ target, step }) => ({
    kind: 'row.setColumns',
    sectionId: target.sectionId,
    rowId: target.elementId,
    count: 1 + (step.b % 13),
  }),
  'row.addColumn': ({ target }) => ({
    kind: 'row.addColumn',
    sectionId: target.sectionId,
    rowId: target.elementId,
  }),
  'row.removeColumn': ({ doc, target, step }) => ({
    kind: 'row.removeColumn',
    sectionId: target.sectionId,
    rowId: target.elementId,
    columnId: childId(doc, target, step.b),
  }),
  'row.resizeColumn': ({ doc, target, step }) => ({
    kind: 'row.resizeColumn',
    sectionId: target.sectionId,
    rowId: target.elementId,
    columnId: childId(doc, target, step.b),
    width: (step.a % 14) - 1,
  }),
  'row.setLayout': ({ target, step }) => ({
    kind: 'row.setLayout',
    sectionId: target.sectionId,
    rowId: target.elementId,
    changes: {
      gap: (['', '0', '3', '5'] as const)[step.a % 4]!,
      align: (['', 'start', 'center', 'end'] as const)[step.b % 4]!,
      justify: (['', 'between', 'center'] as const)[step.a % 3]!,
      stack: step.b % 2 === 0,
    },
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
