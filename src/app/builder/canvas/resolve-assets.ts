/**
 * Sections link their images page-relatively (`assets/images/…`), as the saved page does. The
 * canvas document lives on the app origin and may not use <base> (strict CSP), so each section
 * element entering the canvas gets those addresses resolved against the page's hosted folder.
 * Only resource addresses change (src, srcset, poster, url() in inline styles); links keep
 * theirs, and the document is never touched — this is canvas DOM only.
 */

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

function resolve(value: string, base: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || ABSOLUTE.test(trimmed)) return value;
  try {
    return new URL(trimmed, base).href;
  } catch {
    return value;
  }
}

export function resolveCss(css: string, base: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote: string, url: string) =>
    ABSOLUTE.test(url.trim()) ? match : `url(${quote}${resolve(url, base)}${quote})`,
  );
}

export function resolveAssets(root: Element, base: string): void {
  const elements = [root, ...root.querySelectorAll('[src], [srcset], [poster], [style]')];
  for (const element of elements) {
    for (const name of ['src', 'poster'] as const) {
      const value = element.getAttribute(name);
      if (value !== null) element.setAttribute(name, resolve(value, base));
    }
    const srcset = element.getAttribute('srcset');
    if (srcset !== null) {
      element.setAttribute(
        'srcset',
        srcset
          .split(',')
          .map((part) => {
            const [url = '', ...descriptor] = part.trim().split(/\s+/);
            return [resolve(url, base), ...descriptor].join(' ');
          })
          .join(', '),
      );
    }
    const style = element.getAttribute('style');
    if (style?.includes('url(')) element.setAttribute('style', resolveCss(style, base));
  }
}
