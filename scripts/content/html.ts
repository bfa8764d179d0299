/**
 * Tiny HTML helpers for the section builders: escaping, icons, images and buttons written the
 * way the builder's panels expect them (icons as `<i class="fa-…">`, images with alt/width/height
 * under `assets/images/`, buttons as `<a class="btn …">`). Output is normalised by build.ts
 * through the document model's parser and serializer, so whitespace here is only for reading.
 */

/** Where section html points at shipped images; the server serves/copies content/images there. */
export const IMAGE_PREFIX = 'assets/images/';

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A kebab-case slug for ids and names. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A Font Awesome icon; `brands:x` picks the brands set. Decorative, so hidden from readers. */
export function icon(name: string, extra = ''): string {
  const [set, glyph] = name.startsWith('brands:') ? ['fa-brands', name.slice(7)] : ['fa-solid', name];
  return `<i class="${set} fa-${glyph}${extra ? ` ${extra}` : ''}" aria-hidden="true"></i>`;
}

export interface ImageRef {
  /** File under content/images, e.g. `food/hero.webp`. */
  readonly file: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export function img(image: ImageRef, className = '', lazy = true): string {
  const cls = className ? ` class="${className}"` : '';
  const loading = lazy ? ' loading="lazy"' : '';
  return `<img src="${IMAGE_PREFIX}${image.file}" alt="${esc(image.alt)}" width="${image.width}" height="${image.height}"${cls}${loading}>`;
}

export interface Link {
  readonly label: string;
  readonly href: string;
}

export type ButtonStyle = 'primary' | 'ghost' | 'light' | 'outline-light';

const BUTTON_CLASS: Record<ButtonStyle, string> = {
  primary: 'btn btn-primary',
  ghost: 'btn pws-btn-ghost',
  light: 'btn pws-btn-light',
  'outline-light': 'btn pws-btn-outline-light',
};

export function button(
  link: Link,
  style: ButtonStyle = 'primary',
  iconName?: string,
  size = 'btn-lg',
): string {
  const glyph = iconName ? ` ${icon(iconName, 'ms-2')}` : '';
  return `<a href="${esc(link.href)}" class="${BUTTON_CLASS[style]} ${size}">${esc(link.label)}${glyph}</a>`;
}

/** The small uppercase label above a section title. */
export function eyebrow(text: string | undefined): string {
  return text ? `<p class="pws-eyebrow">${esc(text)}</p>` : '';
}

/** A centred section heading block: eyebrow, h2 and lead. */
export function heading(
  title: string,
  lead?: string,
  kicker?: string,
  align: 'center' | 'start' = 'center',
): string {
  const cls = align === 'center' ? 'pws-heading text-center mx-auto' : 'pws-heading';
  return `<div class="${cls}">
  ${eyebrow(kicker)}
  <h2 class="pws-title">${esc(title)}</h2>
  ${lead ? `<p class="pws-lead">${esc(lead)}</p>` : ''}
</div>`;
}

export function stars(count = 5): string {
  return `<div class="pws-stars" role="img" aria-label="Rated ${count} out of 5">${icon('star').repeat(count)}</div>`;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
