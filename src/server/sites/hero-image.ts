/**
 * The first picture a visitor sees loads first (issue 21 "fast on a phone": the largest paint of a page
 * with a hero image is that image). At publish, the first `<img>` of the page's first two sections —
 * where a hero's picture sits — gets `fetchpriority="high"` and loses `loading="lazy"`, so the browser
 * asks for it with the page's css instead of after everything else. Other images keep their loading.
 */

const IMG = /<img\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i;
const SECTION_START = /<section\b/gi;

export function prioritizeHeroImage(html: string): string {
  const starts = [...html.matchAll(SECTION_START)].map((match) => match.index);
  if (starts.length === 0) return html;
  const from = starts[0]!;
  const to = starts[2] ?? html.search(/<\/main>|<\/body>/i);
  const region = html.slice(from, to === -1 ? undefined : to);
  const found = IMG.exec(region);
  if (!found || /\sfetchpriority=/i.test(found[1]!)) return html;
  const attrs = found[1]!.replace(/\sloading="lazy"/i, '');
  const at = from + found.index;
  return `${html.slice(0, at)}<img${attrs} fetchpriority="high">${html.slice(at + found[0].length)}`;
}
