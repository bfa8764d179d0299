/**
 * Style family (spec §5 letter spacing and text shadow, §9 mobile breakpoint): element styles,
 * section styles (section settings), the all-or-nothing text shadow, and the per-block mobile
 * font size with its @media rule in the page css.
 */
import { describe, expect, it } from 'vitest';
import { createEditor, dispatch, undoEntry } from '../../src/commands/editor.ts';
import type { Command } from '../../src/commands/registry.ts';
import type { StyleTarget } from '../../src/commands/style.ts';
import type { CommandError } from '../../src/commands/types.ts';
import { emptyDocument, type SectionState } from '../../src/domain/document.ts';
import { type ElementNode, forEachElement, getAttr, hasClass } from '../../src/domain/html-tree.ts';
import { seededIds } from '../../src/domain/ids.ts';
import { parseStyle } from '../../src/domain/inline-style.ts';
import { mobileCss, themeCss } from '../../src/projections/root-css.ts';
import { pageCss } from '../../src/projections/save-payload.ts';
import { HERO, run, type Session } from '../support/fixtures.ts';

const LETTER_SPACING_MESSAGE = 'Invalid input. Please enter a valid value (e.g., 1px, 0.5rem, -0.1em).';

function editor(html?: string): Session {
  const s: Session = {
    state: createEditor(emptyDocument({ page_slug: 'home', page_id: 'p1' })),
    log: [],
    ctx: { ids: seededIds(11) },
    clock: 1_000_000,
  };
  run(s, {
    kind: 'section.add',
    section: html === undefined ? HERO : { ...HERO, section_html: html },
  });
  return s;
}

const first = (s: Session): SectionState => s.state.doc.sections[0]!;

function find(s: Session, tag: string, cls?: string): ElementNode {
  let found: ElementNode | undefined;
  forEachElement(first(s).nodes, (e) => {
    if (!found && e.tag === tag && (cls === undefined || hasClass(e, cls))) found = e;
  });
  if (!found) throw new Error(`no ${tag}`);
  return found;
}

const on = (s: Session, tag: string, cls?: string): StyleTarget => ({
  sectionId: first(s).section_id,
  elementId: find(s, tag, cls).id,
});
const styleOf = (s: Session, tag: string, cls?: string): string | undefined =>
  getAttr(find(s, tag, cls), 'style');
const set = (s: Session, target: StyleTarget, property: string, value: string) =>
  run(s, { kind: 'style.set', target, property, value });

function fail(s: Session, command: Command): CommandError {
  const before = s.state;
  const result = dispatch(s.state, command, s.ctx, { at: s.clock + 1 });
  expect(s.state).toBe(before);
  if (result.ok) throw new Error(`${command.kind} unexpectedly succeeded`);
  return result.error;
}

describe('letter spacing (spec §5)', () => {
  it.each([
    ['2', 'letter-spacing: 2px;'],
    ['1.5rem', 'letter-spacing: 1.5rem;'],
    ['-0.1em', 'letter-spacing: -0.1em;'],
    ['0.5px', 'letter-spacing: 0.5px;'],
    ['.5', 'letter-spacing: 0.5px;'],
    ['3PX', 'letter-spacing: 3px;'],
    ['50%', 'letter-spacing: 50%;'],
    [' 4 ', 'letter-spacing: 4px;'],
  ])('%j is written as %j', (value, style) => {
    const s = editor();
    set(s, on(s, 'h1'), 'letter-spacing', value);
    expect(styleOf(s, 'h1')).toBe(style);
  });

  it('an empty value removes the spacing, keeping the other declarations', () => {
    const s = editor();
    const h1 = on(s, 'h1');
    set(s, h1, 'color', 'red');
    set(s, h1, 'letter-spacing', '2');
    expect(styleOf(s, 'h1')).toBe('color: red; letter-spacing: 2px;');
    set(s, h1, 'letter-spacing', '');
    expect(styleOf(s, 'h1')).toBe('color: red;');
    set(s, h1, 'color', '  ');
    expect(styleOf(s, 'h1')).toBeUndefined();
  });

  it.each([['abc'], ['1 px'], ['1pt'], ['--1'], ['1e2px'], ['px']])(
    '%j fails with the spec message and changes nothing',
    (value) => {
      const s = editor();
      expect(fail(s, { kind: 'style.set', target: on(s, 'h1'), property: 'letter-spacing', value })).toEqual({
        code: 'invalid_letter_spacing',
        message: LETTER_SPACING_MESSAGE,
      });
    },
  );

  it('applies to the property whatever its case or padding', () => {
    const s = editor();
    expect(
      fail(s, { kind: 'style.set', target: on(s, 'h1'), property: ' Letter-Spacing ', value: 'abc' }).message,
    ).toBe(LETTER_SPACING_MESSAGE);
    set(s, on(s, 'h1'), 'LETTER-SPACING', '3');
    expect(styleOf(s, 'h1')).toBe('letter-spacing: 3px;');
  });

  it('undoes exactly', () => {
    const s = editor();
    const before = s.state.doc;
    set(s, on(s, 'h1'), 'letter-spacing', '2');
    expect(undoEntry(s.state, s.clock + 1)!.state.doc).toEqual(before);
  });
});

describe('style.set: other properties and values', () => {
  it('keeps existing declarations and replaces a property in place', () => {
    const s = editor('<p style="color: red; margin: 0">x</p>');
    set(s, on(s, 'p'), 'color', 'blue');
    set(s, on(s, 'p'), 'font-weight', '700');
    expect(styleOf(s, 'p')).toBe('color: blue; margin: 0; font-weight: 700;');
  });

  it('accepts custom properties', () => {
    const s = editor();
    set(s, on(s, 'h1'), '--pw-accent', '#123456');
    expect(styleOf(s, 'h1')).toBe('--pw-accent: #123456;');
  });

  it.each([['red; display: none'], ['red" onclick="x'], ['</style>'], ['a{b}'], ["'"], ['url(a'], ['a)']])(
    'rejects the value %j, which could escape its declaration or grow on every save and load',
    (value) => {
      const s = editor();
      expect(fail(s, { kind: 'style.set', target: on(s, 'h1'), property: 'color', value })).toEqual({
        code: 'invalid_value',
        message: 'Invalid style value.',
      });
    },
  );

  it.each([['color:red'], [''], ['1color'], ['col or']])('rejects the property %j', (property) => {
    const s = editor();
    expect(fail(s, { kind: 'style.set', target: on(s, 'h1'), property, value: 'red' })).toEqual({
      code: 'invalid_property',
      message: 'Unknown style property.',
    });
  });

  it('records nothing when the value is unchanged', () => {
    const s = editor('<p style="color: red;">x</p>');
    expect(set(s, on(s, 'p'), 'color', 'red')).toBeNull();
    expect(set(s, on(s, 'p'), 'margin', '')).toBeNull();
  });

  it('ignores not-editable and disabled elements (spec §5), like every element command', () => {
    const s = editor('<p class="not-editable">Fixed</p><button disabled>Go</button>');
    expect(set(s, on(s, 'p'), 'color', 'red')).toBeNull();
    expect(set(s, on(s, 'button'), 'color', 'red')).toBeNull();
    expect(
      run(s, {
        kind: 'style.setTextShadow',
        target: on(s, 'p'),
        shadow: { x: '1', y: '1', blur: '1', color: '#000' },
      }),
    ).toBeNull();
  });
});

describe('text shadow (spec §5)', () => {
  const shadow = (s: Session, target: StyleTarget, x: string, y: string, blur: string, color: string) =>
    run(s, { kind: 'style.setTextShadow', target, shadow: { x, y, blur, color } });

  it('applies when offset x, offset y, blur and colour are all filled; bare numbers are px', () => {
    const s = editor();
    shadow(s, on(s, 'h1'), '2', '2', '4', '#000000');
    expect(styleOf(s, 'h1')).toBe('text-shadow: 2px 2px 4px #000000;');
    shadow(s, on(s, 'h1'), '1px', '-1', '0.5rem', 'rgba(0, 0, 0, 0.5)');
    expect(styleOf(s, 'h1')).toBe('text-shadow: 1px -1px 0.5rem rgba(0, 0, 0, 0.5);');
  });

  it.each([
    ['x', ['', '2', '4', '#000']],
    ['y', ['2', ' ', '4', '#000']],
    ['blur', ['2', '2', '', '#000']],
    ['colour', ['2', '2', '4', '']],
    ['everything (Remove)', ['', '', '', '']],
  ] as const)(
    'clears the shadow when %s is empty, keeping other declarations',
    (_field, [x, y, blur, color]) => {
      const s = editor('<h1 style="color: red; text-shadow: 1px 1px 1px #fff">T</h1>');
      shadow(s, on(s, 'h1'), x, y, blur, color);
      expect(styleOf(s, 'h1')).toBe('color: red;');
    },
  );

  it('an incomplete shadow on an element without one records nothing', () => {
    const s = editor();
    expect(shadow(s, on(s, 'h1'), '2', '2', '', '#000')).toBeNull();
  });

  it('a colour cannot smuggle other declarations into the style', () => {
    const s = editor();
    const result = dispatch(
      s.state,
      {
        kind: 'style.setTextShadow',
        target: on(s, 'h1'),
        shadow: { x: '1', y: '1', blur: '1', color: 'red; position: fixed' },
      },
      s.ctx,
      { at: s.clock + 1 },
    );
    if (result.ok && result.value) {
      const h1 = result.value.state.doc.sections[0]!;
      let style: string | undefined;
      forEachElement(h1.nodes, (e) => {
        if (e.tag === 'h1') style = getAttr(e, 'style');
      });
      expect(parseStyle(style).map(([property]) => property)).toEqual(['text-shadow']);
    }
  });
});

describe('mobile font size (spec §9: rules under 768 px)', () => {
  const mobile = (s: Session, target: StyleTarget, value: string) =>
    run(s, { kind: 'style.setMobileFontSize', target, value });

  it('sets data-mobile-font-size, bare numbers as px, and empty removes it', () => {
    const s = editor();
    mobile(s, on(s, 'h1'), '18');
    expect(getAttr(find(s, 'h1'), 'data-mobile-font-size')).toBe('18px');
    mobile(s, on(s, 'h1'), '1.2rem');
    expect(getAttr(find(s, 'h1'), 'data-mobile-font-size')).toBe('1.2rem');
    mobile(s, on(s, 'h1'), '');
    expect(find(s, 'h1').attrs).toEqual([['class', 'display-4']]);
  });

  it('rejects a size that is not a number with px, rem or em', () => {
    const s = editor();
    expect(fail(s, { kind: 'style.setMobileFontSize', target: on(s, 'h1'), value: 'big' })).toEqual({
      code: 'invalid_font_size',
      message: 'Please enter a font size such as 14px.',
    });
    expect(fail(s, { kind: 'style.setMobileFontSize', target: on(s, 'h1'), value: '12pt' }).code).toBe(
      'invalid_font_size',
    );
  });

  it('needs an element', () => {
    const s = editor();
    expect(
      fail(s, { kind: 'style.setMobileFontSize', target: { sectionId: first(s).section_id }, value: '12px' }),
    ).toEqual({
      code: 'no_element',
      message: 'No element selected!',
    });
  });

  it('puts one rule per distinct size under @media (max-width: 767.98px) in the page css', () => {
    const s = editor();
    expect(mobileCss(s.state.doc)).toBe('');
    mobile(s, on(s, 'h1'), '18');
    mobile(s, on(s, 'p', 'lead'), '14px');
    mobile(s, on(s, 'a'), '18px');
    const media =
      '@media (max-width: 767.98px) {\n' +
      '  [data-mobile-font-size="14px"] { font-size: 14px !important; }\n' +
      '  [data-mobile-font-size="18px"] { font-size: 18px !important; }\n' +
      '}\n';
    expect(mobileCss(s.state.doc)).toBe(media);
    expect(themeCss(s.state.doc).endsWith(media)).toBe(true);
    expect(pageCss(s.state.doc)).toContain(media);
  });

  it('the theme’s mobile font size adds a body rule first', () => {
    const s = editor();
    run(s, { kind: 'theme.setValue', key: 'mobile_font_size', value: '15px' });
    expect(mobileCss(s.state.doc)).toBe(
      '@media (max-width: 767.98px) {\n  body, p { font-size: var(--pw-mobile-font-size); }\n}\n',
    );
    mobile(s, on(s, 'h1'), '20px');
    expect(mobileCss(s.state.doc)).toBe(
      '@media (max-width: 767.98px) {\n' +
        '  body, p { font-size: var(--pw-mobile-font-size); }\n' +
        '  [data-mobile-font-size="20px"] { font-size: 20px !important; }\n' +
        '}\n',
    );
  });

  it('undoes exactly and the rule goes with it', () => {
    const s = editor();
    const before = s.state.doc;
    mobile(s, on(s, 'h1'), '18');
    const undone = undoEntry(s.state, s.clock + 1)!;
    expect(undone.state.doc).toEqual(before);
    expect(mobileCss(undone.state.doc)).toBe('');
  });
});

describe('section-level style goes to the section settings', () => {
  it('sets and removes a property in settings.style, leaving the content untouched', () => {
    const s = editor();
    const nodes = first(s).nodes;
    const target = { sectionId: first(s).section_id };
    const entry = set(s, target, 'padding-top', '40px')!;
    expect(entry.events).toEqual([
      {
        type: 'section.settingsChanged',
        v: 1,
        sectionId: target.sectionId,
        before: expect.objectContaining({ style: {} }),
        after: expect.objectContaining({ style: { 'padding-top': '40px' } }),
      },
    ]);
    expect(first(s).nodes).toBe(nodes);
    set(s, target, 'letter-spacing', '2');
    run(s, { kind: 'style.setTextShadow', target, shadow: { x: '1', y: '1', blur: '2', color: '#333' } });
    expect(first(s).settings.style).toEqual({
      'padding-top': '40px',
      'letter-spacing': '2px',
      'text-shadow': '1px 1px 2px #333',
    });
    set(s, target, 'padding-top', '');
    run(s, { kind: 'style.setTextShadow', target, shadow: { x: '', y: '1', blur: '2', color: '#333' } });
    expect(first(s).settings.style).toEqual({ 'letter-spacing': '2px' });
  });

  it('validates letter spacing and records nothing for no change', () => {
    const s = editor();
    const target = { sectionId: first(s).section_id };
    expect(fail(s, { kind: 'style.set', target, property: 'letter-spacing', value: 'abc' }).message).toBe(
      LETTER_SPACING_MESSAGE,
    );
    expect(set(s, target, 'margin', '')).toBeNull();
  });

  it('undoes exactly', () => {
    const s = editor();
    const before = s.state.doc;
    set(s, { sectionId: first(s).section_id }, 'background-color', '#fafafa');
    expect(undoEntry(s.state, s.clock + 1)!.state.doc).toEqual(before);
  });
});

describe('missing targets', () => {
  it("'No section selected!' and 'No element selected!'", () => {
    const s = editor();
    const shadow = { x: '1', y: '1', blur: '1', color: '#000' };
    for (const target of [
      { sectionId: 'missing123' },
      { sectionId: 'missing123', elementId: find(s, 'h1').id },
    ]) {
      expect(fail(s, { kind: 'style.set', target, property: 'color', value: 'red' })).toEqual({
        code: 'no_section',
        message: 'No section selected!',
      });
      expect(fail(s, { kind: 'style.setTextShadow', target, shadow }).message).toBe('No section selected!');
    }
    const missing = { sectionId: first(s).section_id, elementId: 'nope' };
    expect(fail(s, { kind: 'style.set', target: missing, property: 'color', value: 'red' })).toEqual({
      code: 'no_element',
      message: 'No element selected!',
    });
    expect(fail(s, { kind: 'style.setTextShadow', target: missing, shadow }).message).toBe(
      'No element selected!',
    );
    expect(fail(s, { kind: 'style.setMobileFontSize', target: missing, value: '12px' }).message).toBe(
      'No element selected!',
    );
  });
});
