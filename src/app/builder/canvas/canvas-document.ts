/**
 * The canvas iframe's document (issue 5 Surface; ARCHITECTURE: the builder canvas renders
 * user HTML with scripts inert). The iframe is sandboxed without `allow-scripts`, so section
 * scripts and inline handlers never run; the builder (same origin through
 * `allow-same-origin`) patches the DOM from outside. Bootstrap, Font Awesome and
 * Animate.css come from the hosted base (our sites origin), never a CDN.
 */
import { escapeAttribute } from '../../../domain/escape-attribute.ts';
import { SECTION_KIT_VARS_CSS } from '../../../domain/section-kit-vars.ts';
import { TEXT_TOOLBAR_CSS } from '../text-edit/toolbar-css.ts';
import { FAR_CSS } from './offscreen-sections.ts';
import { VENDOR_CROSS_ORIGIN, vendorStylesheets } from './vendor-stylesheets.ts';

export const CANVAS_TITLE = 'Page canvas';
/** The canvas's theme `<style>`: the rules that apply the root values' custom properties, and the mobile rules (patch-canvas.ts). */
export const THEME_STYLE_ID = 'pw-theme';
/**
 * The theme's custom properties (`:root { --pw-… }`), in a sheet of their own right before the theme's
 * rules: a theme edit rewrites this one small sheet, not the rules as well (the whole sheet rewritten took
 * the browser about 1 ms more per theme edit at 200 sections; docs/benchmarks.md, 2026-11-28).
 */
export const THEME_VARS_STYLE_ID = 'pw-theme-vars';
/** The (empty) <style> element the sections' own <style> elements are kept in front of. */
export const SECTIONS_STYLE_ID = 'pw-sections-css';
export const CANVAS_ROOT_ID = 'pw-page';
/** sandbox for the canvas iframe: DOM access for the builder, no scripts, no navigation. */
export const CANVAS_SANDBOX = 'allow-same-origin';

export const SELECTED_ATTR = 'data-pw-selected';
export const HOVERED_ATTR = 'data-pw-hovered';
/**
 * The builder's own controls inside the canvas (selection badge, floating buttons, text
 * toolbar, right-click menu) live in this element, a sibling of the page root: the patcher
 * never touches it and saves are built from the document, so it is never saved.
 */
export const UI_HOST_ID = 'pw-ui';
/**
 * On the UI host: 1 / the canvas's scale. The controls are scaled by it about their anchor corner
 * (the `scale` property composes after a `transform`), so they show at their own size on screen;
 * their placement measures them with getBoundingClientRect, which includes it.
 */
export const UI_SCALE_VAR = '--pw-ui-scale';

/**
 * The library sections' shared custom properties, defined once ahead of every section's sheet so a
 * library section entering or leaving the canvas changes no inherited value (section-kit-vars.ts).
 * Sections' own copies come later and win; the saved page is built from the document, not from here.
 */
export const KIT_VARS_STYLE_ID = 'pw-kit-vars';

/** ProseMirror's required styles (prosemirror-view/style), for the block being edited in place. */
const EDITOR_CSS = `
.ProseMirror { word-wrap: break-word; white-space: pre-wrap; white-space: break-spaces;
  font-variant-ligatures: none; font-feature-settings: "liga" 0; cursor: text;
  outline: 2px solid #7c3aed !important; outline-offset: 2px; box-shadow: 0 0 0 6px rgba(124, 58, 237, 0.15); }
.ProseMirror [contenteditable="false"] { white-space: normal; }
.ProseMirror-hideselection *::selection { background: transparent; }
.ProseMirror-hideselection { caret-color: transparent; }
.ProseMirror-selectednode { outline: 2px solid #8cf; }
img.ProseMirror-separator { display: inline !important; border: none !important; margin: 0 !important; }
`;

/**
 * The builder controls inside the canvas. They reset what a page's own css (Bootstrap, the
 * sections' rules) could do to buttons and inputs, and sit above everything on the page.
 */
const UI_CSS = `
#${UI_HOST_ID} { position: absolute; top: 0; left: 0; width: 0; height: 0; z-index: 2147483000;
  font: 500 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937;
  text-align: left; letter-spacing: normal; text-transform: none; text-shadow: none; }
#${UI_HOST_ID} * { box-sizing: border-box; }
#${UI_HOST_ID} button, #${UI_HOST_ID} input, #${UI_HOST_ID} label { font: inherit; color: inherit; margin: 0; letter-spacing: normal;
  text-transform: none; text-shadow: none; box-shadow: none; }
#${UI_HOST_ID} button:focus-visible, #${UI_HOST_ID} input:focus-visible {
  outline: 2px solid #7c3aed; outline-offset: 1px; }
.pw-badge { position: absolute; pointer-events: none; height: 20px; padding: 0 8px; border-radius: 4px 4px 0 0;
  background: #7c3aed; color: #fff; font-size: 12px; line-height: 20px; white-space: nowrap; }
.pw-bar { position: absolute; display: flex; flex-wrap: wrap; align-items: center; gap: 2px; padding: 3px;
  width: max-content; max-width: calc((100vw - 8px) / var(${UI_SCALE_VAR}, 1)); background: #fff; border: 1px solid #d1d5db; border-radius: 8px;
  box-shadow: 0 4px 14px rgba(17, 24, 39, 0.18); }
.pw-bar, .pw-menu, .pw-badge { scale: var(${UI_SCALE_VAR}, 1); transform-origin: 0 0; }
.pw-floating { transform: translateX(-100%); }
.pw-bar button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-width: 28px;
  height: 28px; padding: 0 7px; border: 0; border-radius: 6px; background: transparent; cursor: pointer; }
.pw-bar button:hover:not(:disabled) { background: #f3f4f6; }
.pw-bar button[aria-pressed="true"] { background: #ede9fe; color: #5b21b6; }
.pw-bar button:disabled { color: #9ca3af; cursor: default; }
.pw-bar .pw-danger { color: #b91c1c; }
.pw-sep { align-self: stretch; width: 1px; margin: 3px 2px; background: #e5e7eb; }
.pw-mark { display: inline-block; min-width: 1em; font-family: Georgia, "Times New Roman", serif; font-size: 15px; }
.pw-bar .pw-primary { background: #6d28d9; color: #fff; }
.pw-bar .pw-primary:hover:not(:disabled) { background: #5b21b6; }
.pw-menu { position: absolute; width: max-content; min-width: 200px; max-width: calc((100vw - 8px) / var(${UI_SCALE_VAR}, 1));
  max-height: calc((100vh - 8px) / var(${UI_SCALE_VAR}, 1)); overflow: auto; padding: 4px;
  background: #fff; border: 1px solid #d1d5db; border-radius: 8px; box-shadow: 0 8px 24px rgba(17, 24, 39, 0.2); }
.pw-menu [role="menuitem"] { display: flex; align-items: center; gap: 10px; width: 100%; padding: 6px 10px;
  border: 0; border-radius: 6px; background: transparent; cursor: pointer; text-align: left; }
.pw-menu [role="menuitem"]:hover, .pw-menu [role="menuitem"]:focus { background: #ede9fe; outline: none; }
.pw-menu [role="menuitem"] i { width: 16px; text-align: center; color: #6b7280; }
.pw-menu .pw-danger, .pw-menu .pw-danger i { color: #b91c1c; }
.pw-menu-title { padding: 4px 10px 2px; color: #4b5563; font-size: 12px; font-weight: 600; }
.pw-menu hr { margin: 4px 0; border: 0; border-top: 1px solid #e5e7eb; opacity: 1; }
${TEXT_TOOLBAR_CSS}`;

/** Canvas-only styling: selection and hover outlines, hidden sections, placeholders. */
export const CANVAS_CSS = `
html { scroll-behavior: auto; }
/* An embedded frame or video is an element to select here, not a page to use: a click on it must reach the canvas. */
#${CANVAS_ROOT_ID} iframe, #${CANVAS_ROOT_ID} video { pointer-events: none; }
body { min-height: 100vh; }
[${HOVERED_ATTR}] { outline: 1px dashed rgba(124, 58, 237, 0.7); outline-offset: 2px; }
[${SELECTED_ATTR}] { outline: 2px solid #7c3aed !important; outline-offset: 2px; }
[data-pw-hidden="true"] { opacity: 0.35; }
[data-pw-hidden="true"]::before {
  content: "Hidden section"; position: absolute; z-index: 5; top: 8px; right: 8px;
  font: 600 12px/1.8 system-ui, sans-serif; color: #fff; background: #4b5563; padding: 0 8px; border-radius: 4px;
}
@media (max-width: 767.98px) {
  [data-pw-hide-on="mobile"] { opacity: 0.35; }
  [data-pw-hide-on="mobile"]::before { content: "Hidden on mobile"; }
}
@media (min-width: 768px) {
  [data-pw-hide-on="desktop"] { opacity: 0.35; }
  [data-pw-hide-on="desktop"]::before { content: "Hidden on desktop"; }
}
[data-pw-hide-on]::before {
  position: absolute; z-index: 5; top: 8px; right: 8px;
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
${FAR_CSS}
${EDITOR_CSS}
${UI_CSS}
`;

export interface CanvasDocumentOptions {
  /**
   * The page's folder on the hosted base (`{hostedBase}/{projectId}/`). The app's CSP forbids
   * <base>, so vendor links are absolute and sections' relative addresses are resolved
   * against this folder when they enter the canvas (resolve-assets.ts).
   */
  readonly assetBase: string;
}

export function canvasDocumentHtml(options: CanvasDocumentOptions): string {
  const links = vendorStylesheets(options.assetBase)
    .map(
      (href) =>
        `<link rel="stylesheet" crossorigin="${VENDOR_CROSS_ORIGIN}" href="${escapeAttribute(href)}">`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${CANVAS_TITLE}</title>
${links}
<style id="${THEME_VARS_STYLE_ID}"></style>
<style id="${THEME_STYLE_ID}"></style>
<style id="${KIT_VARS_STYLE_ID}">${SECTION_KIT_VARS_CSS}</style>
<style id="${SECTIONS_STYLE_ID}"></style>
<style>${CANVAS_CSS}</style>
</head>
<body>
<main id="${CANVAS_ROOT_ID}"></main>
</body>
</html>`;
}
