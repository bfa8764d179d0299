/**
 * A stylesheet's top-level rules, found without parsing its declarations: where each block ends,
 * whatever braces sit in strings, comments and nested blocks.
 *
 * Used wherever identical rules are compared across sections, each holding its css as the library
 * or the user wrote it: the canvas keeps one sheet's worth of the library's shared foundation
 * (app/builder/canvas/section-sheets.ts), and a saved page's css holds it once (projections/saved-css.ts).
 * Of two identical top-level rules in one cascade, the later decides wherever both apply, so the
 * earlier can go; what cannot be split safely is never compared.
 */

/** At-rules whose meaning depends on their place in a sheet or on which copy comes first. */
const ORDER_BOUND = /@(?:import|layer|namespace|charset)\b/i;

/**
 * `css`'s top-level rules, each trimmed, in order (a rule runs to the `}` that closes its block,
 * comments and whitespace before it included); null when it cannot be split safely: an unclosed
 * block, string or comment, or `@import`, `@layer`, `@namespace` or `@charset`, whose meaning depends
 * on where in a sheet they stand or which copy comes first.
 */
export function topLevelRules(css: string): readonly string[] | null {
  const spans = ruleSpans(css);
  if (!spans) return null;
  const rules: string[] = [];
  for (let i = 0; i < spans.length; i += 2) rules.push(css.slice(spans[i], spans[i + 1]));
  return rules;
}

/** `topLevelRules` as offsets: rule k is `css.slice(spans[2k], spans[2k + 1])`. */
export function ruleSpans(css: string): Int32Array | null {
  if (ORDER_BOUND.test(css)) return null;
  const spans: number[] = [];
  const push = (from: number, to: number) => {
    while (from < to && isSpace(css.charCodeAt(from))) from++;
    while (to > from && isSpace(css.charCodeAt(to - 1))) to--;
    if (to > from) spans.push(from, to);
  };
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const c = css.charCodeAt(i);
    if (c === 0x2f /* / */ && css.charCodeAt(i + 1) === 0x2a /* * */) {
      const end = css.indexOf('*/', i + 2);
      if (end === -1) return null;
      i = end + 2;
      continue;
    }
    if (c === 0x22 /* " */ || c === 0x27 /* ' */) {
      i = stringEnd(css, i, c);
      if (i === -1) return null;
      continue;
    }
    if (c === 0x5c /* \ */) {
      i += 2;
      continue;
    }
    if (c === 0x7b /* { */) depth++;
    else if (c === 0x7d /* } */) {
      if (depth === 0) return null;
      depth--;
      if (depth === 0) {
        push(start, i + 1);
        start = i + 1;
      }
    }
    i++;
  }
  if (depth !== 0) return null;
  push(start, css.length);
  return Int32Array.from(spans);
}

/** The whitespace `String.prototype.trim` removes, as far as css uses it. */
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c;

/** The index just after the string opened at `from` by `quote`; -1 when it does not close on its line. */
function stringEnd(css: string, from: number, quote: number): number {
  for (let i = from + 1; i < css.length; i++) {
    const c = css.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 0x5c /* \ */) i++;
    else if (c === 0x0a || c === 0x0d || c === 0x0c) return -1;
  }
  return -1;
}
