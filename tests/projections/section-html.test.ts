/**
 * Section → HTML (ARCHITECTURE: projections): the wrapper's attributes, background and video
 * markup, canvas vs clean mode, and the cache that re-serialises only sections whose objects changed, checked
 * by a seeded fuzz against a rebuild from scratch (tldraw recordStoreFuzzing style).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEditor, dispatch, type EditorState, redoEntry, undoEntry } from '../../src/commands/editor.ts';
import { applyEvents, type DocEvent, decide } from '../../src/commands/registry.ts';
import {
  DEFAULT_SECTION_SETTINGS,
  emptyDocument,
  type PageDocument,
  type SectionSettings,
  type SectionState,
} from '../../src/domain/document.ts';
import { parseHtml } from '../../src/domain/html-tree.ts';
import { seededIds } from '../../src/domain/ids.ts';
import { PLACEHOLDER_HTML } from '../../src/domain/placeholder.ts';
import { pageHtml } from '../../src/projections/save-payload.ts';
import { type HtmlMode, renderSection, SectionHtmlCache } from '../../src/projections/section-html.ts';
import { CAROUSEL, FEATURES, HERO, run, session } from '../support/fixtures.ts';
import { interpret, type Step, stepArbitrary } from '../support/random-commands.ts';

function section(
  html: string,
  settings: Partial<SectionSettings> = {},
  over: Partial<SectionState> = {},
): SectionState {
  let n = 0;
  return {
    section_id: 'sec0000001',
    section_name: 'hero-split',
    section_title: 'Hero',
    section_type: 'hero',
    nodes: parseHtml(html, () => `n${++n}`),
    css: '',
    js: '',
    settings: { ...DEFAULT_SECTION_SETTINGS, ...settings },
    ...over,
  };
}

const OPEN =
  '<div class="pw-section" data-section-id="sec0000001" data-section-name="hero-split" data-section-title="Hero" data-section-type="hero"';

describe('the section wrapper', () => {
  it('carries the section identity and class pw-section (clean mode)', () => {
    expect(renderSection(section('<h1>Hi</h1>'), 'clean')).toBe(`${OPEN}><h1>Hi</h1></div>`);
  });

  it('escapes identity values', () => {
    const s = section('<p>x</p>', {}, { section_title: 'Tom & "Jerry"', section_name: 'a<b' });
    expect(renderSection(s, 'clean')).toBe(
      '<div class="pw-section" data-section-id="sec0000001" data-section-name="a<b" ' +
        'data-section-title="Tom &amp; &quot;Jerry&quot;" data-section-type="hero"><p>x</p></div>',
    );
  });

  it('marks full width with data-width="full"; container width adds nothing', () => {
    expect(renderSection(section('<p>x</p>', { width: 'full' }), 'clean')).toBe(
      `${OPEN} data-width="full"><p>x</p></div>`,
    );
  });

  it('a hidden section is hidden in the saved page but only marked in the canvas', () => {
    const s = section('<p>x</p>', { hidden: true, width: 'full' });
    expect(renderSection(s, 'clean')).toBe(`${OPEN} data-width="full" hidden><p>x</p></div>`);
    expect(renderSection(s, 'canvas')).toBe(
      `${OPEN} data-width="full" data-pw-hidden="true"><p data-pw-id="n1">x</p></div>`,
    );
  });

  it('writes the background, then the section’s own style declarations', () => {
    const s = section('<p>x</p>', {
      background: {
        color: '#112233',
        image: 'img/a "b".jpg',
        size: 'cover',
        repeat: 'no-repeat',
        position: 'center top',
      },
      style: { 'padding-top': '40px', 'letter-spacing': '2px' },
    });
    expect(renderSection(s, 'clean')).toBe(
      `${OPEN} style="background-color: #112233; background-image: url(&quot;img/a %22b%22.jpg&quot;); ` +
        'background-size: cover; background-repeat: no-repeat; background-position: center top; ' +
        'padding-top: 40px; letter-spacing: 2px;"><p>x</p></div>',
    );
  });

  it('a YouTube background video: iframe that autoplays muted in a loop, and the overlay', () => {
    const s = section('<h1>Hi</h1>', {
      video: { source: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ', overlay: 'rgba(0, 0, 0, 0.5)' },
    });
    expect(renderSection(s, 'clean')).toBe(
      `${OPEN} data-video-source="youtube" data-video-url="https://youtu.be/dQw4w9WgXcQ" data-video-overlay="rgba(0, 0, 0, 0.5)">` +
        '<div class="pw-bg-video" aria-hidden="true">' +
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;mute=1&amp;loop=1&amp;playlist=dQw4w9WgXcQ&amp;controls=0&amp;playsinline=1&amp;rel=0" ' +
        'title="Background video" allow="autoplay; encrypted-media; picture-in-picture" tabindex="-1"></iframe>' +
        '<div class="pw-bg-video-overlay" style="background-color: rgba(0, 0, 0, 0.5);"></div></div>' +
        '<h1>Hi</h1></div>',
    );
  });

  it('a Vimeo background video plays as a muted looping background', () => {
    const s = section('', { video: { source: 'vimeo', url: 'https://vimeo.com/76979871' } });
    expect(renderSection(s, 'clean')).toBe(
      `${OPEN} data-video-source="vimeo" data-video-url="https://vimeo.com/76979871">` +
        '<div class="pw-bg-video" aria-hidden="true">' +
        '<iframe src="https://player.vimeo.com/video/76979871?background=1&amp;autoplay=1&amp;muted=1&amp;loop=1" ' +
        'title="Background video" allow="autoplay; encrypted-media; picture-in-picture" tabindex="-1"></iframe></div></div>',
    );
  });

  it('an uploaded background video is a <video> with autoplay muted loop, and no overlay when none is set', () => {
    const s = section('<p>x</p>', { video: { source: 'upload', url: 'media/bg.mp4' } });
    expect(renderSection(s, 'clean')).toBe(
      `${OPEN} data-video-source="upload" data-video-url="media/bg.mp4">` +
        '<div class="pw-bg-video" aria-hidden="true"><video src="media/bg.mp4" autoplay muted loop playsinline></video></div>' +
        '<p>x</p></div>',
    );
  });
});

describe('canvas and clean modes', () => {
  const withPlaceholder = section(`<div class="col">${PLACEHOLDER_HTML}</div>${PLACEHOLDER_HTML}<p>x</p>`);

  it('canvas mode writes data-pw-id on every element and keeps placeholders', () => {
    const html = renderSection(withPlaceholder, 'canvas');
    expect(html).toBe(
      `${OPEN}><div data-pw-id="n1" class="col">` +
        '<div data-pw-id="n2" class="pw-placeholder" data-pw-placeholder="true">' +
        '<button data-pw-id="n3" type="button" class="btn btn-sm btn-outline-primary" data-pw-action="add-element">Add Element</button>' +
        '<button data-pw-id="n4" type="button" class="btn btn-sm btn-outline-danger" data-pw-action="remove-block">Remove Block</button>' +
        '</div></div><div data-pw-id="n5" class="pw-placeholder" data-pw-placeholder="true">' +
        '<button data-pw-id="n6" type="button" class="btn btn-sm btn-outline-primary" data-pw-action="add-element">Add Element</button>' +
        '<button data-pw-id="n7" type="button" class="btn btn-sm btn-outline-danger" data-pw-action="remove-block">Remove Block</button>' +
        '</div><p data-pw-id="n8">x</p></div>',
    );
  });

  it('clean mode has neither builder ids nor placeholders, at any depth', () => {
    const html = renderSection(withPlaceholder, 'clean');
    expect(html).toBe(`${OPEN}><div class="col"></div><p>x</p></div>`);
    expect(html).not.toContain('data-pw-');
  });
});

describe('SectionHtmlCache', () => {
  it('serialises a section once per mode', () => {
    const cache = new SectionHtmlCache();
    const s = section('<h1>Hi</h1>');
    const canvas = cache.html(s, 'canvas');
    expect(cache.html(s, 'canvas')).toBe(canvas);
    expect(cache.serialized).toBe(1);
    expect(cache.html(s, 'clean')).toBe(`${OPEN}><h1>Hi</h1></div>`);
    expect(cache.serialized).toBe(2);
  });

  it('after a command only the touched section is re-serialised', () => {
    const s = session([HERO, CAROUSEL, FEATURES], 9);
    const cache = new SectionHtmlCache();
    const renderAll = (): string[] => s.state.doc.sections.map((x) => cache.html(x, 'canvas'));
    const first = renderAll();
    expect(cache.serialized).toBe(3);

    const carousel = s.state.doc.sections[1]!;
    const root = carousel.nodes[0]!.kind === 'element' ? carousel.nodes[0] : undefined;
    run(s, { kind: 'element.setText', sectionId: carousel.section_id, elementId: root!.id, text: 'x' });
    const second = renderAll();
    expect(cache.serialized).toBe(4);
    expect([second[0] === first[0], second[1] === first[1], second[2] === first[2]]).toEqual([
      true,
      false,
      true,
    ]);
    expect(second[1]).toBe(renderSection(s.state.doc.sections[1]!, 'canvas'));

    run(s, { kind: 'theme.applyPalette', name: 'Ocean' });
    run(s, { kind: 'section.move', sectionId: carousel.section_id, direction: 'up' });
    renderAll();
    expect(cache.serialized).toBe(4);

    run(s, { kind: 'section.setSettings', sectionId: carousel.section_id, patch: { width: 'full' } });
    renderAll();
    expect(cache.serialized).toBe(5);

    run(s, { kind: 'section.add', section: HERO });
    renderAll();
    expect(cache.serialized).toBe(6);

    run(s, { kind: 'section.remove', sectionId: s.state.doc.sections[0]!.section_id });
    renderAll();
    expect(cache.serialized).toBe(6);
  });
});

/** The document the fuzz starts from: three sections, so most drawn commands find targets. */
const BASE: PageDocument = [HERO, CAROUSEL, FEATURES].reduce(
  (doc, input, i) => {
    const decided = decide(doc, { kind: 'section.add', section: input }, { ids: seededIds(500 + i) });
    if (!decided.ok) throw new Error(decided.error.message);
    return applyEvents(doc, decided.value);
  },
  emptyDocument({ page_slug: 'home', page_id: 'p1' }),
);

const MODES: readonly HtmlMode[] = ['canvas', 'clean'];

/**
 * Plays `steps` drawn from `seed`, keeping one cache for the whole run. After every step the
 * cached html of every section must equal a fresh render, only sections whose objects changed
 * may be re-serialised, and the page html must equal a rebuild with a new cache.
 */
function fuzz(seed: number, length: number): void {
  const [steps] = fc.sample(fc.array(stepArbitrary, { minLength: length, maxLength: length }), {
    seed,
    numRuns: 1,
  }) as [Step[]];
  const ctx = { ids: seededIds(seed) };
  const cache = new SectionHtmlCache();
  let state: EditorState = createEditor(BASE);
  for (const section of state.doc.sections) for (const mode of MODES) cache.html(section, mode);
  let clock = 1_700_000_000_000;
  for (const step of steps) {
    clock += 300;
    const before = state.doc;
    let events: readonly DocEvent[];
    if (step.op === 'command') {
      const result = dispatch(state, interpret(state.doc, step), ctx, { at: clock });
      if (!result.ok || !result.value) continue;
      state = result.value.state;
      events = result.value.entry.events;
    } else {
      const next = step.op === 'undo' ? undoEntry(state, clock) : redoEntry(state, clock);
      if (!next) continue;
      state = next.state;
      events = next.entry.events;
    }
    // The canvas finds what to repaint by object identity, so apply must keep every section an
    // event leaves alone: each event changes at most one section (a whole-document replace aside).
    const unchanged = new Set(before.sections);
    const changed = state.doc.sections.filter((section) => !unchanged.has(section));
    if (!events.some((event) => event.type === 'document.replaced')) {
      expect(changed.length).toBeLessThanOrEqual(events.length);
    }
    const serializedBefore = cache.serialized;
    for (const section of state.doc.sections) {
      for (const mode of MODES) expect(cache.html(section, mode)).toBe(renderSection(section, mode));
    }
    expect(cache.serialized - serializedBefore).toBeLessThanOrEqual(changed.length * MODES.length);
    expect(pageHtml(state.doc, cache)).toBe(pageHtml(state.doc, new SectionHtmlCache()));
  }
}

describe('seeded fuzz: incremental cache vs rebuild', () => {
  it.each(Array.from({ length: 30 }, (_, i) => [i * 7919 + 1]))('seed %i', (seed) => {
    fuzz(seed, 60);
  });
});
