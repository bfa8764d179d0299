/**
 * Random section css for the property tests of rules shared across sections (the canvas's sheets,
 * a saved page's css): a few top-level rules that repeat across sections, with the braces a naive
 * splitter trips on (a nested block, a comment before a rule, a brace in a string).
 */
import fc from 'fast-check';

export const cssRule = fc.constantFrom(
  '.a { color: red; }',
  '.b { color: blue; }',
  '@media (min-width: 768px) { .a { color: green; } }',
  ':where(.pws) h2 { line-height: 1.2; }',
  '/* note */ .c { margin: 0; }',
  '.d::after { content: "}"; }',
);

/** A section's css: some of those rules, `gaps` apart. */
export const sectionCss = (gaps: readonly string[] = ['\n']) =>
  fc
    .tuple(fc.array(cssRule, { maxLength: 5 }), fc.constantFrom(...gaps))
    .map(([rules, gap]) => rules.join(gap));
