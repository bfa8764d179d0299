/**
 * The sections' part of a saved page's css (src/projections/saved-css.ts): each rule the sections share
 * is written once, at its last copy, every section's css reads back exactly, and the file's rules are
 * the page's rules less every copy a later section repeats (which the cascade cannot tell apart, as
 * in the canvas: tests/app/builder/section-sheets.test.ts).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAVE_CSS_MAX } from '../../src/api/project.ts';
import { topLevelRules } from '../../src/domain/css-rules.ts';
import { type SectionCss, savedSectionCss, sectionsCss } from '../../src/projections/saved-css.ts';
import { type LibrarySection, loadSectionLibrary } from '../../src/server/content/library.ts';
import { sectionCss } from '../support/css-arbitraries.ts';

const page = (...css: string[]): SectionCss[] => css.map((text, i) => ({ section_id: `s${i}`, css: text }));
const readBack = (sections: readonly SectionCss[]) => {
  const read = savedSectionCss(sectionsCss(sections));
  return sections.map((section) => read(section.section_id));
};
/** The file's rules as the browser reads them: references are comments, and dropped. */
const rulesOf = (saved: string) =>
  topLevelRules(saved.replace(/\/\*pw-copy:[^*]*\*\//g, '').replace(/\/\* \/?pw-section:[^*]*\*\//g, ''))!;

describe('sectionsCss', () => {
  it('writes a shared rule once, at its last copy, and refers to it from the earlier sections', () => {
    const kit = ':root { --pws-muted: #666; }';
    const saved = sectionsCss(page(`${kit}\n.hero { color: red; }`, '', `${kit}\n.cards { gap: 1rem; }`));
    expect(saved).toBe(
      '/* pw-section:s0 copies */\n/*pw-copy:s2:0:28*/\n.hero { color: red; }\n/* /pw-section:s0 */\n' +
        `/* pw-section:s2 */\n${kit}\n.cards { gap: 1rem; }\n/* /pw-section:s2 */\n`,
    );
    expect(readBack(page(`${kit}\n.hero { color: red; }`, '', `${kit}\n.cards { gap: 1rem; }`))).toEqual([
      `${kit}\n.hero { color: red; }`,
      '',
      `${kit}\n.cards { gap: 1rem; }`,
    ]);
  });

  it('writes the page as before when a css does not split to its end, ends outside a block, or an id repeats', () => {
    const a = '.a { color: red; }';
    for (const sections of [
      page(a, '.b { color: blue; ', a),
      page(a, '@import url(x.css);', a),
      page(`${a} .stray`, a),
      [
        { section_id: 'x', css: a },
        { section_id: 'x', css: a },
      ],
    ]) {
      const saved = sectionsCss(sections);
      expect(saved).not.toContain('pw-copy');
      expect(saved).toBe(
        sections
          .map((s) => `/* pw-section:${s.section_id} */\n${s.css}\n/* /pw-section:${s.section_id} */\n`)
          .join(''),
      );
    }
  });

  it('never takes a comment a user wrote for a reference, and refers to no id it could misread', () => {
    const a = '.a { color: red; }';
    const tricky = `/*pw-copy:s1:0:18*/ ${a}`;
    expect(readBack(page(tricky, a))).toEqual([tricky, a]);
    const oddIds = [
      { section_id: 'has space', css: a },
      { section_id: 'ok', css: a },
    ];
    expect(sectionsCss(oddIds)).toBe(
      `/* pw-section:has space */\n${a}\n/* /pw-section:has space */\n/* pw-section:ok */\n${a}\n/* /pw-section:ok */\n`,
    );
    expect(readBack(oddIds)).toEqual([a, a]);
  });

  it('reads the css of a page saved before references existed', () => {
    const saved =
      '/* pw-section:s0 */\n.a { color: red; }\n/* /pw-section:s0 */\n/* pw-section:s1 */\n\n/* /pw-section:s1 */\n';
    const read = savedSectionCss(saved);
    expect([read('s0'), read('s1'), read('s2')]).toEqual(['.a { color: red; }', '', '']);
  });

  it('random pages: every css reads back exactly, and the file holds the rules less every copy a later section repeats', () => {
    const css = fc.oneof(
      { weight: 1, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constant('.broken { color: red;') },
      { weight: 1, arbitrary: fc.constant('/*pw-copy:s0:0:5*/ .e { x: y; }') },
      { weight: 8, arbitrary: sectionCss(['\n', '  ', '\n\n', '']) },
    );
    fc.assert(
      fc.property(fc.array(css, { maxLength: 12 }), (texts) => {
        const sections = page(...texts);
        expect(readBack(sections)).toEqual(texts.map((text) => (text.trim() === '' ? '' : text)));
        const saved = sectionsCss(sections);
        if (texts.some((text) => text.includes('.broken'))) {
          expect(saved).not.toContain('copies */');
          return;
        }
        const perSection = texts.map((text) => topLevelRules(text)!);
        // A css holding what reads like a reference is written whole (its rules may still be referred to).
        const expected = perSection.flatMap((rules, i) =>
          texts[i]!.includes('/*pw-copy:')
            ? rules
            : rules.filter((r) => !perSection.slice(i + 1).some((later) => later.includes(r))),
        );
        // A comment a user wrote that reads like a reference is dropped by `rulesOf` too.
        expect(rulesOf(saved)).toEqual(expected.map((r) => r.replace(/^\/\*pw-copy:[^*]*\*\/ /, '')));
      }),
      { numRuns: 300 },
    );
  });
});

describe('library pages', () => {
  let library: LibrarySection[];
  beforeAll(async () => {
    library = await loadSectionLibrary();
  });
  const libraryPage = (count: number): SectionCss[] =>
    Array.from({ length: count }, (_, i) => ({
      section_id: `sec${i}`,
      css: library[(i * 7) % library.length]!.section_css,
    }));

  it('a page of every library section holds the shared foundation once, and reads back exactly', () => {
    const sections = libraryPage(library.length);
    const whole = sections.reduce((sum, s) => sum + s.css.length, 0);
    const saved = sectionsCss(sections);
    expect(saved.length).toBeLessThan(whole / 3);
    const foundation = topLevelRules(library[0]!.section_css)![0]!;
    expect(foundation.startsWith(':root')).toBe(true);
    expect(saved.split(foundation)).toHaveLength(2);
    expect(readBack(sections)).toEqual(sections.map((s) => s.css));
  });

  it('a page of 1 000 library sections fits what a save takes (it did not beyond about 320)', () => {
    const sections = libraryPage(1000);
    expect(sections.reduce((sum, s) => sum + s.css.length, 0)).toBeGreaterThan(SAVE_CSS_MAX);
    const saved = sectionsCss(sections);
    expect(saved.length).toBeLessThan(SAVE_CSS_MAX / 4);
    expect(readBack(sections)).toEqual(sections.map((s) => s.css));
  });
});
