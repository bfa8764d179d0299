/**
 * Core benchmark (`npm run bench`; not part of `npm test`).
 *
 * On a generated 200-section page (~2 KB of Bootstrap HTML per section) it measures, per
 * command kind, the time of decide + apply + history + projection of what the canvas must
 * repaint (the html of sections whose objects changed, theme css when root values change), the
 * way the canvas patches by comparing immutable section objects; undo and redo; the
 * replay throughput of a 100 000-event log; and the retained size of a history entry.
 * Budgets (issue 2): p95 ≤ 1 ms per command and per undo/redo; replay ≥ 100 000 events/s;
 * an entry's size proportional to what it changed. Writes bench/results/core.json.
 */
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  applyEntry,
  createEditor,
  dispatch,
  type EditorState,
  type LogEntry,
  redoEntry,
  undoEntry,
} from '../src/commands/editor.ts';
import {
  applyEvents,
  type Command,
  type CommandKind,
  decide,
  loadCommandFamilies,
} from '../src/commands/registry.ts';
import type { SectionInput } from '../src/commands/section.ts';
import { emptyDocument, type PageDocument } from '../src/domain/document.ts';
import { readFormFields } from '../src/domain/form-fields.ts';
import { type ElementNode, forEachElement, getAttr } from '../src/domain/html-tree.ts';
import { seededIds } from '../src/domain/ids.ts';
import { PALETTES } from '../src/domain/palettes.ts';
import { collectSectionTexts } from '../src/domain/section-texts.ts';
import { themeCss } from '../src/projections/root-css.ts';
import { savePayload } from '../src/projections/save-payload.ts';
import { SectionHtmlCache } from '../src/projections/section-html.ts';

// Forms, rows, sliders… are decided by modules the builder loads after its first paint.
await loadCommandFamilies();

const SECTIONS = 200;
const SAMPLES = 400;
const REPLAY_EVENTS = 100_000;

/** ~2 KB of typical Bootstrap section markup (html + its css), varied per index. */
function generatedSection(i: number): SectionInput {
  const cards = [0, 1, 2]
    .map(
      (c) =>
        `<div class="col-md-4"><div class="card h-100 shadow-sm"><img src="images/s${i}-${c}.webp" class="card-img-top" alt="Feature ${c}" width="400" height="260">` +
        `<div class="card-body"><h3 class="h5 card-title">Feature ${i}.${c}</h3><p class="card-text">Clear, friendly copy that explains what this feature does for a customer in one or two sentences.</p>` +
        `<a href="#contact" class="btn btn-outline-primary btn-sm">Learn more</a></div></div></div>`,
    )
    .join('');
  return {
    section_name: `features-${i}`,
    section_title: `Features ${i}`,
    section_type: 'features',
    section_html:
      `<section class="py-5" id="s${i}"><div class="container"><div class="row mb-4"><div class="col-lg-8 mx-auto text-center">` +
      `<h2 class="display-6">Section ${i}: everything you need</h2><p class="lead text-muted">Tools that help a small business look professional and win customers online.</p>` +
      `<ul class="list-unstyled d-flex flex-wrap justify-content-center gap-3 small"><li><i class="fa-solid fa-check text-success"></i> Free setup</li><li><i class="fa-solid fa-check text-success"></i> Cancel any time</li><li><i class="fa-solid fa-check text-success"></i> Support by real people</li></ul></div></div>` +
      `<div class="row g-4">${cards}</div><div class="ratio ratio-16x9 mt-4"><iframe src="https://www.youtube.com/embed/s${i}" title="Video ${i}"></iframe></div>` +
      `<form class="mt-4"><div class="mb-3"><label class="form-label" for="s${i}-email">Email</label><input class="form-control" id="s${i}-email" name="email" type="email"></div><div class="mb-3"><label class="form-label" for="s${i}-phone">Phone</label><input class="form-control" id="s${i}-phone" name="phone" type="tel"></div><button class="btn btn-primary" type="submit">Send</button></form></div></section>`,
    section_css: `#s${i} .card { border-radius: var(--pw-border-radius); }`,
  };
}

function basePage(): PageDocument {
  const ctx = { ids: seededIds(42) };
  let doc = emptyDocument({ page_slug: 'bench', page_id: 'bench' });
  for (let i = 0; i < SECTIONS; i++) {
    const decided = decide(doc, { kind: 'section.add', section: generatedSection(i) }, ctx);
    if (!decided.ok) throw new Error(decided.error.message);
    doc = applyEvents(doc, decided.value);
  }
  return doc;
}

function elements(doc: PageDocument, sectionIndex: number, tag?: string): ElementNode[] {
  const out: ElementNode[] = [];
  forEachElement(doc.sections[sectionIndex]!.nodes, (element) => {
    if (!tag || element.tag === tag) out.push(element);
  });
  return out;
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** A form of section `i` and one of its fields (the bench sections each have a form with two). */
function formOf(doc: PageDocument, i: number): { sectionId: string; formId: string; fieldId: string } {
  for (let k = 0; k < doc.sections.length; k++) {
    const at = (i + k) % doc.sections.length;
    const form = elements(doc, at, 'form')[0];
    const fields = form ? readFormFields(form) : [];
    const field = fields.at(i % 2) ?? fields[0];
    if (form && field) return { sectionId: doc.sections[at]!.section_id, formId: form.id, fieldId: field.id };
  }
  throw new Error('no form with a field');
}

/** A row of some section and one of its columns (or ids that are refused, when no section has a row). */
/** A row of some section with at least `minColumns` columns, and one of them (refused ids when none has). */
function rowOf(
  doc: PageDocument,
  i: number,
  minColumns = 1,
): { sectionId: string; rowId: string; columnId: string } {
  const columnsOf = (row: ElementNode) => row.children.filter((c): c is ElementNode => c.kind === 'element');
  for (let k = 0; k < doc.sections.length; k++) {
    const at = (i + k) % doc.sections.length;
    const row = elements(doc, at).find(
      (e) => /(^|\s)row(\s|$)/.test(getAttr(e, 'class') ?? '') && columnsOf(e).length >= minColumns,
    );
    if (row)
      return { sectionId: doc.sections[at]!.section_id, rowId: row.id, columnId: pick(columnsOf(row), i).id };
  }
  return { sectionId: doc.sections[0]?.section_id ?? 'none', rowId: 'none', columnId: 'none' };
}

/** The first element of some section with `className` (the widget section of `withWidgets`). */
function byClass(doc: PageDocument, i: number, className: string): { sectionId: string; elementId: string } {
  for (let k = 0; k < doc.sections.length; k++) {
    const at = (i + k) % doc.sections.length;
    const found = elements(doc, at).find((e) => (getAttr(e, 'class') ?? '').split(' ').includes(className));
    if (found) return { sectionId: doc.sections[at]!.section_id, elementId: found.id };
  }
  return { sectionId: doc.sections[0]?.section_id ?? 'none', elementId: 'none' };
}

/** The kinds whose target the generated sections lack: measured on the page plus `WIDGETS`. */
const WIDGET_KINDS: ReadonlySet<CommandKind> = new Set([
  'slider.addItem',
  'slider.moveItem',
  'slider.setItem',
  'slider.setOptions',
  'planCard.setPlan',
  'planCard.setPlans',
]);

const WIDGETS: SectionInput = {
  section_name: 'widgets',
  section_title: 'Widgets',
  section_type: 'content',
  section_html:
    '<section class="py-5"><div class="container"><div id="bench-slides" class="carousel slide" data-bs-ride="carousel">' +
    '<div class="carousel-indicators">' +
    [0, 1, 2]
      .map(
        (n) =>
          `<button type="button" data-bs-target="#bench-slides" data-bs-slide-to="${n}"${n ? '' : ' class="active"'}></button>`,
      )
      .join('') +
    '</div><div class="carousel-inner">' +
    [0, 1, 2]
      .map(
        (n) =>
          `<div class="carousel-item${n ? '' : ' active'}"><img src="images/slide-${n}.webp" alt="Slide ${n}" class="d-block w-100">` +
          `<div class="carousel-caption"><p class="mb-0">Slide ${n}</p></div></div>`,
      )
      .join('') +
    '</div></div><div class="row pw-plans"><div class="col"><div class="card pw-plan-card"><h3 class="pw-plan-name">Starter</h3>' +
    '<p class="pw-plan-price"><span class="pw-plan-currency">$</span><span class="pw-plan-amount">19</span><span class="pw-plan-period">/month</span></p>' +
    '<a href="#" class="btn btn-primary pw-plan-button">Buy</a><ul class="pw-plan-features"><li>One</li></ul></div></div></div></div></section>',
};

function withWidgets(doc: PageDocument): PageDocument {
  const decided = decide(doc, { kind: 'section.add', section: WIDGETS }, { ids: seededIds(43) });
  if (!decided.ok) throw new Error(decided.error.message);
  return applyEvents(doc, decided.value);
}

/** A carousel of some section and one of its slides (refused ids when no section has one). */
function sliderOf(doc: PageDocument, i: number): { sectionId: string; carouselId: string; itemId: string } {
  for (let k = 0; k < doc.sections.length; k++) {
    const at = (i + k) % doc.sections.length;
    const all = elements(doc, at);
    const carousel = all.find((e) => /(^|\s)carousel(\s|$)/.test(getAttr(e, 'class') ?? ''));
    const slides = all.filter((e) => /(^|\s)carousel-item(\s|$)/.test(getAttr(e, 'class') ?? ''));
    if (carousel && slides.length)
      return { sectionId: doc.sections[at]!.section_id, carouselId: carousel.id, itemId: pick(slides, i).id };
  }
  return { sectionId: doc.sections[0]?.section_id ?? 'none', carouselId: 'none', itemId: 'none' };
}

/** One maker per command kind of the registry: a new command without its line here fails to compile. */
const KINDS: {
  readonly [K in CommandKind]: (doc: PageDocument, i: number) => Extract<Command, { kind: K }>;
} = {
  'section.add': (doc, i) => ({
    kind: 'section.add',
    section: generatedSection(i),
    index: i % doc.sections.length,
  }),
  'section.duplicate': (doc, i) => ({
    kind: 'section.duplicate',
    sectionId: pick(doc.sections, i * 7).section_id,
  }),
  'section.remove': (doc, i) => ({ kind: 'section.remove', sectionId: pick(doc.sections, i * 7).section_id }),
  'section.move': (doc, i) => ({
    kind: 'section.move',
    sectionId: doc.sections[1 + ((i * 7) % (doc.sections.length - 1))]!.section_id,
    direction: 'up',
  }),
  'section.reorder': (doc, i) => ({
    kind: 'section.reorder',
    sectionId: pick(doc.sections, i * 7).section_id,
    toIndex: (i * 13) % doc.sections.length,
  }),
  'section.setAnchor': (doc, i) => ({
    kind: 'section.setAnchor',
    sectionId: pick(doc.sections, i).section_id,
    anchor: `anchor-${i}`,
  }),
  'section.applyTexts': (doc, i) => {
    const section = pick(doc.sections, i);
    const texts = collectSectionTexts(section.nodes).map((slot) => ({
      id: slot.id,
      text: `${slot.text} ${i}`,
    }));
    return { kind: 'section.applyTexts', sectionId: section.section_id, texts };
  },
  'section.setSettings': (doc, i) => ({
    kind: 'section.setSettings',
    sectionId: pick(doc.sections, i).section_id,
    patch: {
      width: i % 2 ? 'full' : 'container',
      background: { color: `#${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}` },
    },
  }),
  'element.insert': (doc, i) => ({
    kind: 'element.insert',
    sectionId: pick(doc.sections, i).section_id,
    targetId: pick(elements(doc, i % doc.sections.length, 'p'), i).id,
    position: 'after',
    html: '<p class="small">Added text</p>',
    columns: i % 5,
  }),
  'element.remove': (doc, i) => ({
    kind: 'element.remove',
    sectionId: pick(doc.sections, i).section_id,
    elementId: pick(elements(doc, i % doc.sections.length, 'a'), i).id,
  }),
  'element.duplicate': (doc, i) => ({
    kind: 'element.duplicate',
    sectionId: pick(doc.sections, i).section_id,
    elementId: pick(elements(doc, i % doc.sections.length, 'h3'), i).id,
  }),
  'element.setAttributes': (doc, i) => ({
    kind: 'element.setAttributes',
    sectionId: pick(doc.sections, i).section_id,
    elementId: pick(elements(doc, i % doc.sections.length, 'img'), i).id,
    attributes: { alt: `Photo ${i}`, width: String(300 + (i % 100)) },
  }),
  'element.setText': (doc, i) => ({
    kind: 'element.setText',
    sectionId: pick(doc.sections, i).section_id,
    elementId: pick(elements(doc, i % doc.sections.length, 'h3'), i).id,
    text: `Heading ${i}\nsecond line`,
  }),
  'element.setRichText': (doc, i) => ({
    kind: 'element.setRichText',
    sectionId: pick(doc.sections, i).section_id,
    elementId: pick(elements(doc, i % doc.sections.length, 'p'), i).id,
    html: `Some <b>bold</b> and <i>italic</i> text ${i}`,
  }),
  'element.setLink': (doc, i) => ({
    kind: 'element.setLink',
    sectionId: pick(doc.sections, i).section_id,
    elementId: pick(elements(doc, i % doc.sections.length, 'a'), i).id,
    href: `/page-${i}`,
    openInNewTab: i % 2 === 0,
    eventId: i % 3 === 0 ? 'call' : '',
  }),
  'element.dropImage': (doc, i) => ({
    kind: 'element.dropImage',
    sectionId: pick(doc.sections, i).section_id,
    elementId: pick(elements(doc, i % doc.sections.length, 'img'), i).id,
    src: `gallery/${i}.webp`,
  }),
  'style.set': (doc, i) => ({
    kind: 'style.set',
    target: {
      sectionId: pick(doc.sections, i).section_id,
      elementId: pick(elements(doc, i % doc.sections.length, 'h2'), i).id,
    },
    property: 'letter-spacing',
    value: `${i % 7}px`,
  }),
  'style.setTextShadow': (doc, i) => ({
    kind: 'style.setTextShadow',
    target: {
      sectionId: pick(doc.sections, i).section_id,
      elementId: pick(elements(doc, i % doc.sections.length, 'h2'), i).id,
    },
    shadow: { x: '1', y: '2', blur: `${i % 9}`, color: '#000000' },
  }),
  'style.setMobileFontSize': (doc, i) => ({
    kind: 'style.setMobileFontSize',
    target: {
      sectionId: pick(doc.sections, i).section_id,
      elementId: pick(elements(doc, i % doc.sections.length, 'p'), i).id,
    },
    value: `${12 + (i % 8)}px`,
  }),
  'element.setClasses': (doc, i) => ({
    kind: 'element.setClasses',
    sectionId: pick(doc.sections, i).section_id,
    elementId: pick(elements(doc, i % doc.sections.length, 'a'), i).id,
    add: [i % 2 ? 'btn-outline-primary' : 'btn-primary'],
    remove: [i % 2 ? 'btn-primary' : 'btn-outline-primary'],
  }),
  'element.move': (doc, i) => ({
    kind: 'element.move',
    sectionId: pick(doc.sections, i).section_id,
    elementId: pick(elements(doc, i % doc.sections.length, 'p'), i).id,
    direction: i % 2 ? 'up' : 'down',
  }),
  'element.setEmbed': (doc, i) => ({
    kind: 'element.setEmbed',
    sectionId: pick(doc.sections, i).section_id,
    elementId: pick(elements(doc, i % doc.sections.length, 'iframe'), i).id,
    url: `https://www.youtube.com/watch?v=dQw4w9WgX${String(i % 100).padStart(2, '0')}`,
  }),
  'form.addField': (doc, i) => {
    const { sectionId, formId } = formOf(doc, i);
    return { kind: 'form.addField', sectionId, formId, type: i % 2 ? 'tel' : 'textarea' };
  },
  'form.removeField': (doc, i) => {
    const { sectionId, formId, fieldId } = formOf(doc, i);
    return { kind: 'form.removeField', sectionId, formId, fieldId };
  },
  'form.moveField': (doc, i) => ({
    kind: 'form.moveField',
    ...formOf(doc, i),
    direction: i % 2 ? 'up' : 'down',
  }),
  'form.setField': (doc, i) => ({
    kind: 'form.setField',
    ...formOf(doc, i),
    changes:
      i % 3 === 0 ? { type: i % 2 ? 'textarea' : 'text' } : { label: `Label ${i}`, required: i % 2 === 0 },
  }),
  'form.setSubmitText': (doc, i) => {
    const { sectionId, formId } = formOf(doc, i);
    return { kind: 'form.setSubmitText', sectionId, formId, text: `Send ${i}` };
  },
  'form.setSettings': (doc, i) => {
    const { sectionId, formId } = formOf(doc, i);
    return {
      kind: 'form.setSettings',
      sectionId,
      formId,
      settings: { successMessage: `Thanks ${i}`, afterSubmit: 'message' },
    };
  },
  'row.setColumns': (doc, i) => {
    const { sectionId, rowId } = rowOf(doc, i);
    return { kind: 'row.setColumns', sectionId, rowId, count: 1 + (i % 4) };
  },
  'row.addColumn': (doc, i) => {
    const { sectionId, rowId } = rowOf(doc, i);
    return { kind: 'row.addColumn', sectionId, rowId };
  },
  // A row keeps at least one column: a row of two or more (the generated section's first row has one).
  'row.removeColumn': (doc, i) => ({ kind: 'row.removeColumn', ...rowOf(doc, i, 2) }),
  'row.resizeColumn': (doc, i) => ({ kind: 'row.resizeColumn', ...rowOf(doc, i), width: 1 + (i % 6) }),
  'row.setLayout': (doc, i) => {
    const { sectionId, rowId } = rowOf(doc, i);
    return { kind: 'row.setLayout', sectionId, rowId, changes: { gap: i % 2 ? '3' : '0', align: 'center' } };
  },
  // After the last slide (no indicator to renumber): the carousel grows by one each sample.
  'slider.addItem': (doc, i) => {
    const { itemId: _, ...at } = sliderOf(doc, i);
    return { kind: 'slider.addItem', ...at };
  },
  'slider.moveItem': (doc, i) => ({ kind: 'slider.moveItem', ...sliderOf(doc, i), toIndex: 0 }),
  'slider.setItem': (doc, i) => ({
    kind: 'slider.setItem',
    ...sliderOf(doc, i),
    changes: { caption: `Slide ${i}` },
  }),
  'slider.setOptions': (doc, i) => {
    const { itemId: _, ...at } = sliderOf(doc, i);
    return { kind: 'slider.setOptions', ...at, changes: { interval: 2000 + (i % 5) * 1000 } };
  },
  'planCard.setPlan': (doc, i) => {
    const { sectionId, elementId } = byClass(doc, i, 'pw-plan-card');
    const plan = { id: `plan-${i}`, title: `Pro ${i}`, description: '', price: 19 + i, currency: 'EUR' };
    return {
      kind: 'planCard.setPlan',
      sectionId,
      cardId: elementId,
      plan: { ...plan, interval: 'month', features: ['Support'] },
    };
  },
  'planCard.setPlans': (doc, i) => {
    const { sectionId, elementId } = byClass(doc, i, 'pw-plans');
    const plan = (n: number) => ({
      id: `plan-${n}`,
      title: `Plan ${n}`,
      description: '',
      price: 9 + n,
      currency: 'USD',
      interval: 'year' as const,
      features: [],
    });
    return {
      kind: 'planCard.setPlans',
      sectionId,
      groupId: elementId,
      plans: Array.from({ length: 1 + (i % 3) }, (_, n) => plan(i + n)),
    };
  },
  'document.restore': (doc) => ({
    kind: 'document.restore',
    document: { ...doc, sections: doc.sections.slice(1) },
  }),
  'theme.setMode': (_doc, i) => ({ kind: 'theme.setMode', mode: i % 2 ? 'dark' : 'light' }),
  'theme.applyPalette': (_doc, i) => ({ kind: 'theme.applyPalette', name: pick(PALETTES, i).name }),
  'theme.setValue': (_doc, i) => ({
    kind: 'theme.setValue',
    key: 'theme_h1_font_size',
    value: `${2 + (i % 10) / 10}rem`,
  }),
};

/**
 * What the canvas must repaint going from `before` to `after`, found as the canvas finds it: the
 * html of every section whose object changed (sections are immutable, so an unchanged section is
 * the same object) and, when the root values changed, the theme css.
 */
function project(before: EditorState, after: EditorState, cache: SectionHtmlCache): number {
  let bytes = 0;
  const unchanged = new Set(before.doc.sections);
  for (const section of after.doc.sections) {
    if (!unchanged.has(section)) bytes += cache.html(section, 'canvas').length;
  }
  if (after.doc.root !== before.doc.root) bytes += themeCss(after.doc).length;
  return bytes;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Row {
  kind: string;
  p50: number;
  p95: number;
  entryBytes: number;
}

/**
 * Kinds that grow what they change, measured on a fresh page this often: the carousel gains a slide
 * each sample, and past a dozen slides its section's html (which the projection renders) is that of an
 * unusually large section, 400 slides by the last sample.
 */
const RESTART_EVERY: Partial<Record<CommandKind, number>> = { 'slider.addItem': 12 };

function measure(base: PageDocument): Row[] {
  const rows: Row[] = [];
  const ctx = { ids: seededIds(7) };
  const undoTimes: number[] = [];
  const redoTimes: number[] = [];
  const widened = withWidgets(base);
  for (const [kind, make] of Object.entries(KINDS) as [
    CommandKind,
    (doc: PageDocument, i: number) => Command,
  ][]) {
    const page = WIDGET_KINDS.has(kind) ? widened : base;
    const cache = new SectionHtmlCache();
    for (const section of page.sections) cache.html(section, 'canvas');
    let state = createEditor(page);
    const times: number[] = [];
    let entryBytes = 0;
    let clock = 0;
    for (let i = 0; i < SAMPLES; i++) {
      if (Math.abs(state.doc.sections.length - SECTIONS) > 20 || i % (RESTART_EVERY[kind] ?? SAMPLES) === 0)
        state = createEditor(page);
      // A command that uses up what it changes (a row's columns, a form's fields) starts again on the page.
      if (!dispatch(state, make(state.doc, i), ctx, { at: clock }).ok) state = createEditor(page);
      const command = make(state.doc, i);
      clock += 1000; // beyond the typing window: every sample is its own entry
      const t0 = performance.now();
      const result = dispatch(state, command, ctx, { at: clock });
      if (!result.ok) throw new Error(`${kind}: ${result.error.message}`);
      if (!result.value) continue;
      project(state, result.value.state, cache);
      times.push(performance.now() - t0);
      state = result.value.state;
      const top = state.history.undo[state.history.undo.length - 1]!;
      entryBytes += JSON.stringify(top.events).length;
      if (i % 4 === 0) {
        const u0 = performance.now();
        const undone = undoEntry(state, clock + 1)!;
        project(state, undone.state, cache);
        undoTimes.push(performance.now() - u0);
        const r0 = performance.now();
        const redone = redoEntry(undone.state, clock + 2)!;
        project(undone.state, redone.state, cache);
        redoTimes.push(performance.now() - r0);
        state = redone.state;
      }
    }
    times.sort((a, b) => a - b);
    rows.push({
      kind,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      entryBytes: Math.round(entryBytes / times.length),
    });
  }
  undoTimes.sort((a, b) => a - b);
  redoTimes.sort((a, b) => a - b);
  rows.push({ kind: 'undo', p50: percentile(undoTimes, 50), p95: percentile(undoTimes, 95), entryBytes: 0 });
  rows.push({ kind: 'redo', p50: percentile(redoTimes, 50), p95: percentile(redoTimes, 95), entryBytes: 0 });
  return rows;
}

/** A realistic 100 000-event log: mostly text, attribute and style edits, some section moves and theme changes. */
function buildLog(base: PageDocument): LogEntry[] {
  const ctx = { ids: seededIds(9) };
  const everyday: readonly CommandKind[] = [
    'element.setText',
    'element.setRichText',
    'element.setAttributes',
    'style.set',
    'element.setLink',
    'section.move',
    'theme.setValue',
    'section.setSettings',
  ];
  let state = createEditor(base);
  const log: LogEntry[] = [];
  let events = 0;
  for (let i = 0; events < REPLAY_EVENTS; i++) {
    const command: Command = KINDS[pick(everyday, i)](state.doc, i);
    const result = dispatch(state, command, ctx, { at: i * 1000 });
    if (!result.ok || !result.value) continue;
    state = result.value.state;
    log.push(result.value.entry);
    events += result.value.entry.events.length;
  }
  return log;
}

function replayThroughput(
  base: PageDocument,
  log: readonly LogEntry[],
): { events: number; seconds: number; perSecond: number } {
  const events = log.reduce((n, entry) => n + entry.events.length, 0);
  const t0 = performance.now();
  let state = createEditor(base);
  for (const entry of log) state = applyEntry(state, entry);
  const seconds = (performance.now() - t0) / 1000;
  if (state.seq !== log.length) throw new Error('replay stopped early');
  return { events, seconds, perSecond: Math.round(events / seconds) };
}

const base = basePage();
const pageBytes = savePayload(base).html.length;
// Warm up the JIT, then measure.
measure(base);
const rows = measure(base);
const log = buildLog(base);
replayThroughput(base, log.slice(0, 5000));
const replay = replayThroughput(base, log);

const fmt = (ms: number): string => ms.toFixed(3).padStart(8);
console.log(
  `Pagewright core benchmark — ${SECTIONS} sections, page html ${(pageBytes / 1024).toFixed(0)} KB`,
);
console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}\n`,
);
console.log(`${'command'.padEnd(24)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}  entry bytes`);
for (const row of rows)
  console.log(`${row.kind.padEnd(24)}${fmt(row.p50)}${fmt(row.p95)}  ${row.entryBytes || ''}`);
console.log(
  `\nreplay: ${replay.events} events in ${replay.seconds.toFixed(2)} s = ${replay.perSecond.toLocaleString('en')} events/s`,
);
const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
const within = worst.p95 <= 1 && replay.perSecond >= 100_000;
console.log(
  `budgets: worst p95 ${worst.p95.toFixed(3)} ms (${worst.kind}) ≤ 1 ms; replay ≥ 100 000 events/s → ${within ? 'met' : 'NOT met'}`,
);

writeFileSync(
  new URL('./results/core.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: {
        cpu: cpus()[0]?.model,
        cores: cpus().length,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
      },
      sections: SECTIONS,
      pageHtmlBytes: pageBytes,
      commands: rows,
      replay,
      budgetsMet: within,
    },
    null,
    2,
  )}\n`,
);
