/**
 * Web fonts → `@font-face` rules (issue 20 §3 "Font family": self-hosted woff2, never a CDN).
 * The faces are the committed latin-subset woff2 files of vendor/fonts (scripts/fonts/build-fonts.ts),
 * served at `assets/vendor/fonts/{id}/{file}` by the sites origin and packed into zips at that path.
 * `base` is where that folder is seen from: `assets/vendor/fonts/` in a saved page (page-relative,
 * so a zip works from disk), an absolute address in the builder canvas. Pure and deterministic.
 */

import { fontsourceId } from '../domain/font-ids.ts';
import { FONT_MANIFEST } from '../domain/font-manifest.ts';

/** The fonts folder, relative to a page (under the vendor folder the sites origin serves). */
export const FONTS_PATH = 'assets/vendor/fonts/';

export interface WebFontFace {
  readonly family: string;
  readonly weight: number;
  readonly style: 'normal' | 'italic';
  /** Path under the fonts folder: `{id}/{id}-latin-{weight}-{style}.woff2`. */
  readonly file: string;
}

/** The committed faces of a family (empty for a family that is not self-hosted). */
export function fontFaces(family: string): WebFontFace[] {
  const codes = Object.hasOwn(FONT_MANIFEST, family) ? FONT_MANIFEST[family] : undefined;
  if (!codes) return [];
  const id = fontsourceId(family);
  return codes.split(' ').map((code) => {
    const style = code.endsWith('i') ? 'italic' : 'normal';
    const weight = Number.parseInt(code, 10);
    return { family, weight, style, file: `${id}/${id}-latin-${weight}-${style}.woff2` };
  });
}

/** One `@font-face` rule per face; `swap` shows the fallback until the face arrives. */
function faceRule(face: WebFontFace, base: string): string {
  return (
    `@font-face { font-family: '${face.family}'; font-style: ${face.style}; font-weight: ${face.weight}; ` +
    `font-display: swap; src: url("${base}${face.file}") format('woff2'); }`
  );
}

/** The `@font-face` rules of these families, one per line, with urls under `base` (ends with `/`). */
export function fontFaceCss(families: readonly string[], base: string = FONTS_PATH): string {
  return families
    .flatMap((family) => fontFaces(family))
    .map((face) => `${faceRule(face, base)}\n`)
    .join('');
}
