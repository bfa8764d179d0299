/**
 * Rich text on save (spec §5): typed line breaks become `<br>`, and rich text that holds nothing
 * visible is saved as a dash so the element keeps a clickable height.
 */

export const EMPTY_RICH_TEXT = '-';

/** Converts `\r\n`, `\n` and `\r` (each once) to `<br>`. */
export function lineBreaksToBr(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '<br>');
}

// What an editor leaves behind when the user deletes everything.
const INVISIBLE_MARKUP = /<br\s*\/?>|&nbsp;|&#160;|&#xa0;/gi;
const EMPTY_BLOCK = /<(p|div|span)(?:\s[^>]*)?>\s*<\/\1>/gi;

function isVisiblyEmpty(html: string): boolean {
  let rest = html.replace(INVISIBLE_MARKUP, ' ');
  // Strip innermost empty blocks until none remain: `<p><span></span></p>` needs two passes.
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(EMPTY_BLOCK, ' ');
  }
  // `trim` also drops U+00A0, the character `&nbsp;` decodes to.
  return rest.trim() === '';
}

/**
 * The html to save: `-` when it is empty or only whitespace, `<br>`, non-breaking spaces and empty
 * `<p>`/`<div>`/`<span>` blocks; otherwise the html unchanged.
 */
export function normalizeSavedRichText(html: string | null | undefined): string {
  if (html === null || html === undefined || isVisiblyEmpty(html)) return EMPTY_RICH_TEXT;
  return html;
}
