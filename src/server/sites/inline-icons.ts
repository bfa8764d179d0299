/**
 * Font Awesome icons of a published page as inline SVG (issue 21 "Font Awesome icons shipped as inline
 * SVG"): a page showing a dozen icons no longer downloads 150–270 KB of icon fonts. Each
 * `<i class="fa-solid fa-lock …"></i>` keeps its element and classes (sections style `.pws-icon i`,
 * spacing utilities sit on it) and gets the icon's path from Font Awesome's own SVG files, drawn in the
 * text colour at 1em. An icon whose file is not found stays a font icon, and the page keeps the font.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const SVG_ROOT = join(dirname(require.resolve('@fortawesome/fontawesome-free/package.json')), 'svgs');

const STYLES: Readonly<Record<string, 'solid' | 'regular' | 'brands'>> = {
  'fa-solid': 'solid',
  fas: 'solid',
  'fa-regular': 'regular',
  far: 'regular',
  'fa-brands': 'brands',
  fab: 'brands',
};

/** Classes that change how an icon shows, not which icon it is. */
const MODIFIER =
  /^fa-(fw|2xs|xs|sm|lg|xl|2xl|\d+x|spin|spin-pulse|spin-reverse|pulse|beat|beat-fade|fade|bounce|flip|shake|rotate-\d+|rotate-by|flip-horizontal|flip-vertical|flip-both|inverse|border|pull-left|pull-right|pull-start|pull-end|stack|stack-1x|stack-2x|li|ul|width-auto)$/;

/** An empty `<i …></i>` whose attributes may hold `>` inside quotes. */
const ICON = /<i\b((?:[^>"']|"[^"]*"|'[^']*')*)><\/i>/g;

const paths = new Map<string, { viewBox: string; body: string } | null>();

function iconSvg(style: string, name: string): { viewBox: string; body: string } | null {
  const key = `${style}/${name}`;
  if (paths.has(key)) return paths.get(key)!;
  let found: { viewBox: string; body: string } | null = null;
  if (/^[a-z0-9-]+$/.test(name)) {
    try {
      const svg = readFileSync(join(SVG_ROOT, style, `${name}.svg`), 'utf8');
      const viewBox = /viewBox="([\d .]+)"/.exec(svg)?.[1];
      const body = svg
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<path /g, '<path fill="currentColor" ');
      if (viewBox && body.startsWith('<path')) found = { viewBox, body };
    } catch {
      found = null;
    }
  }
  paths.set(key, found);
  return found;
}

export interface InlinedIcons {
  readonly html: string;
  readonly inlined: number;
  /** Icons left as font icons (unknown names): the page still needs Font Awesome's font css. */
  readonly leftover: number;
}

export const ICONS_CREDIT =
  '<!-- Icons: Font Awesome Free 6.6.0, CC BY 4.0, https://fontawesome.com/license/free -->';

export function inlineIcons(html: string): InlinedIcons {
  let inlined = 0;
  let leftover = 0;
  const out = html.replace(ICON, (tag: string, attrs: string) => {
    const classes = /\sclass="([^"]*)"/.exec(attrs)?.[1]?.split(/\s+/) ?? [];
    const style = classes.map((name) => STYLES[name]).find(Boolean);
    if (!style) return tag;
    const name = classes.find((c) => c.startsWith('fa-') && !STYLES[c] && !MODIFIER.test(c))?.slice(3);
    const svg = name ? iconSvg(style, name) : null;
    if (!svg) {
      leftover += 1;
      return tag;
    }
    inlined += 1;
    return `<i${attrs}><svg class="svg-inline--fa" viewBox="${svg.viewBox}" aria-hidden="true" focusable="false">${svg.body}</svg></i>`;
  });
  if (inlined === 0) return { html, inlined, leftover };
  const credited = out.replace(/<\/body>/i, `${ICONS_CREDIT}\n</body>`);
  return { html: credited, inlined, leftover };
}
