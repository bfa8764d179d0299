/**
 * Empties the page's head for a test that uses the page as a canvas document, but keeps the UI kit's
 * style elements (emotion's `style[data-emotion]`): files of the `dom` project share one window
 * (vitest.config.ts), and emotion inserts each new style next to the ones it has already put there.
 * Emptying the head with them (`document.head.innerHTML = ''`) sends a file to a process of its own.
 */
export function emptyHead(): void {
  for (const node of [...document.head.childNodes]) {
    if (!(node instanceof HTMLStyleElement && node.hasAttribute('data-emotion'))) node.remove();
  }
}
