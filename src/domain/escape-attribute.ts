/**
 * An attribute value as html writes it between double quotes. A module of its own (html-tree.ts
 * re-exports it): the canvas document's opening (app/builder/canvas/canvas-document.ts) needs it at
 * boot, without the html parser the rest of the tree module brings.
 */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"\u00a0]/g, (c) => (c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&nbsp;'));
}
