/**
 * The canvas iframe's document (issue 5 Surface; ARCHITECTURE: the builder canvas renders
 * user HTML with scripts inert). The iframe is sandboxed without `allow-scripts`, so section
 * scripts and inline handlers never run; the builder (same origin through
 * `allow-same-origin`) patches the DOM from outside. Bootstrap, Font Awesome and
 * Animate.css come from the hosted base (our sites origin), never a CDN.
 */
import { escapeAttribute } from '../../../domain/html-tree.ts';
import { SECTIONS_STYLE_ID, THEME_STYLE_ID } from './patch-canvas.ts';

export const CANVAS_TITLE = 'Page canvas';
export const CANVAS_ROOT_ID = 'pw-page';
/** sandbox for the canvas iframe: DOM access for the builder, no scripts, no navigation. */
export const CANVAS_SANDBOX = 'allow-same-origin';

export const SELECTED_ATTR = 'data-pw-selected';
export const HOVERED_ATTR = 'data-pw-hovered';

/** Canvas-only styling: selection and hover outlines, hidden sections, placeholders. */
export const CANVAS_CSS = `
html { scroll-behavior: auto; }
body { min-height: 100vh; }
[${HOVERED_ATTR}] { outline: 1px dashed rgba(124, 58, 237, 0.7); outline-offset: 2px; }
[${SELECTED_ATTR}] { outline: 2px solid #7c3aed !important; outline-offset: 2px; }
[data-pw-hidden="true"] { opacity: 0.35; }
[data-pw-hidden="true"]::before {
  content: "Hidden section"; position: absolute; z-index: 5; top: 8px; right: 8px;
  font: 600 12px/1.8 system-ui, sans-serif; color: #fff; background: #4b5563; padding: 0 8px; border-radius: 4px;
}
.pw-placeholder {
  display: flex; gap: 8px; justify-content: center; align-items: center; min-height: 96px; margin: 8px 0;
  border: 2px dashed #c4b5fd; border-radius: 8px; background: #faf5ff;
}
#${CANVAS_ROOT_ID}:empty::after {
  content: "Add a section from “Funnel and sections” to start your page.";
  display: block; padding: 96px 24px; text-align: center; color: #6b7280; font: 16px/1.5 system-ui, sans-serif;
}
a, button { cursor: default; }
`;

export interface CanvasDocumentOptions {
  /**
   * The page's folder on the hosted base (`{hostedBase}/{projectId}/`). The app's CSP forbids
   * <base>, so vendor links are absolute and sections' relative addresses are resolved
   * against this folder when they enter the canvas (resolve-assets.ts).
   */
  readonly assetBase: string;
}

/** Vendor files, relative to the page folder, as the saved page links them. */
const VENDOR = 'assets/vendor';

export function canvasDocumentHtml(options: CanvasDocumentOptions): string {
  const vendor = escapeAttribute(new URL(VENDOR, options.assetBase).href);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${CANVAS_TITLE}</title>
<link rel="stylesheet" href="${vendor}/bootstrap/bootstrap.min.css">
<link rel="stylesheet" href="${vendor}/fontawesome/css/all.min.css">
<link rel="stylesheet" href="${vendor}/animate/animate.min.css">
<style id="${THEME_STYLE_ID}"></style>
<style id="${SECTIONS_STYLE_ID}"></style>
<style>${CANVAS_CSS}</style>
</head>
<body>
<main id="${CANVAS_ROOT_ID}"></main>
</body>
</html>`;
}
