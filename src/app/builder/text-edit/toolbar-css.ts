/**
 * The canvas css the inline toolbar's lists need (issue 20 §3), on top of the `.pw-bar` and
 * `.pw-menu` rules of canvas-document.ts. The toolbar lives in the canvas document, where only the
 * canvas's own stylesheet reaches it, so this string is added to that sheet (CANVAS_CSS).
 * Selectors stay under `.pw-text-bar` so a page's own css cannot be matched by them by accident.
 */
export const TEXT_TOOLBAR_CSS = `
.pw-text-bar .pw-tool-menu { position: relative; display: inline-flex; }
.pw-text-bar .pw-caret { margin-left: -3px; font-size: 10px; color: #6b7280; }
.pw-text-bar .pw-value { min-width: 2.2em; font-variant-numeric: tabular-nums; }
.pw-text-bar .pw-colour-glyph { display: inline-flex; flex-direction: column; align-items: center; gap: 1px; }
.pw-text-bar .pw-colour-bar { width: 14px; height: 3px; border-radius: 1px; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.15); }
.pw-text-bar .pw-tool-list { top: calc(100% + 4px); left: 0; min-width: 180px; max-height: 280px; z-index: 1; }
.pw-text-bar .pw-tool-list [role^="menuitem"] { display: flex; align-items: center; justify-content: flex-start; gap: 8px;
  width: 100%; height: auto; min-height: 28px; padding: 4px 10px; border: 0; border-radius: 6px; background: transparent;
  text-align: left; white-space: nowrap; cursor: pointer; }
.pw-text-bar .pw-tool-list [role^="menuitem"]:hover, .pw-text-bar .pw-tool-list [role^="menuitem"]:focus {
  background: #ede9fe; outline: none; }
.pw-text-bar .pw-tool-list [aria-checked="true"] { color: #5b21b6; font-weight: 600; }
.pw-text-bar .pw-tool-list [aria-checked="true"]::after { content: "✓"; margin-left: auto; }
.pw-text-bar .pw-swatch { flex: none; width: 14px; height: 14px; border-radius: 3px; box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.2); }
.pw-text-bar .pw-custom-colour { display: flex; align-items: center; gap: 6px; margin-top: 4px; padding: 6px 4px 2px;
  border-top: 1px solid #e5e7eb; }
.pw-text-bar .pw-custom-colour input[type="color"] { width: 32px; height: 28px; padding: 0; border: 1px solid #d1d5db;
  border-radius: 6px; background: #fff; cursor: pointer; }
.pw-text-bar .pw-custom-colour .pw-input { width: 92px; height: 28px; padding: 0 8px; border: 1px solid #6b7280;
  border-radius: 6px; background: #fff; }
.pw-text-bar .pw-custom-colour .pw-input[aria-invalid="true"] { border-color: #b91c1c; }
`;
