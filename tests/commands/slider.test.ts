/**
 * Slider family (issue 23 "Slider / carousel"): each command's saved html, its refusals, and its undo
 * (one step back to the exact document before).
 */
import { describe, expect, it } from 'vitest';
import { dispatch, undoEntry } from '../../src/commands/editor.ts';
import type { SliderCommand } from '../../src/commands/slider.ts';
import { type ElementNode, forEachElement, hasClass, serializeNodes } from '../../src/domain/html-tree.ts';
import { readSlider, slideCaption } from '../../src/domain/rules/slider.ts';
import { run, type Session, session } from '../support/fixtures.ts';

const indicator = (i: number, active: boolean) =>
  `<button type="button" data-bs-target="#s1" data-bs-slide-to="${i}"${active ? ' class="active" aria-current="true"' : ''} aria-label="Slide ${i + 1}"></button>`;
const slide = (name: string, active: boolean, caption = '') =>
  `<div class="carousel-item${active ? ' active' : ''}"><img src="${name}.webp" alt="${name}" class="d-block w-100">${caption}</div>`;
const ARROWS =
  '<button class="carousel-control-prev" type="button" data-bs-target="#s1" data-bs-slide="prev">Prev</button>' +
  '<button class="carousel-control-next" type="button" data-bs-target="#s1" data-bs-slide="next">Next</button>';
const carousel = (indicators: string, slides: string, arrows = ARROWS, attrs = 'data-bs-ride="carousel"') =>
  `<div id="s1" class="carousel slide" ${attrs}><div class="carousel-indicators">${indicators}</div>` +
  `<div class="carousel-inner">${slides}</div>${arrows}</div>`;
const CAPTION = '<div class="carousel-caption"><p class="mb-0">Fjords</p></div>';
const START = carousel(
  indicator(0, true) + indicator(1, false) + indicator(2, false),
  slide('a', true, CAPTION) + slide('b', false) + slide('c', false),
);

function withSection(html: string): Session {
  return session([{ section_name: 's', section_title: 'S', section_type: 'content', section_html: html }]);
}

const html = (s: Session) => serializeNodes(s.state.doc.sections[0]!.nodes);

function find(s: Session, className: string): ElementNode[] {
  const out: ElementNode[] = [];
  forEachElement(s.state.doc.sections[0]!.nodes, (e) => {
    if (hasClass(e, className)) out.push(e);
  });
  return out;
}

const target = (s: Session) => ({
  sectionId: s.state.doc.sections[0]!.section_id,
  carouselId: find(s, 'carousel')[0]!.id,
});
const slides = (s: Session) => find(s, 'carousel-item');

/** Runs `command`, checks one undo step gives the document back exactly, and leaves it run. */
function runUndoable(s: Session, command: SliderCommand): void {
  const before = html(s);
  const entry = run(s, command);
  expect(entry).not.toBeNull();
  expect(serializeNodes(undoEntry(s.state, s.clock + 1)!.state.doc.sections[0]!.nodes)).toBe(before);
}

function refused(s: Session, command: SliderCommand): string {
  const result = dispatch(s.state, command, s.ctx, { at: s.clock + 1 });
  if (result.ok) throw new Error('expected a refusal');
  return result.error.code;
}

describe('slider.addItem', () => {
  it('adds an inactive copy after the slide, with its own indicator, all renumbered', () => {
    const s = withSection(START);
    runUndoable(s, { kind: 'slider.addItem', ...target(s), afterItemId: slides(s)[0]!.id });
    expect(html(s)).toBe(
      carousel(
        indicator(0, true) + indicator(1, false) + indicator(2, false) + indicator(3, false),
        slide('a', true, CAPTION) + slide('a', false, CAPTION) + slide('b', false) + slide('c', false),
      ),
    );
    const ids = slides(s).map((n) => n.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('adds after the last slide when none is named', () => {
    const s = withSection(START);
    run(s, { kind: 'slider.addItem', ...target(s) });
    expect(readSlider(find(s, 'carousel')[0]!).slides.map((v) => v.image?.attrs[0]?.[1])).toEqual([
      'a.webp',
      'b.webp',
      'c.webp',
      'c.webp',
    ]);
  });

  it('refuses what is not a slider', () => {
    const s = withSection(START);
    const sectionId = s.state.doc.sections[0]!.section_id;
    expect(refused(s, { kind: 'slider.addItem', sectionId, carouselId: slides(s)[0]!.id })).toBe(
      'not_slider',
    );
    expect(refused(s, { kind: 'slider.addItem', sectionId, carouselId: 'gone' })).toBe('no_element');
  });
});

describe('slider.moveItem', () => {
  it('moves the active slide later: the active indicator follows it', () => {
    const s = withSection(START);
    runUndoable(s, { kind: 'slider.moveItem', ...target(s), itemId: slides(s)[0]!.id, toIndex: 2 });
    expect(html(s)).toBe(
      carousel(
        // A newly active indicator gets its class and aria-current after its other attributes.
        indicator(0, false) +
          indicator(1, false) +
          '<button type="button" data-bs-target="#s1" data-bs-slide-to="2" aria-label="Slide 3" class="active" aria-current="true"></button>',
        slide('b', false) + slide('c', false) + slide('a', true, CAPTION),
      ),
    );
  });

  it('moves a slide earlier', () => {
    const s = withSection(START);
    runUndoable(s, { kind: 'slider.moveItem', ...target(s), itemId: slides(s)[2]!.id, toIndex: 1 });
    expect(html(s)).toBe(
      carousel(
        indicator(0, true) + indicator(1, false) + indicator(2, false),
        slide('a', true, CAPTION) + slide('c', false) + slide('b', false),
      ),
    );
  });

  it('refuses a place outside the slides; the same place changes nothing', () => {
    const s = withSection(START);
    expect(refused(s, { kind: 'slider.moveItem', ...target(s), itemId: slides(s)[0]!.id, toIndex: 3 })).toBe(
      'bad_index',
    );
    expect(
      run(s, { kind: 'slider.moveItem', ...target(s), itemId: slides(s)[1]!.id, toIndex: 1 }),
    ).toBeNull();
  });
});

describe('slider.setItem', () => {
  it('changes a caption, and adds one (in a caption box) to a slide without', () => {
    const s = withSection(START);
    runUndoable(s, {
      kind: 'slider.setItem',
      ...target(s),
      itemId: slides(s)[0]!.id,
      changes: { caption: 'Lakes' },
    });
    runUndoable(s, {
      kind: 'slider.setItem',
      ...target(s),
      itemId: slides(s)[1]!.id,
      changes: { caption: 'Cabins & <stars>' },
    });
    expect(html(s)).toBe(
      carousel(
        indicator(0, true) + indicator(1, false) + indicator(2, false),
        slide('a', true, '<div class="carousel-caption"><p class="mb-0">Lakes</p></div>') +
          slide(
            'b',
            false,
            '<div class="carousel-caption"><p class="mb-0">Cabins &amp; &lt;stars&gt;</p></div>',
          ) +
          slide('c', false),
      ),
    );
    expect(slideCaption(readSlider(find(s, 'carousel')[0]!).slides[1]!)).toBe('Cabins & <stars>');
  });

  it('adds, changes and removes a button; an emptied caption box goes', () => {
    const s = withSection(START);
    const itemId = slides(s)[0]!.id;
    runUndoable(s, {
      kind: 'slider.setItem',
      ...target(s),
      itemId,
      changes: { button: { label: 'Book', href: '#book' } },
    });
    expect(html(s)).toContain(
      '<div class="carousel-caption"><p class="mb-0">Fjords</p><a class="btn btn-primary btn-sm mt-2" href="#book">Book</a></div>',
    );
    runUndoable(s, {
      kind: 'slider.setItem',
      ...target(s),
      itemId,
      changes: { button: { label: 'Go', href: 'https://example.com/' } },
    });
    expect(html(s)).toContain('<a class="btn btn-primary btn-sm mt-2" href="https://example.com/">Go</a>');
    runUndoable(s, { kind: 'slider.setItem', ...target(s), itemId, changes: { caption: '', button: null } });
    expect(html(s)).toBe(
      carousel(
        indicator(0, true) + indicator(1, false) + indicator(2, false),
        slide('a', true) + slide('b', false) + slide('c', false),
      ),
    );
  });

  it('sets the image address and alt text', () => {
    const s = withSection(START);
    runUndoable(s, {
      kind: 'slider.setItem',
      ...target(s),
      itemId: slides(s)[2]!.id,
      changes: { imageSrc: 'assets/x.webp', imageAlt: 'A lake' },
    });
    expect(html(s)).toContain('<img src="assets/x.webp" alt="A lake" class="d-block w-100">');
  });

  it('refuses a button without a label, a script link, and an image on a slide without one', () => {
    const s = withSection(carousel('', '<div class="carousel-item active"><p>Quote</p></div>'));
    const itemId = slides(s)[0]!.id;
    const at = { kind: 'slider.setItem' as const, ...target(s), itemId };
    expect(refused(s, { ...at, changes: { button: { label: ' ', href: '#' } } })).toBe('no_label');
    expect(refused(s, { ...at, changes: { button: { label: 'x', href: 'javascript:alert(1)' } } })).toBe(
      'bad_link',
    );
    expect(refused(s, { ...at, changes: { imageSrc: 'a.webp' } })).toBe('no_image');
  });
});

describe('slider.setOptions', () => {
  it('autoplay and interval are data attributes; the interval is bounded', () => {
    const s = withSection(START);
    runUndoable(s, { kind: 'slider.setOptions', ...target(s), changes: { interval: 3000 } });
    expect(html(s)).toContain(
      '<div id="s1" class="carousel slide" data-bs-ride="carousel" data-bs-interval="3000">',
    );
    runUndoable(s, { kind: 'slider.setOptions', ...target(s), changes: { autoplay: false, interval: null } });
    expect(html(s)).toContain('<div id="s1" class="carousel slide">');
    expect(readSlider(find(s, 'carousel')[0]!)).toMatchObject({ autoplay: false, interval: null });
    expect(refused(s, { kind: 'slider.setOptions', ...target(s), changes: { interval: 500 } })).toBe(
      'bad_interval',
    );
    expect(refused(s, { kind: 'slider.setOptions', ...target(s), changes: { interval: Number.NaN } })).toBe(
      'bad_interval',
    );
  });

  it('arrows and indicators off remove them; on again adds standard ones for every slide', () => {
    const s = withSection(START);
    runUndoable(s, {
      kind: 'slider.setOptions',
      ...target(s),
      changes: { arrows: false, indicators: false },
    });
    expect(html(s)).toBe(
      '<div id="s1" class="carousel slide" data-bs-ride="carousel">' +
        `<div class="carousel-inner">${slide('a', true, CAPTION)}${slide('b', false)}${slide('c', false)}</div></div>`,
    );
    runUndoable(s, { kind: 'slider.setOptions', ...target(s), changes: { arrows: true, indicators: true } });
    const view = readSlider(find(s, 'carousel')[0]!);
    expect(view.arrows).toHaveLength(2);
    expect(serializeNodes([view.indicators!])).toBe(
      `<div class="carousel-indicators">${indicator(0, true)}${indicator(1, false)}${indicator(2, false)}</div>`,
    );
    expect(serializeNodes(view.arrows)).toBe(
      '<button class="carousel-control-prev" type="button" data-bs-target="#s1" data-bs-slide="prev">' +
        '<span class="carousel-control-prev-icon" aria-hidden="true"></span><span class="visually-hidden">Previous slide</span></button>' +
        '<button class="carousel-control-next" type="button" data-bs-target="#s1" data-bs-slide="next">' +
        '<span class="carousel-control-next-icon" aria-hidden="true"></span><span class="visually-hidden">Next slide</span></button>',
    );
    // Asking for what is already there changes nothing.
    expect(run(s, { kind: 'slider.setOptions', ...target(s), changes: { arrows: true } })).toBeNull();
  });

  it('a carousel without an html id gets one for its new controls to target', () => {
    const s = withSection(
      '<div class="carousel slide"><div class="carousel-inner"><div class="carousel-item active">A</div></div></div>',
    );
    run(s, { kind: 'slider.setOptions', ...target(s), changes: { arrows: true } });
    const view = readSlider(find(s, 'carousel')[0]!);
    const id = view.carousel.attrs.find(([name]) => name === 'id')?.[1];
    expect(id).toMatch(/^[a-zA-Z][a-zA-Z0-9]{4}$/);
    expect(view.arrows.map((a) => a.attrs.find(([n]) => n === 'data-bs-target')?.[1])).toEqual([
      `#${id}`,
      `#${id}`,
    ]);
  });

  it('a not-editable carousel changes nothing', () => {
    const s = withSection(START.replace('class="carousel slide"', 'class="carousel slide not-editable"'));
    expect(run(s, { kind: 'slider.setOptions', ...target(s), changes: { arrows: false } })).toBeNull();
  });
});
