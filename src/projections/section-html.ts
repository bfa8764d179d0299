/**
 * Section → HTML (ARCHITECTURE: projections). Each section becomes a wrapper element that
 * carries its identity (`data-section-id`, `data-section-name`, `data-section-title`,
 * CONTRACT) and its settings, around its content.
 *
 * Two modes: `canvas` (builder ids on every element, placeholders kept, hidden sections
 * marked instead of hidden) and `clean` (what a save posts: no editing artefacts).
 * Sections are immutable, so the cache is keyed by the section object: an event that does
 * not touch a section leaves its object, and so its cached HTML, in place.
 */
import type { SectionSettings, SectionState, SectionVideo } from '../domain/document.ts';
import { escapeAttribute, type HtmlNode, serializeNodes } from '../domain/html-tree.ts';
import { serializeStyle } from '../domain/inline-style.ts';
import { isPlaceholder } from '../domain/placeholder.ts';
import { ANIMATE_ATTR, animationClass } from '../domain/section-animation.ts';
import { videoEmbedUrl } from '../domain/video-url.ts';

export type HtmlMode = 'canvas' | 'clean';

export const SECTION_CLASS = 'pw-section';
export const VIDEO_CLASS = 'pw-bg-video';
/** A saved section hidden under 768 px (`mobile`) or from 768 px up (`desktop`); root-css.ts hides it. */
export const HIDE_ON_ATTR = 'data-hide-on';
/** The same in the canvas, where such a section is dimmed instead (canvas-document.ts). */
export const CANVAS_HIDE_ON_ATTR = 'data-pw-hide-on';

export class SectionHtmlCache {
  private readonly entries: Record<HtmlMode, WeakMap<SectionState, string>> = {
    canvas: new WeakMap(),
    clean: new WeakMap(),
  };
  /** How many sections were serialised (not served from the cache); for tests and benchmarks. */
  serialized = 0;

  html(section: SectionState, mode: HtmlMode): string {
    const cached = this.entries[mode].get(section);
    if (cached !== undefined) return cached;
    const html = flat(renderSection(section, mode));
    this.serialized++;
    this.entries[mode].set(section, html);
    return html;
  }
}

/** The style attribute of a section wrapper: its background, then its own declarations. */
export function sectionStyle(settings: SectionSettings): string {
  const { background } = settings;
  const declarations: [string, string][] = [];
  if (background.color) declarations.push(['background-color', background.color]);
  if (background.image)
    declarations.push(['background-image', `url("${background.image.replace(/"/g, '%22')}")`]);
  if (background.size) declarations.push(['background-size', background.size]);
  if (background.repeat) declarations.push(['background-repeat', background.repeat]);
  if (background.position) declarations.push(['background-position', background.position]);
  for (const [property, value] of Object.entries(settings.style)) declarations.push([property, value]);
  return serializeStyle(declarations);
}

/**
 * `html` as one flat string. The serialiser builds it with `+=`, which V8 keeps as a tree of the small
 * pieces (≈ 7 bytes a character, measured on the library's sections) until something reads it whole,
 * and Blink reads such a string without flattening it: the cache held every section of the page so,
 * ≈ 1 MiB at 200 sections. Converting it to a number flattens it in place (≈ 1.4 bytes a character),
 * as pino's `flatstr` does; the number is not used.
 */
function flat(html: string): string {
  Number(html);
  return html;
}

export function renderSection(section: SectionState, mode: HtmlMode): string {
  const content = mode === 'canvas' ? section.nodes : withoutArtefacts(section.nodes);
  return `${sectionOpenTag(section, mode)}${videoHtml(section.settings)}${serializeNodes(content, { withIds: mode === 'canvas' })}</div>`;
}

/**
 * A section wrapper's opening tag: its names and settings as attributes. Everything inside the
 * wrapper comes from the section's nodes and its background video (`renderSection`).
 */
export function sectionOpenTag(section: SectionState, mode: HtmlMode): string {
  const { settings } = section;
  let open = `<div class="${SECTION_CLASS}" data-section-id="${escapeAttribute(section.section_id)}"`;
  open += ` data-section-name="${escapeAttribute(section.section_name)}"`;
  open += ` data-section-title="${escapeAttribute(section.section_title)}"`;
  open += ` data-section-type="${escapeAttribute(section.section_type)}"`;
  if (settings.width === 'full') open += ' data-width="full"';
  if (settings.hidden) open += mode === 'canvas' ? ' data-pw-hidden="true"' : ' hidden';
  // The canvas shows a section hidden on one viewport dimmed there, never gone (like `hidden`).
  if (settings.hideOn)
    open += ` ${mode === 'canvas' ? CANVAS_HIDE_ON_ATTR : HIDE_ON_ATTR}="${settings.hideOn}"`;
  if (settings.animation) open += ` ${ANIMATE_ATTR}="${escapeAttribute(animationClass(settings.animation))}"`;
  const style = sectionStyle(settings);
  if (style !== '') open += ` style="${escapeAttribute(style)}"`;
  if (settings.video) open += videoAttributes(settings.video);
  return `${open}>`;
}

/** The video's settings on the wrapper, so a saved page loads back (load-page.ts); flags only when off. */
function videoAttributes(video: SectionVideo): string {
  let attrs = ` data-video-source="${video.source}" data-video-url="${escapeAttribute(video.url)}"`;
  if (video.overlay) attrs += ` data-video-overlay="${escapeAttribute(video.overlay)}"`;
  if (video.overlay && video.overlayOpacity !== undefined)
    attrs += ` data-video-overlay-opacity="${video.overlayOpacity}"`;
  for (const flag of VIDEO_FLAGS) if (video[flag] === false) attrs += ` data-video-${flag}="false"`;
  return attrs;
}

export const VIDEO_FLAGS = ['autoplay', 'muted', 'loop'] as const;

function videoHtml(settings: SectionSettings): string {
  const video = settings.video;
  if (!video) return '';
  const src = escapeAttribute(videoEmbedUrl(video));
  const flags = VIDEO_FLAGS.filter((flag) => video[flag] !== false).map((flag) => ` ${flag}`);
  const player =
    video.source === 'upload'
      ? `<video src="${src}"${flags.join('')} playsinline></video>`
      : `<iframe src="${src}" title="Background video" allow="autoplay; encrypted-media; picture-in-picture" tabindex="-1"></iframe>`;
  const opacity = video.overlayOpacity === undefined ? '' : ` opacity: ${video.overlayOpacity / 100};`;
  const overlay = video.overlay
    ? `<div class="${VIDEO_CLASS}-overlay" style="background-color: ${escapeAttribute(video.overlay)};${opacity}"></div>`
    : '';
  return `<div class="${VIDEO_CLASS}" aria-hidden="true">${player}${overlay}</div>`;
}

/** Content without editing artefacts: placeholders go; nothing else in the tree is an artefact. */
function withoutArtefacts(nodes: readonly HtmlNode[]): readonly HtmlNode[] {
  let changed = false;
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (isPlaceholder(node)) {
      changed = true;
      continue;
    }
    if (node.kind === 'element') {
      const children = withoutArtefacts(node.children);
      if (children !== node.children) {
        changed = true;
        out.push({ ...node, children });
        continue;
      }
    }
    out.push(node);
  }
  return changed ? out : nodes;
}
