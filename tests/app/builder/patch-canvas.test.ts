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
  THEME_STYLE_ID,
} from '../../../src/app/builder/canvas/patch-canvas.ts';
import { dispatch, redoEntry, undoEntry } from '../../../src/commands/editor.ts';
import { SectionHtmlCache } from '../../../src/projections/section-html.ts';
import { CAROUSEL, FEATURES, HERO, run, session } from '../../support/fixtures.ts';
import { interpret, stepArbitrary } from '../../support/random-commands.ts';

function freshContainer(): Element {
  document.head.innerHTML = '';
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
    expect(stats).toMatchObject({ rendered: 1, moved: 0, removed: 1 });
    const after = Array.from(container.children);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]!.getAttribute('data-width')).toBe('full');

    run(s, { kind: 'section.move', sectionId: features, direction: 'up' });
    ({ state, stats } = patchCanvas(container, state, s.state.doc, cache));
    expect(stats).toMatchObject({ rendered: 0, moved: 1, removed: 0 });
    expect(Array.from(container.children).map((e) => e.getAttribute('data-section-title'))).toEqual([
      'Features',
      'Hero',
      'Gallery',
    ]);

    run(s, { kind: 'theme.applyPalette', name: 'Ocean' });
    ({ state, stats } = patchCanvas(container, state, s.state.doc, cache));
    expect(stats).toMatchObject({ rendered: 0, moved: 0, removed: 0, themeUpdated: true });
    expect(document.getElementById(THEME_STYLE_ID)!.textContent).toContain(
      `--pw-primary-color: ${s.state.doc.root.primary_color};`,
    );
  });

  it('after every random command, undo and redo, equals a canvas rendered from scratch', () => {
    fc.assert(
      fc.property(
        fc.array(stepArbitrary, { minLength: 1, maxLength: 40, size: 'max' }),
        fc.integer({ min: 1, max: 1e6 }),
        (steps, seed) => {
          const s = session([HERO, CAROUSEL, FEATURES], seed);
          const container = freshContainer();
          const cache = new SectionHtmlCache();
          let state = patchCanvas(container, emptyCanvasState(), s.state.doc, cache).state;
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
            state = patchCanvas(container, state, s.state.doc, cache).state;
          }
          const patched = container.innerHTML;
          const themed = document.getElementById(THEME_STYLE_ID)!.textContent;
          const rebuilt = freshContainer();
          patchCanvas(rebuilt, emptyCanvasState(), s.state.doc, new SectionHtmlCache());
          expect(patched).toBe(rebuilt.innerHTML);
          expect(themed).toBe(document.getElementById(THEME_STYLE_ID)!.textContent);
        },
      ),
      { numRuns: 60 },
    );
  });
});
