/**
 * The web fonts in the canvas (issue 20 §3 "Font family": only the families in use, self-hosted).
 * The canvas document gets one `<style data-pw-font="{family}">` of `@font-face` rules per family
 * the page uses (font-usage.ts), pointing at the hosted base's `assets/vendor/fonts/` — the same
 * files a saved page links, never a CDN. Call `syncCanvasFonts` after every patch: a family that
 * comes into use (theme, inspector, toolbar) gets its rules then. A family that goes out of use
 * keeps them: an unused `@font-face` downloads nothing, and an undo brings it back without a flash.
 * Framework-free; touches only the canvas head, never the page root.
 */
import type { PageDocument } from '../../../domain/document.ts';
import { familiesInUse } from '../../../domain/font-usage.ts';
import { FONTS_PATH, fontFaceCss } from '../../../projections/font-face-css.ts';

export const FONT_STYLE_ATTR = 'data-pw-font';

/** The families whose rules the canvas document already has. */
function loadedFamilies(documentRef: Document): Set<string> {
  const loaded = new Set<string>();
  for (const style of documentRef.head.querySelectorAll(`style[${FONT_STYLE_ATTR}]`))
    loaded.add(style.getAttribute(FONT_STYLE_ATTR) ?? '');
  return loaded;
}

/**
 * Adds the `@font-face` rules of every family `doc` uses that the canvas document lacks, with urls
 * under `assetBase` (`{hostedBase}/{projectId}/`). Answers the families it added.
 */
export function syncCanvasFonts(documentRef: Document, doc: PageDocument, assetBase: string): string[] {
  const wanted = familiesInUse(doc);
  if (wanted.length === 0) return [];
  const loaded = loadedFamilies(documentRef);
  const missing = wanted.filter((family) => !loaded.has(family));
  if (missing.length === 0) return [];
  const base = new URL(FONTS_PATH, assetBase).href;
  for (const family of missing) {
    const style = documentRef.createElement('style');
    style.setAttribute(FONT_STYLE_ATTR, family);
    style.textContent = fontFaceCss([family], base);
    documentRef.head.append(style);
  }
  return missing;
}
