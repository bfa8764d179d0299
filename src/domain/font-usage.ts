/**
 * Which self-hosted web fonts a page uses (issue 20 §3 "Font family": load only the families in
 * use). A family is in use when a `font-family` list names it in
 * - the theme: `font_family` and `theme_h1..h4_font_family` (spec §3 root values);
 * - an element's inline style (the inspector's font family, the toolbar's font-family span), or a
 *   section's own style settings;
 * - a section's css (library sections and the custom css editor can set a family there).
 * Every web font of a list counts, fallbacks included: an `@font-face` rule costs nothing until the
 * browser needs its face, so declaring a fallback is harmless, and missing one would show the wrong font.
 * Names match case-insensitively, as CSS does. Pure; cached per section (sections are immutable).
 */
import type { PageDocument, SectionState } from './document.ts';
import { FONT_MANIFEST } from './font-manifest.ts';
import { forEachElement, getAttr } from './html-tree.ts';

const FAMILY_ORDER = Object.keys(FONT_MANIFEST);
const CANONICAL = new Map(FAMILY_ORDER.map((family) => [family.toLowerCase(), family]));
const RANK = new Map(FAMILY_ORDER.map((family, index) => [family, index]));

/** `font-family: …` in a style attribute or a stylesheet; the value ends at `;`, `}` or `{`. */
const FONT_FAMILY_DECLARATION = /font-family\s*:\s*([^;{}]+)/gi;

/** The names of a `font-family` list, unquoted, with `!important` dropped. */
export function splitFontFamilies(value: string): string[] {
  const names: string[] = [];
  let current = '';
  let quote: string | null = null;
  const push = () => {
    const name = current
      .replace(/!\s*important\s*$/i, '')
      .trim()
      .replace(/\s+/g, ' ');
    if (name !== '') names.push(name);
    current = '';
  };
  for (const char of value) {
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ',') push();
    else current += char;
  }
  push();
  return names;
}

/** The self-hosted family a name means (`open sans` → `Open Sans`), or undefined. */
export function webFontFamily(name: string): string | undefined {
  return CANONICAL.get(name.trim().toLowerCase());
}

/** Adds the web fonts of one `font-family` list. */
function collectList(value: string | undefined, into: Set<string>): void {
  if (!value) return;
  for (const name of splitFontFamilies(value)) {
    const family = webFontFamily(name);
    if (family) into.add(family);
  }
}

/** Adds the web fonts of every `font-family` declaration in a style attribute or a stylesheet. */
function collectDeclarations(text: string | undefined, into: Set<string>): void {
  // Most styles set no family: skip the regex walk for them.
  if (!text || !/font-family/i.test(text)) return;
  for (const match of text.matchAll(FONT_FAMILY_DECLARATION)) collectList(match[1], into);
}

const bySection = new WeakMap<SectionState, readonly string[]>();

/** The web fonts one section names (inline styles, style settings, css), cached per section. */
export function sectionFonts(section: SectionState): readonly string[] {
  let fonts = bySection.get(section);
  if (!fonts) {
    const found = new Set<string>();
    forEachElement(section.nodes, (element) => collectDeclarations(getAttr(element, 'style'), found));
    collectList(section.settings.style['font-family'], found);
    collectDeclarations(section.css, found);
    fonts = [...found];
    bySection.set(section, fonts);
  }
  return fonts;
}

/** The root values that hold a font-family list. */
export const THEME_FONT_KEYS = [
  'font_family',
  'theme_h1_font_family',
  'theme_h2_font_family',
  'theme_h3_font_family',
  'theme_h4_font_family',
] as const;

/** The web fonts the page uses, in the order of the font list (so the output is deterministic). */
export function familiesInUse(doc: PageDocument): string[] {
  const found = new Set<string>();
  for (const key of THEME_FONT_KEYS) collectList(doc.root[key], found);
  for (const section of doc.sections) for (const family of sectionFonts(section)) found.add(family);
  return [...found].sort((a, b) => RANK.get(a)! - RANK.get(b)!);
}
