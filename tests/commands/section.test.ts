/**
 * Section family (spec §4 Section actions, §8 'No section selected!', §9 id lengths): add,
 * duplicate, remove, move, reorder and settings, each undone exactly.
 */
import { describe, expect, it } from 'vitest';
import { createEditor, dispatch, undoEntry } from '../../src/commands/editor.ts';
import type { Command } from '../../src/commands/registry.ts';
import type { SectionInput } from '../../src/commands/section.ts';
import type { CommandError } from '../../src/commands/types.ts';
import { DEFAULT_SECTION_SETTINGS, emptyDocument, type SectionState } from '../../src/domain/document.ts';
import { forEachElement, serializeNodes } from '../../src/domain/html-tree.ts';
import { type IdSource, seededIds } from '../../src/domain/ids.ts';
import { CAROUSEL, FEATURES, HERO, run, type Session } from '../support/fixtures.ts';

/**
 * Ids you can read in expectations: sections s000000001…, nodes n0000001…, duplicated HTML ids
 * k0001… (elementId asks for 1 then 4 characters), each numbered in the order asked for.
 */
function readableIds(): IdSource {
  const counts = new Map<number, number>();
  return {
    random(length) {
      if (length === 1) return 'k';
      const n = (counts.get(length) ?? 0) + 1;
      counts.set(length, n);
      const prefix = length === 10 ? 's' : length === 8 ? 'n' : '';
      return prefix + String(n).padStart(length - prefix.length, '0');
    },
  };
}

function editor(sections: readonly SectionInput[] = [], ids: IdSource = readableIds()): Session {
  const s: Session = {
    state: createEditor(emptyDocument({ page_slug: 'home', page_id: 'p1' })),
    log: [],
    ctx: { ids },
    clock: 1_000_000,
  };
  for (const section of sections) run(s, { kind: 'section.add', section });
  return s;
}

/** Runs a command that must fail; checks that nothing changed and returns the error. */
function fail(s: Session, command: Command): CommandError {
  const before = s.state;
  const result = dispatch(s.state, command, s.ctx, { at: s.clock + 1 });
  expect(s.state).toBe(before);
  if (result.ok) throw new Error(`${command.kind} unexpectedly succeeded`);
  return result.error;
}

/**
 * Runs a command, then undoes it: the document must be exactly the one before, and sections the
 * command did not touch keep their identity (projection caches depend on it).
 */
function runAndUndo(s: Session, command: Command, touched: readonly string[] = []): void {
  const before = s.state.doc;
  expect(run(s, command)).not.toBeNull();
  const undone = undoEntry(s.state, s.clock + 1)!;
  expect(undone.state.doc).toEqual(before);
  for (const section of before.sections) {
    if (touched.includes(section.section_id)) continue;
    expect(undone.state.doc.sections.find((x) => x.section_id === section.section_id)).toBe(section);
  }
}

const names = (s: Session): string[] => s.state.doc.sections.map((section) => section.section_name);
const html = (section: SectionState): string => serializeNodes(section.nodes);
const nodeIds = (section: SectionState): string[] => {
  const ids: string[] = [];
  forEachElement(section.nodes, (element) => {
    ids.push(element.id);
  });
  return ids;
};

const NO_SECTION = { code: 'no_section', message: 'No section selected!' };

describe('section.add', () => {
  it('adds at the end with a 10-character id, the library fields, and default settings', () => {
    const s = editor();
    run(s, { kind: 'section.add', section: HERO });
    const [section] = s.state.doc.sections as [SectionState];
    expect(section).toEqual({
      section_id: 's000000001',
      section_name: 'hero-split',
      section_title: 'Hero',
      section_type: 'hero',
      nodes: expect.any(Array),
      css: '.display-4 { letter-spacing: -0.02em; }',
      js: '',
      settings: DEFAULT_SECTION_SETTINGS,
    });
    expect(serializeNodes(section.nodes, { withIds: true })).toBe(
      '<section data-pw-id="n0000001" class="py-5"><div data-pw-id="n0000002" class="container">' +
        '<div data-pw-id="n0000003" class="row align-items-center"><div data-pw-id="n0000004" class="col-md-6">' +
        '<h1 data-pw-id="n0000005" class="display-4">Grow your bakery online</h1>' +
        '<p data-pw-id="n0000006" class="lead">Fresh bread &amp; pastries, delivered before breakfast.</p>' +
        '<a data-pw-id="n0000007" class="btn btn-primary btn-lg" href="#order">Order now</a></div>' +
        '<div data-pw-id="n0000008" class="col-md-6"><img data-pw-id="n0000009" class="img-fluid" ' +
        'src="images/bread.webp" alt width="600" height="400"></div></div></div></section>',
    );
  });

  it('defaults missing css and js to empty', () => {
    const s = editor([FEATURES]);
    expect(s.state.doc.sections[0]!.css).toBe('');
    expect(s.state.doc.sections[0]!.js).toBe('');
  });

  it('adds at an index, including 0 and the end', () => {
    const s = editor([HERO, FEATURES]);
    run(s, { kind: 'section.add', section: CAROUSEL, index: 1 });
    expect(names(s)).toEqual(['hero-split', 'gallery-carousel', 'features-3']);
    run(s, { kind: 'section.add', section: FEATURES, index: 0 });
    run(s, { kind: 'section.add', section: HERO, index: 4 });
    expect(names(s)).toEqual(['features-3', 'hero-split', 'gallery-carousel', 'features-3', 'hero-split']);
  });

  it.each([[3], [-1], [0.5]])('rejects index %s outside 0…length', (index) => {
    const s = editor([HERO, FEATURES]);
    expect(fail(s, { kind: 'section.add', section: CAROUSEL, index })).toEqual({
      code: 'invalid_index',
      message: 'A section can be added at positions 0 to 2.',
    });
  });

  it('never reuses an id already in the document', () => {
    let calls = 0;
    // The first section id asked for collides with the existing one; the next is taken.
    const ids: IdSource = {
      random: (length) => (length === 10 ? (calls++ < 2 ? 'AAAAAAAAAA' : 'BBBBBBBBBB') : 'n'.repeat(length)),
    };
    const s = editor([HERO], ids);
    run(s, { kind: 'section.add', section: FEATURES });
    expect(s.state.doc.sections.map((x) => x.section_id)).toEqual(['AAAAAAAAAA', 'BBBBBBBBBB']);
  });

  it('undoes exactly', () => {
    runAndUndo(editor([HERO, FEATURES]), { kind: 'section.add', section: CAROUSEL, index: 1 });
  });
});

describe('section.duplicate', () => {
  it('inserts a copy right after the original with a new 10-character id and all-new node ids', () => {
    const s = editor([HERO, CAROUSEL, FEATURES]);
    const original = s.state.doc.sections[1]!;
    run(s, { kind: 'section.duplicate', sectionId: original.section_id });
    expect(names(s)).toEqual(['hero-split', 'gallery-carousel', 'gallery-carousel', 'features-3']);
    const copy = s.state.doc.sections[2]!;
    expect(copy.section_id).toBe('s000000004');
    expect(copy.section_id).not.toBe(original.section_id);
    expect(s.state.doc.sections[1]).toBe(original);
    const before = nodeIds(original);
    const after = nodeIds(copy);
    expect(after).toHaveLength(before.length);
    expect(after.filter((id) => before.includes(id))).toEqual([]);
    expect(new Set(after).size).toBe(after.length);
    expect({ ...copy, section_id: '', nodes: [] }).toEqual({ ...original, section_id: '', nodes: [] });
  });

  it('renames HTML ids to 5-character ids and the copy’s controls follow them', () => {
    const s = editor([CAROUSEL]);
    run(s, { kind: 'section.duplicate', sectionId: s.state.doc.sections[0]!.section_id });
    const [original, copy] = s.state.doc.sections as [SectionState, SectionState];
    expect(html(original)).toBe(CAROUSEL.section_html);
    expect(html(copy)).toBe(CAROUSEL.section_html.replaceAll('gallery1', 'k0001'));
  });

  it('rewrites #references, aria references, for and list, but not other pages or unknown ids', () => {
    const input: SectionInput = {
      section_name: 'faq',
      section_title: 'FAQ',
      section_type: 'faq',
      section_html:
        '<div class="accordion" id="faq">' +
        '<button type="button" data-bs-toggle="collapse" data-bs-target="#q1" aria-controls="q1" aria-expanded="false">Q1</button>' +
        '<div id="q1" class="collapse" data-bs-parent="#faq" aria-labelledby="t1 other">A1</div>' +
        '<a href="#q1">jump</a><a href="#elsewhere">out</a><a href="/page#q1">page</a>' +
        '<label for="email">Email</label><input id="email" list="opts"><datalist id="opts"></datalist>' +
        '<h2 id="t1">Title</h2></div>',
    };
    const s = editor([input]);
    run(s, { kind: 'section.duplicate', sectionId: s.state.doc.sections[0]!.section_id });
    expect(html(s.state.doc.sections[1]!)).toBe(
      '<div class="accordion" id="k0001">' +
        '<button type="button" data-bs-toggle="collapse" data-bs-target="#k0002" aria-controls="k0002" aria-expanded="false">Q1</button>' +
        '<div id="k0002" class="collapse" data-bs-parent="#k0001" aria-labelledby="k0005 other">A1</div>' +
        '<a href="#k0002">jump</a><a href="#elsewhere">out</a><a href="/page#q1">page</a>' +
        '<label for="k0003">Email</label><input id="k0003" list="k0004"><datalist id="k0004"></datalist>' +
        '<h2 id="k0005">Title</h2></div>',
    );
    expect(html(s.state.doc.sections[0]!)).toBe(input.section_html);
  });

  it('makes HTML ids of 5 characters that never start with a digit (random ids)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const s = editor([CAROUSEL], seededIds(seed));
      run(s, { kind: 'section.duplicate', sectionId: s.state.doc.sections[0]!.section_id });
      const copy = s.state.doc.sections[1]!;
      expect(copy.section_id).toMatch(/^[A-Za-z0-9]{10}$/);
      const root = copy.nodes[0]!;
      const id = root.kind === 'element' ? root.attrs.find(([name]) => name === 'id')?.[1] : undefined;
      expect(id).toMatch(/^[A-Za-z][A-Za-z0-9]{4}$/);
    }
  });

  it('undoes exactly', () => {
    const s = editor([HERO, CAROUSEL]);
    runAndUndo(s, { kind: 'section.duplicate', sectionId: s.state.doc.sections[1]!.section_id });
  });
});

describe('section.remove', () => {
  it('removes the section and undo puts the same section back at the same index', () => {
    const s = editor([HERO, CAROUSEL, FEATURES]);
    const removed = s.state.doc.sections[1]!;
    run(s, { kind: 'section.remove', sectionId: removed.section_id });
    expect(names(s)).toEqual(['hero-split', 'features-3']);
    const undone = undoEntry(s.state, s.clock + 1)!;
    expect(undone.state.doc.sections[1]).toBe(removed);
  });

  it('undoes exactly', () => {
    const s = editor([HERO, CAROUSEL, FEATURES]);
    runAndUndo(s, { kind: 'section.remove', sectionId: s.state.doc.sections[0]!.section_id });
  });
});

describe('section.move', () => {
  const ids = (s: Session): string[] => s.state.doc.sections.map((x) => x.section_id);

  it('moves up and down by one', () => {
    const s = editor([HERO, CAROUSEL, FEATURES]);
    const [a, b, c] = ids(s) as [string, string, string];
    run(s, { kind: 'section.move', sectionId: b, direction: 'up' });
    expect(ids(s)).toEqual([b, a, c]);
    run(s, { kind: 'section.move', sectionId: b, direction: 'down' });
    run(s, { kind: 'section.move', sectionId: b, direction: 'down' });
    expect(ids(s)).toEqual([a, c, b]);
  });

  it('refuses to move the first section up or the last one down', () => {
    const s = editor([HERO, CAROUSEL, FEATURES]);
    const [a, , c] = ids(s) as [string, string, string];
    expect(fail(s, { kind: 'section.move', sectionId: a, direction: 'up' })).toEqual({
      code: 'cannot_move',
      message: 'This section is already at the top.',
    });
    expect(fail(s, { kind: 'section.move', sectionId: c, direction: 'down' })).toEqual({
      code: 'cannot_move',
      message: 'This section is already at the bottom.',
    });
  });

  it('undoes exactly', () => {
    const s = editor([HERO, CAROUSEL, FEATURES]);
    runAndUndo(s, { kind: 'section.move', sectionId: ids(s)[2]!, direction: 'up' });
  });
});

describe('section.reorder', () => {
  const ids = (s: Session): string[] => s.state.doc.sections.map((x) => x.section_id);

  it('drags a section to any index', () => {
    const s = editor([HERO, CAROUSEL, FEATURES]);
    const [a, b, c] = ids(s) as [string, string, string];
    run(s, { kind: 'section.reorder', sectionId: a, toIndex: 2 });
    expect(ids(s)).toEqual([b, c, a]);
    run(s, { kind: 'section.reorder', sectionId: a, toIndex: 0 });
    expect(ids(s)).toEqual([a, b, c]);
    run(s, { kind: 'section.reorder', sectionId: c, toIndex: 1 });
    expect(ids(s)).toEqual([a, c, b]);
  });

  it('dropping a section where it already is changes nothing and records nothing', () => {
    const s = editor([HERO, CAROUSEL]);
    expect(run(s, { kind: 'section.reorder', sectionId: ids(s)[1]!, toIndex: 1 })).toBeNull();
    expect(s.state.history.undo).toHaveLength(2);
  });

  it.each([[3], [-1], [1.5]])('rejects index %s', (toIndex) => {
    const s = editor([HERO, CAROUSEL, FEATURES]);
    expect(fail(s, { kind: 'section.reorder', sectionId: ids(s)[0]!, toIndex })).toEqual({
      code: 'invalid_index',
      message: 'A section can move to positions 0 to 2.',
    });
  });

  it('undoes exactly', () => {
    const s = editor([HERO, CAROUSEL, FEATURES]);
    runAndUndo(s, { kind: 'section.reorder', sectionId: ids(s)[0]!, toIndex: 2 });
  });
});

describe('section.setSettings', () => {
  const first = (s: Session): SectionState => s.state.doc.sections[0]!;

  it('sets width, hidden and background, keeping the other settings', () => {
    const s = editor([HERO]);
    const sectionId = first(s).section_id;
    run(s, { kind: 'section.setSettings', sectionId, patch: { width: 'full' } });
    expect(first(s).settings).toEqual({ ...DEFAULT_SECTION_SETTINGS, width: 'full' });
    run(s, { kind: 'section.setSettings', sectionId, patch: { hidden: true } });
    const background = {
      color: '#112233',
      image: 'images/bg.jpg',
      size: 'cover',
      repeat: 'no-repeat',
      position: 'center center',
    };
    run(s, { kind: 'section.setSettings', sectionId, patch: { background } });
    expect(first(s).settings).toEqual({
      width: 'full',
      hidden: true,
      background,
      video: null,
      style: {},
    });
  });

  it('sets a background video with an overlay, and removes it again', () => {
    const s = editor([HERO]);
    const sectionId = first(s).section_id;
    const video = {
      source: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      overlay: 'rgba(0, 0, 0, 0.5)',
    } as const;
    const entry = run(s, { kind: 'section.setSettings', sectionId, patch: { video } });
    expect(entry!.events).toEqual([
      {
        type: 'section.settingsChanged',
        v: 1,
        sectionId,
        before: DEFAULT_SECTION_SETTINGS,
        after: { ...DEFAULT_SECTION_SETTINGS, video },
      },
    ]);
    run(s, { kind: 'section.setSettings', sectionId, patch: { video: null } });
    expect(first(s).settings).toEqual(DEFAULT_SECTION_SETTINGS);
  });

  it.each([[''], ['   ']])('rejects a background video with address %j', (url) => {
    const s = editor([HERO]);
    expect(
      fail(s, {
        kind: 'section.setSettings',
        sectionId: first(s).section_id,
        patch: { video: { source: 'upload', url } },
      }),
    ).toEqual({ code: 'invalid_video', message: 'Please enter the background video address.' });
  });

  it('records nothing when the settings do not change', () => {
    const s = editor([HERO]);
    expect(
      run(s, { kind: 'section.setSettings', sectionId: first(s).section_id, patch: { width: 'container' } }),
    ).toBeNull();
  });

  it('undoes exactly', () => {
    const s = editor([HERO, FEATURES]);
    const sectionId = first(s).section_id;
    runAndUndo(
      s,
      {
        kind: 'section.setSettings',
        sectionId,
        patch: { width: 'full', hidden: true, video: { source: 'vimeo', url: 'https://vimeo.com/76979871' } },
      },
      [sectionId],
    );
  });

  it('hides on mobile or desktop, and a null hideOn takes the key off again', () => {
    const s = editor([HERO]);
    const sectionId = first(s).section_id;
    run(s, { kind: 'section.setSettings', sectionId, patch: { hideOn: 'mobile' } });
    expect(first(s).settings).toEqual({ ...DEFAULT_SECTION_SETTINGS, hideOn: 'mobile' });
    run(s, { kind: 'section.setSettings', sectionId, patch: { hideOn: null } });
    expect(first(s).settings).toEqual(DEFAULT_SECTION_SETTINGS);
    expect(Object.keys(first(s).settings)).not.toContain('hideOn');
  });

  it('sets spacing 0–80 px as the wrapper padding and refuses anything else', () => {
    const s = editor([HERO]);
    const sectionId = first(s).section_id;
    run(s, {
      kind: 'section.setSettings',
      sectionId,
      patch: { style: { 'padding-top': '40px', 'padding-bottom': '0px' } },
    });
    expect(first(s).settings.style).toEqual({ 'padding-top': '40px', 'padding-bottom': '0px' });
    for (const value of ['81px', '-4px', '2rem', '10']) {
      expect(
        fail(s, { kind: 'section.setSettings', sectionId, patch: { style: { 'padding-top': value } } }),
      ).toEqual({ code: 'invalid_spacing', message: 'Spacing is a whole number of pixels from 0 to 80.' });
    }
  });

  it('keeps a section editable whose loaded padding is outside the sliders (only changes are checked)', () => {
    const s = editor([HERO]);
    const sectionId = first(s).section_id;
    const loaded = {
      ...s.state.doc.sections[0]!,
      settings: { ...DEFAULT_SECTION_SETTINGS, style: { 'padding-top': '6rem' } },
    };
    s.state = { ...s.state, doc: { ...s.state.doc, sections: [loaded] } };
    expect(
      run(s, {
        kind: 'section.setSettings',
        sectionId,
        patch: { style: { 'padding-top': '6rem', 'padding-bottom': '8px' } },
      }),
    ).not.toBeNull();
  });

  it('sets an entrance animation from Animate.css and refuses an unknown one; null removes it', () => {
    const s = editor([HERO]);
    const sectionId = first(s).section_id;
    run(s, { kind: 'section.setSettings', sectionId, patch: { animation: 'fadeInUp' } });
    expect(first(s).settings.animation).toBe('fadeInUp');
    for (const animation of ['bounce', 'fadeInUpp', 'animate__fadeIn']) {
      expect(fail(s, { kind: 'section.setSettings', sectionId, patch: { animation } }).code).toBe(
        'invalid_animation',
      );
    }
    runAndUndo(s, { kind: 'section.setSettings', sectionId, patch: { animation: null } }, [sectionId]);
  });

  it('checks a video address against its service and the overlay opacity 0–100', () => {
    const s = editor([HERO]);
    const sectionId = first(s).section_id;
    const set = (video: object) =>
      fail(s, { kind: 'section.setSettings', sectionId, patch: { video: video as never } });
    expect(set({ source: 'youtube', url: 'https://vimeo.com/76979871' })).toEqual({
      code: 'invalid_video',
      message: 'This is not a YouTube video address.',
    });
    expect(set({ source: 'vimeo', url: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      code: 'invalid_video',
      message: 'This is not a Vimeo video address.',
    });
    for (const overlayOpacity of [-1, 101, 0.5]) {
      expect(
        set({ source: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ', overlay: '#000', overlayOpacity }).code,
      ).toBe('invalid_opacity');
    }
    const video = {
      source: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      overlay: '#000000',
      overlayOpacity: 40,
      autoplay: false,
      muted: false,
      loop: false,
    } as const;
    runAndUndo(s, { kind: 'section.setSettings', sectionId, patch: { video } }, [sectionId]);
  });
});

describe('section.setAnchor', () => {
  it("puts the anchor on the section's first top-level element, and undo takes it off exactly", () => {
    const s = editor([HERO, FEATURES]);
    const features = s.state.doc.sections[1]!;
    runAndUndo(s, { kind: 'section.setAnchor', sectionId: features.section_id, anchor: ' why-us ' }, [
      features.section_id,
    ]);
    run(s, { kind: 'section.setAnchor', sectionId: features.section_id, anchor: 'why-us' });
    expect(html(s.state.doc.sections[1]!)).toMatch(
      /^<section class="py-5" id="why-us"><div class="container">/,
    );
    // The same anchor again changes nothing (no undo entry).
    expect(
      run(s, { kind: 'section.setAnchor', sectionId: features.section_id, anchor: 'why-us' }),
    ).toBeNull();
  });

  it('refuses an anchor that is not one, or that another element on the page already uses', () => {
    const s = editor([HERO, FEATURES]);
    const [hero, features] = s.state.doc.sections;
    for (const anchor of ['2bad', 'has space', 'a#b', '-x']) {
      expect(fail(s, { kind: 'section.setAnchor', sectionId: hero!.section_id, anchor }).code).toBe(
        'invalid_anchor',
      );
    }
    run(s, { kind: 'section.setAnchor', sectionId: hero!.section_id, anchor: 'top' });
    expect(fail(s, { kind: 'section.setAnchor', sectionId: features!.section_id, anchor: 'top' })).toEqual({
      code: 'anchor_taken',
      message: 'Another element on this page already uses #top.',
    });
    // Taken off the hero, it is free again: the check reads the document as it is now.
    run(s, { kind: 'section.setAnchor', sectionId: hero!.section_id, anchor: '' });
    run(s, { kind: 'section.setAnchor', sectionId: features!.section_id, anchor: 'top' });
    expect(html(s.state.doc.sections[1]!)).toMatch(/^<section class="py-5" id="top">/);
    expect(fail(s, { kind: 'section.setAnchor', sectionId: hero!.section_id, anchor: 'top' }).code).toBe(
      'anchor_taken',
    );
  });

  it('an empty anchor takes the id off (undone exactly), and without one changes nothing', () => {
    const s = editor([HERO]);
    const sectionId = s.state.doc.sections[0]!.section_id;
    expect(run(s, { kind: 'section.setAnchor', sectionId, anchor: '' })).toBeNull();
    run(s, { kind: 'section.setAnchor', sectionId, anchor: 'top' });
    runAndUndo(s, { kind: 'section.setAnchor', sectionId, anchor: ' ' }, [sectionId]);
    run(s, { kind: 'section.setAnchor', sectionId, anchor: '' });
    expect(html(s.state.doc.sections[0]!)).toMatch(/^<section class="py-5"><div class="container">/);
  });
});

describe("a missing section: 'No section selected!'", () => {
  const commands: Command[] = [
    { kind: 'section.duplicate', sectionId: 'missing123' },
    { kind: 'section.remove', sectionId: 'missing123' },
    { kind: 'section.move', sectionId: 'missing123', direction: 'up' },
    { kind: 'section.move', sectionId: 'missing123', direction: 'down' },
    { kind: 'section.reorder', sectionId: 'missing123', toIndex: 0 },
    { kind: 'section.setSettings', sectionId: 'missing123', patch: { hidden: true } },
    { kind: 'section.setAnchor', sectionId: 'missing123', anchor: 'offer' },
  ];
  it.each(commands.map((command) => [command.kind, command] as const))('%s', (_kind, command) => {
    expect(fail(editor([HERO]), command)).toEqual(NO_SECTION);
  });
});
