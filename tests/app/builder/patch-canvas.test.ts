// @vitest-environment happy-dom
/**
 * The canvas patcher: only touched sections are re-rendered, untouched section elements
 * stay the same DOM nodes, and after any random editing session the patched canvas equals
 * a canvas rendered from scratch (seeded fuzz, tldraw recordStoreFuzzing style).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyCanvasState,
  patchCanvas,
  SECTION_STYLE_ATTR,
  SECTIONS_STYLE_ID,
  syncSectionSheets,
  THEME_STYLE_ID,
  THEME_VARS_STYLE_ID,
} from '../../../src/app/builder/canvas/patch-canvas.ts';
import { dispatch, redoEntry, undoEntry } from '../../../src/commands/editor.ts';
import { SectionHtmlCache } from '../../../src/projections/section-html.ts';
import { emptyHead } from '../../support/empty-head.ts';
import { CAROUSEL, FEATURES, HERO, run, session } from '../../support/fixtures.ts';
import { interpret, stepArbitrary } from '../../support/random-commands.ts';

/** The sections' own <style> elements in document order: `section id: css`. */
const sectionStyles = () =>
  Array.from(document.head.querySelectorAll(`style[${SECTION_STYLE_ATTR}]`), (style) => {
    return `${style.getAttribute(SECTION_STYLE_ATTR)}: ${style.textContent}`;
  });

/** The theme's two sheets in document order, `id: css` (the custom properties', then the rules'). */
const themeSheets = () =>
  Array.from(
    document.head.querySelectorAll('style[id^="pw-theme"]'),
    (style) => `${style.id}: ${style.textContent}`,
  );

/** Hero and Gallery with css of their own, Features between them without. */
function styledSession() {
  const styled = (input: typeof HERO, css: string) => ({ ...input, section_css: css });
  return session([
    styled(HERO, '.hero-a { color: red; }'),
    FEATURES,
    styled(CAROUSEL, '.gallery-b { color: blue; }'),
  ]);
}

function freshContainer(): Element {
  emptyHead();
  document.body.innerHTML = '<main id="pw-page"></main>';
  return document.getElementById('pw-page')!;
}

describe('patchCanvas', () => {
  it('renders every section once, then only what a command touched', () => {
    const s = session([HERO, FEATURES, CAROUSEL]);
    const container = freshContainer();
    const cache = new SectionHtmlCache();
    let { state, stats } = patchCanvas(container, emptyCanvasState(), s.state.doc, cache);
    expect(stats.rendered).toBe(3);
    const before = Array.from(container.children);
    expect(before.map((e) => e.getAttribute('data-section-title'))).toEqual(['Hero', 'Features', 'Gallery']);

    const features = s.state.doc.sections[1]!.section_id;
    run(s, { kind: 'section.setSettings', sectionId: features, patch: { width: 'full' } });
    ({ state, stats } = patchCanvas(container, state, s.state.doc, cache));
    // Its own wrapper gains `data-width`, its content and its neighbours untouched.
    expect(stats).toMatchObject({ rendered: 0, updated: 0, patched: 1, moved: 0, removed: 0 });
    const after = Array.from(container.children);
    expect(after).toEqual(before);
    expect(after[1]!.getAttribute('data-width')).toBe('full');

    // A text edit changes the heading in place (patch-in-place.test.ts): nothing else is rendered.
    const wrapper = after[1]!;
    const heading = wrapper.querySelector('h1, h2, h3')!;
    run(s, {
      kind: 'element.setText',
      sectionId: features,
      elementId: heading.getAttribute('data-pw-id')!,
      text: 'Edited heading',
    });
    ({ state, stats } = patchCanvas(container, state, s.state.doc, cache));
    expect(stats).toMatchObject({ rendered: 0, updated: 0, patched: 1, moved: 0, removed: 0 });
    expect(container.children[1]).toBe(wrapper);
    expect(wrapper.textContent).toContain('Edited heading');
    expect(heading.isConnected).toBe(true);

    // A change to the section's own settings rewrites only the wrapper's attributes (content and
    // siblings undisturbed), even the first one, which adds the wrapper's style: its attributes are
    // then written in the order a render from scratch gives.
    const background = (color: string) =>
      run(s, { kind: 'section.setSettings', sectionId: features, patch: { background: { color } } });
    wrapper.setAttribute('data-pw-far', '');
    background('#eeeeee');
    ({ state, stats } = patchCanvas(container, state, s.state.doc, cache, {
      keepAttributes: ['data-pw-far'],
    }));
    expect(stats).toMatchObject({ rendered: 0, updated: 0, patched: 1, moved: 0, removed: 0 });
    expect(container.children[1]).toBe(wrapper);
    expect(wrapper.hasAttribute('data-pw-far')).toBe(true);
    wrapper.removeAttribute('data-pw-far');
    const fresh = document.createElement('template');
    fresh.innerHTML = new SectionHtmlCache().html(s.state.doc.sections[1]!, 'canvas');
    expect(wrapper.getAttribute('style')).toContain('#eeeeee');
    expect(wrapper.outerHTML).toBe(fresh.content.firstElementChild!.outerHTML);
    const styled = container.children[1]!;
    const styledHeading = styled.querySelector('h1, h2, h3')!;
    background('#dddddd');
    ({ state, stats } = patchCanvas(container, state, s.state.doc, cache));
    expect(stats).toMatchObject({ rendered: 0, updated: 0, patched: 1, moved: 0, removed: 0 });
    expect(container.children[1]).toBe(styled);
    expect(styled.getAttribute('style')).toContain('#dddddd');
    expect(styledHeading.isConnected).toBe(true);

    // A background video puts elements inside the wrapper: the section is rendered anew into it.
    run(s, {
      kind: 'section.setSettings',
      sectionId: features,
      patch: { video: { source: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
    });
    ({ state, stats } = patchCanvas(container, state, s.state.doc, cache));
    expect(stats).toMatchObject({ rendered: 1, updated: 1, patched: 0, moved: 0, removed: 0 });
    expect(container.children[1]).toBe(styled);
    expect(styledHeading.isConnected).toBe(false);
    expect(styled.querySelector('.pw-bg-video iframe')).not.toBeNull();
    const withVideo = document.createElement('template');
    withVideo.innerHTML = new SectionHtmlCache().html(s.state.doc.sections[1]!, 'canvas');
    expect(styled.outerHTML).toBe(withVideo.content.firstElementChild!.outerHTML);

    run(s, { kind: 'section.move', sectionId: features, direction: 'up' });
    ({ state, stats } = patchCanvas(container, state, s.state.doc, cache));
    expect(stats).toMatchObject({ rendered: 0, moved: 1, removed: 0 });
    expect(Array.from(container.children).map((e) => e.getAttribute('data-section-title'))).toEqual([
      'Features',
      'Hero',
      'Gallery',
    ]);

    // A theme edit rewrites the custom properties' small sheet; the rules' sheet stays as it was.
    const rules = new MutationObserver(() => {});
    rules.observe(document.getElementById(THEME_STYLE_ID)!, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    run(s, { kind: 'theme.applyPalette', name: 'Ocean' });
    ({ state, stats } = patchCanvas(container, state, s.state.doc, cache));
    expect(stats).toMatchObject({ rendered: 0, moved: 0, removed: 0, themeUpdated: true });
    expect(document.getElementById(THEME_VARS_STYLE_ID)!.textContent).toContain(
      `--pw-primary-color: ${s.state.doc.root.primary_color};`,
    );
    expect(rules.takeRecords()).toEqual([]);
    expect(document.getElementById(THEME_STYLE_ID)!.textContent).not.toContain('--pw-primary-color:');
  });

  it('keeps one <style> per section with css, in page order, rewriting only a changed one', async () => {
    const s = styledSession();
    const container = freshContainer();
    const cache = new SectionHtmlCache();
    const ids = s.state.doc.sections.map((section) => section.section_id);
    const withCss = s.state.doc.sections.filter((section) => section.css.trim() !== '');
    expect(withCss.length).toBeGreaterThan(1);
    let { state } = patchCanvas(container, emptyCanvasState(), s.state.doc, cache);
    expect(sectionStyles()).toEqual(withCss.map((section) => `${section.section_id}: ${section.css}`));
    // The anchor stays last, empty.
    const anchor = document.getElementById(SECTIONS_STYLE_ID)!;
    expect(anchor.textContent).toBe('');
    expect(anchor.previousElementSibling?.hasAttribute(SECTION_STYLE_ATTR)).toBe(true);
    const before = new Map(
      Array.from(document.head.querySelectorAll(`style[${SECTION_STYLE_ATTR}]`), (el) => [
        el.getAttribute(SECTION_STYLE_ATTR),
        el,
      ]),
    );

    // A text edit replaces the section object but not its css: no sheet is touched.
    const heading = container.querySelector(
      `[data-section-id="${ids[0]}"] h1, [data-section-id="${ids[0]}"] h2`,
    )!;
    run(s, {
      kind: 'element.setText',
      sectionId: ids[0]!,
      elementId: heading.getAttribute('data-pw-id')!,
      text: 'New',
    });
    const observed: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) observed.push((record.target as Element).nodeName ?? '');
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    ({ state } = patchCanvas(container, state, s.state.doc, cache));
    await Promise.resolve();
    observer.disconnect();
    expect(observed).toEqual([]);

    // Moving a section moves its sheet with it; the elements are the same ones.
    const moved = withCss[withCss.length - 1]!.section_id;
    run(s, { kind: 'section.move', sectionId: moved, direction: 'up' });
    ({ state } = patchCanvas(container, state, s.state.doc, cache));
    const order = s.state.doc.sections
      .filter((section) => section.css.trim() !== '')
      .map((x) => x.section_id);
    expect(sectionStyles().map((line) => line.split(':')[0])).toEqual(order);
    for (const id of order) {
      expect(document.head.querySelector(`style[${SECTION_STYLE_ATTR}="${id}"]`)).toBe(before.get(id));
    }

    // Removing a section removes its sheet.
    run(s, { kind: 'section.remove', sectionId: moved });
    patchCanvas(container, state, s.state.doc, cache);
    expect(document.head.querySelector(`style[${SECTION_STYLE_ATTR}="${moved}"]`)).toBeNull();
  });

  it('tells which section a new wrapper goes in front of, or after when it goes last', () => {
    const s = session([HERO, FEATURES]);
    const container = freshContainer();
    const cache = new SectionHtmlCache();
    const added: [string | null, string | null][] = [];
    const options = {
      onWrapperAdded: (element: Element, _section: unknown, neighbour: Element | null) => {
        // Called before the wrapper enters the canvas (its images must not start loading first).
        expect(element.isConnected).toBe(false);
        added.push([
          element.getAttribute('data-section-id'),
          neighbour?.getAttribute('data-section-id') ?? null,
        ]);
      },
    };
    let { state } = patchCanvas(container, emptyCanvasState(), s.state.doc, cache, options);
    const [hero, features] = s.state.doc.sections.map((section) => section.section_id) as [string, string];
    expect(added).toEqual([
      [hero, null],
      [features, hero],
    ]);
    added.length = 0;
    run(s, { kind: 'section.duplicate', sectionId: hero });
    ({ state } = patchCanvas(container, state, s.state.doc, cache, options));
    run(s, { kind: 'section.duplicate', sectionId: features });
    patchCanvas(container, state, s.state.doc, cache, options);
    const ids = s.state.doc.sections.map((section) => section.section_id);
    expect(added).toEqual([
      [ids[1], features],
      [ids[3], features],
    ]);
  });

  it('gives a section whose css repeats the css before it no sheet, until that changes', () => {
    const s = styledSession();
    const container = freshContainer();
    const cache = new SectionHtmlCache();
    const [hero, features, gallery] = s.state.doc.sections.map((section) => section.section_id) as [
      string,
      string,
      string,
    ];
    let { state } = patchCanvas(container, emptyCanvasState(), s.state.doc, cache);
    const sheetOwners = () => sectionStyles().map((line) => line.split(':')[0]);
    const ids = () => s.state.doc.sections.map((section) => section.section_id);
    const patch = () => {
      ({ state } = patchCanvas(container, state, s.state.doc, cache));
    };

    // A duplicate's css is its original's: the original's sheet, right before it, carries it.
    run(s, { kind: 'section.duplicate', sectionId: gallery });
    const copy = ids()[3]!;
    patch();
    expect(sheetOwners()).toEqual([hero, gallery]);
    const gallerySheet = document.head.querySelector(`style[${SECTION_STYLE_ATTR}="${gallery}"]`);

    // Moved to the top, its css comes again later (the original's): the later copy decides, the
    // first one needs no sheet.
    run(s, { kind: 'section.reorder', sectionId: copy, toIndex: 0 });
    patch();
    expect(ids()).toEqual([copy, hero, features, gallery]);
    expect(sheetOwners()).toEqual([hero, gallery]);
    // Moved to the end, after the original with a different sheet between them, the copy carries
    // the css, and the original needs none.
    run(s, { kind: 'section.reorder', sectionId: gallery, toIndex: 0 });
    patch();
    expect(ids()).toEqual([gallery, copy, hero, features]);
    expect(sheetOwners()).toEqual([gallery, hero]);
    run(s, { kind: 'section.reorder', sectionId: copy, toIndex: 3 });
    patch();
    expect(ids()).toEqual([gallery, hero, features, copy]);
    expect(sheetOwners()).toEqual([hero, copy]);
    // Back next to each other, the first of the two carries the css again.
    run(s, { kind: 'section.reorder', sectionId: gallery, toIndex: 3 });
    patch();
    expect(ids()).toEqual([hero, features, copy, gallery]);
    expect(sheetOwners()).toEqual([hero, copy]);
    // The original's sheet went (the copy now comes first and carries the css), nothing is lost.
    expect(document.head.querySelector(`style[${SECTION_STYLE_ATTR}="${copy}"]`)?.textContent).toBe(
      gallerySheet?.textContent,
    );
    // Removing the section that carries the css hands it to the next one.
    run(s, { kind: 'section.remove', sectionId: copy });
    patch();
    expect(sheetOwners()).toEqual([hero, gallery]);
    expect(sectionStyles()[1]).toBe(`${gallery}: .gallery-b { color: blue; }`);
  });

  it('leaves the sheets for later when every section added, removed or moved is far from the view', () => {
    const s = styledSession();
    const container = freshContainer();
    const cache = new SectionHtmlCache();
    const farIds = new Set<string>();
    const options = {
      isFar: (element: Element) => farIds.has(element.getAttribute('data-section-id') ?? ''),
    };
    let { state } = patchCanvas(container, emptyCanvasState(), s.state.doc, cache, options);
    const [hero, features, gallery] = s.state.doc.sections.map((section) => section.section_id) as [
      string,
      string,
      string,
    ];
    const sheetOwners = () => sectionStyles().map((line) => line.split(':')[0]);
    const patch = () => {
      const result = patchCanvas(container, state, s.state.doc, cache, options);
      state = result.state;
      return result.stats.sheetsDeferred;
    };
    const styledFeatures = {
      ...FEATURES,
      section_title: 'Styled features',
      section_css: '.styled-features { color: green; }',
    };
    expect(sheetOwners()).toEqual([hero, gallery]);

    // Added at the end, next to the near Gallery: its sheet comes at once.
    run(s, { kind: 'section.add', section: styledFeatures });
    expect(patch()).toBe(false);
    const added = s.state.doc.sections[3]!.section_id;
    expect(sheetOwners()).toEqual([hero, gallery, added]);

    // Removed while far: the canvas loses the section now, its sheet once idle.
    farIds.add(added);
    run(s, { kind: 'section.remove', sectionId: added });
    expect(patch()).toBe(true);
    expect(container.querySelector(`[data-section-id="${added}"]`)).toBeNull();
    expect(sheetOwners()).toEqual([hero, gallery, added]);
    syncSectionSheets(document, state);
    expect(sheetOwners()).toEqual([hero, gallery]);

    // Moved among far sections: later too. A move next to a near section, or of a near one: at once.
    farIds.add(hero).add(features);
    run(s, { kind: 'section.move', sectionId: hero, direction: 'down' });
    expect(patch()).toBe(true);
    expect(sheetOwners()).toEqual([hero, gallery]);
    run(s, { kind: 'section.move', sectionId: hero, direction: 'down' });
    expect(patch()).toBe(false);
    expect(sheetOwners()).toEqual([gallery, hero]);
    // Nothing asks for isFar: everything at once (the replay screen).
    run(s, { kind: 'section.move', sectionId: gallery, direction: 'down' });
    const plain = patchCanvas(container, state, s.state.doc, cache);
    expect(plain.stats.sheetsDeferred).toBe(false);
    expect(sheetOwners()).toEqual([hero, gallery]);
  });

  it('after every random command, undo and redo, equals a canvas rendered from scratch', () => {
    // The sessions must take both paths: sections rendered anew and sections patched in place.
    const taken = { rendered: 0, patched: 0, deferred: 0 };
    fc.assert(
      fc.property(
        fc.array(stepArbitrary, { minLength: 1, maxLength: 40, size: 'max' }),
        fc.integer({ min: 1, max: 1e6 }),
        (steps, seed) => {
          // Two sections open with the same shared rules, as library sections do (section-sheets.ts), and
          // sections added later carry their plain css, so sheets drop rules a later one repeats.
          const shared = ':root { --kit: 1; }\n:where(.pws) h2 { line-height: 1.2; }\n';
          const s = session(
            [
              { ...HERO, section_css: shared + HERO.section_css },
              { ...CAROUSEL, section_css: `${shared}.carousel { gap: 1rem; }` },
              FEATURES,
            ],
            seed,
          );
          const container = freshContainer();
          const cache = new SectionHtmlCache();
          // On odd seeds, some sections count as far (their sheets may be left for later).
          const options =
            seed % 2 === 1
              ? {
                  isFar: (element: Element) =>
                    (element.getAttribute('data-section-id') ?? '').charCodeAt(0) % 2 === 0,
                }
              : {};
          let state = patchCanvas(container, emptyCanvasState(), s.state.doc, cache, options).state;
          for (const step of steps) {
            if (step.op === 'command') {
              s.clock += 1000;
              const result = dispatch(s.state, interpret(s.state.doc, step), s.ctx, { at: s.clock });
              if (result.ok && result.value) s.state = result.value.state;
            } else {
              s.clock += 1000;
              const next = step.op === 'undo' ? undoEntry(s.state, s.clock) : redoEntry(s.state, s.clock);
              if (next) s.state = next.state;
            }
            const result = patchCanvas(container, state, s.state.doc, cache, options);
            state = result.state;
            taken.deferred += Number(result.stats.sheetsDeferred);
            taken.rendered += result.stats.rendered;
            taken.patched += result.stats.patched;
          }
          syncSectionSheets(document, state);
          const patched = container.innerHTML;
          const themed = themeSheets();
          const styled = sectionStyles();
          const rebuilt = freshContainer();
          patchCanvas(rebuilt, emptyCanvasState(), s.state.doc, new SectionHtmlCache());
          expect(patched).toBe(rebuilt.innerHTML);
          expect(themed).toEqual(themeSheets());
          expect(styled).toEqual(sectionStyles());
        },
      ),
      { numRuns: 60 },
    );
    expect(taken.rendered).toBeGreaterThan(0);
    expect(taken.patched).toBeGreaterThan(0);
    expect(taken.deferred).toBeGreaterThan(0);
  });
});
