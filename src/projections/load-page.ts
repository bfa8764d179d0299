/**
 * A saved page → a document: the inverse of save-payload.ts, used when the builder opens a
 * page from its hosted files (spec §7 Static files) and by the content checks. Sections are
 * the elements carrying `data-section-id`; their settings come back from the wrapper's
 * attributes, their css/js from the markers in the page's css and js (saved-css.ts).
 *
 * Invariant (tested): for a document without editing artefacts,
 * `savePayload(loadPage(savePayload(doc)))` equals `savePayload(doc)` byte for byte.
 */
import {
  DEFAULT_SECTION_SETTINGS,
  type PageDocument,
  type PageSettings,
  type SectionBackground,
  type SectionSettings,
  type SectionState,
  type SectionVideo,
  type VideoSource,
} from '../domain/document.ts';
import { type ElementNode, getAttr, type HtmlNode, hasClass, parseHtml } from '../domain/html-tree.ts';
import type { IdSource } from '../domain/ids.ts';
import { nodeId } from '../domain/ids.ts';
import { parseStyle } from '../domain/inline-style.ts';
import type { RootValues } from '../domain/root-values.ts';
import { ANIMATE_ATTR, isEntranceAnimation } from '../domain/section-animation.ts';
import { framedParts, savedSectionCss } from './saved-css.ts';
import { CANVAS_HIDE_ON_ATTR, HIDE_ON_ATTR, VIDEO_CLASS, VIDEO_FLAGS } from './section-html.ts';

export interface SavedPage {
  readonly html: string;
  readonly css: string;
  readonly javascript: string;
}

export function loadPage(
  saved: SavedPage,
  root: RootValues,
  settings: PageSettings,
  ids: IdSource,
): PageDocument {
  const nodes = parseHtml(saved.html, () => nodeId(ids));
  const css = savedSectionCss(saved.css);
  const js = framedParts(saved.javascript);
  const sections = findSectionElements(nodes).map((element) => {
    const id = getAttr(element, 'data-section-id') ?? '';
    return toSection(element, id, css(id), js.get(id)?.text ?? '');
  });
  return { sections, root, settings };
}

/** The outermost elements carrying `data-section-id`, in document order. */
function findSectionElements(nodes: readonly HtmlNode[]): ElementNode[] {
  const found: ElementNode[] = [];
  const walk = (list: readonly HtmlNode[]): void => {
    for (const node of list) {
      if (node.kind !== 'element') continue;
      if (getAttr(node, 'data-section-id') !== undefined) found.push(node);
      else walk(node.children);
    }
  };
  walk(nodes);
  return found;
}

function toSection(wrapper: ElementNode, id: string, css: string, js: string): SectionState {
  const nodes = wrapper.children.filter(
    (child) => !(child.kind === 'element' && hasClass(child, VIDEO_CLASS)),
  );
  return {
    section_id: id,
    section_name: getAttr(wrapper, 'data-section-name') ?? '',
    section_title: getAttr(wrapper, 'data-section-title') ?? '',
    section_type: getAttr(wrapper, 'data-section-type') ?? '',
    nodes,
    css,
    js,
    settings: settingsOf(wrapper),
  };
}

const BACKGROUND_PROPERTIES: Readonly<Record<string, keyof SectionBackground>> = {
  'background-color': 'color',
  'background-size': 'size',
  'background-repeat': 'repeat',
  'background-position': 'position',
};

function settingsOf(wrapper: ElementNode): SectionSettings {
  const background: Record<string, string> = {};
  const style: Record<string, string> = {};
  for (const [property, value] of parseStyle(getAttr(wrapper, 'style'))) {
    const key = BACKGROUND_PROPERTIES[property];
    if (key) background[key] = value;
    else if (property === 'background-image' && /^url\(".*"\)$/.test(value))
      background.image = value.slice(5, -2);
    else style[property] = value;
  }
  const hideOn = getAttr(wrapper, HIDE_ON_ATTR) ?? getAttr(wrapper, CANVAS_HIDE_ON_ATTR);
  const animation = getAttr(wrapper, ANIMATE_ATTR)?.replace(/^animate__/, '');
  return {
    ...DEFAULT_SECTION_SETTINGS,
    width: getAttr(wrapper, 'data-width') === 'full' ? 'full' : 'container',
    hidden: getAttr(wrapper, 'hidden') !== undefined || getAttr(wrapper, 'data-pw-hidden') === 'true',
    background,
    video: videoOf(wrapper),
    style,
    ...((hideOn === 'mobile' || hideOn === 'desktop') && { hideOn }),
    ...(animation && isEntranceAnimation(animation) && { animation }),
  };
}

function videoOf(wrapper: ElementNode): SectionVideo | null {
  const source = getAttr(wrapper, 'data-video-source');
  if (source !== 'youtube' && source !== 'vimeo' && source !== 'upload') return null;
  const overlay = getAttr(wrapper, 'data-video-overlay');
  const opacity = Number(getAttr(wrapper, 'data-video-overlay-opacity') ?? Number.NaN);
  const video: { -readonly [K in keyof SectionVideo]: SectionVideo[K] } = {
    source: source as VideoSource,
    url: getAttr(wrapper, 'data-video-url') ?? '',
  };
  if (overlay) video.overlay = overlay;
  if (overlay && Number.isInteger(opacity)) video.overlayOpacity = opacity;
  for (const flag of VIDEO_FLAGS) if (getAttr(wrapper, `data-video-${flag}`) === 'false') video[flag] = false;
  return video;
}
