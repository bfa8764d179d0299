/**
 * The canvas's section sheets: each section's css less the top-level rules a later section repeats.
 * The property below is what makes that safe: the rules the sheets hold, read in page order, are the
 * page's rules with every copy but the last taken out, which the browser's cascade cannot tell from
 * the page's whole css (the later of two identical rules decides wherever both apply). Real library
 * css was also compared in Chromium: every computed style of every element and pseudo-element, on
 * pages of 20 and 200 library sections, the same either way (docs/benchmarks.md).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sectionSheets } from '../../../src/app/builder/canvas/section-sheets.ts';
import { topLevelRules } from '../../../src/domain/css-rules.ts';
import { sectionCss } from '../../support/css-arbitraries.ts';

const KIT = ':root { --pws-muted: #666; }\n:where(.pws) h2 { line-height: 1.2; }';
const page = (...css: string[]) => css.map((text, i) => ({ section_id: `s${i}`, css: text }));

describe('topLevelRules', () => {
  it('splits css at the end of each top-level block, whatever the braces in strings, comments and blocks inside', () => {
    const css = `/* a { */ .a { content: "}"; }
@media (min-width: 768px) { .b { color: red; } .c { color: blue; } }
.d { background: url('x{y}.png'); }
.e::after { content: '\\'}'; }
@font-face { font-family: X; src: url(x.woff2); }`;
    expect(topLevelRules(css)).toEqual([
      '/* a { */ .a { content: "}"; }',
      '@media (min-width: 768px) { .b { color: red; } .c { color: blue; } }',
      ".d { background: url('x{y}.png'); }",
      ".e::after { content: '\\'}'; }",
      '@font-face { font-family: X; src: url(x.woff2); }',
    ]);
    expect(topLevelRules('  ')).toEqual([]);
    expect(topLevelRules('.a { color: red; } .b { color')).toBeNull();
  });

  it('leaves whole what it cannot read to the end, and what depends on its place in a sheet', () => {
    for (const css of [
      '.a { color: red; ',
      '.a { color: red; } }',
      '.a { content: "x; }',
      '/* .a { color: red; }',
      '@import url(x.css); .a { color: red; }',
      '@layer base { .a { color: red; } }',
      '@namespace svg url(http://www.w3.org/2000/svg); .a { color: red; }',
      '@charset "utf-8"; .a { color: red; }',
    ])
      expect(topLevelRules(css), css).toBeNull();
  });
});

describe('sectionSheets', () => {
  it('keeps the library sections’ shared rules once, in the last section that carries them', () => {
    const sheets = sectionSheets(
      page(
        `${KIT}\n.hero { color: red; }`,
        '',
        `${KIT}\n.cards { gap: 1rem; }`,
        `${KIT}\n.footer { color: grey; }`,
      ),
    );
    expect(sheets).toEqual([
      { section_id: 's0', css: '.hero { color: red; }' },
      { section_id: 's2', css: '.cards { gap: 1rem; }' },
      { section_id: 's3', css: `${KIT}\n.footer { color: grey; }` },
    ]);
  });

  it('gives a run of the same css one sheet at its first section, and an earlier copy none', () => {
    const a = '.a { color: red; }';
    const b = '.b { color: blue; }';
    expect(sectionSheets(page(a, a, '', a, b))).toEqual([
      { section_id: 's0', css: a },
      { section_id: 's4', css: b },
    ]);
    expect(sectionSheets(page(a, b, a))).toEqual([
      { section_id: 's1', css: b },
      { section_id: 's2', css: a },
    ]);
  });

  it('keeps the last copy of a rule repeated within one css, and keeps css it cannot split whole', () => {
    expect(sectionSheets(page('.a { color: red; }\n.b { color: blue; }\n.a { color: red; }'))).toEqual([
      { section_id: 's0', css: '.b { color: blue; }\n.a { color: red; }' },
    ]);
    const layered = '@layer base { .a { color: red; } }';
    expect(sectionSheets(page(layered, layered))).toEqual([{ section_id: 's0', css: layered }]);
    expect(sectionSheets(page(layered, '.b { x: y; }', layered))).toEqual([
      { section_id: 's0', css: layered },
      { section_id: 's1', css: '.b { x: y; }' },
      { section_id: 's2', css: layered },
    ]);
  });

  it('holds, in page order, exactly the page’s rules less every copy but the last', () => {
    const css = fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 4, arbitrary: sectionCss() });
    fc.assert(
      fc.property(fc.array(css, { maxLength: 12 }), (texts) => {
        const all = texts.flatMap((text) => topLevelRules(text)!);
        const lastCopies = all.filter((r, i) => all.indexOf(r, i + 1) === -1);
        const sheets = sectionSheets(page(...texts));
        expect(sheets.flatMap((sheet) => topLevelRules(sheet.css)!)).toEqual(lastCopies);
        // Sheets stay in page order, and none is empty.
        const order = sheets.map((sheet) => Number(sheet.section_id.slice(1)));
        expect(order).toEqual([...order].sort((x, y) => x - y));
        for (const sheet of sheets) expect(sheet.css.trim()).not.toBe('');
      }),
      { numRuns: 300 },
    );
  });
});
