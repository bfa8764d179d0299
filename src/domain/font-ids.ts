/**
 * Web font → its Fontsource id (issue 20 §3 "Font family"): the package `@fontsource/{id}` the
 * self-hosted files come from, and the family's folder under vendor/fonts and
 * `assets/vendor/fonts/`. Its own module so that saved pages and the canvas need not carry the
 * editor's font list (fonts.ts) to know where a family's files are.
 */

/**
 * Fontsource package ids (`@fontsource/{id}`, and the font's folder under vendor/fonts) that are not
 * the family name lower-cased with hyphens. Empty today: every family of WEB_FONTS has a package under its
 * own name (checked on 2026-11-26 when vendor/fonts was built).
 */
const FONTSOURCE_ID_OVERRIDES: Readonly<Record<string, string>> = {};

/** The Fontsource id of a web font (`Open Sans` → `open-sans`). */
export function fontsourceId(family: string): string {
  return Object.hasOwn(FONTSOURCE_ID_OVERRIDES, family)
    ? FONTSOURCE_ID_OVERRIDES[family]!
    : family.toLowerCase().replace(/\s+/g, '-');
}
