/**
 * A Bootstrap 5 carousel read as the Slider settings panel edits it (issue 23 "Slider / carousel"):
 * its slides (each with an image, a caption and a button), indicators, arrows, autoplay and interval.
 * Pure reads over document nodes; commands/slider.ts makes the changes.
 *
 * A slide's caption is the first element of its `.carousel-caption` that is not a button; its
 * button is the caption's first `a.btn`. Autoplay is Bootstrap's `data-bs-ride="carousel"`, the
 * interval its `data-bs-interval` in milliseconds (Bootstrap's default 5000 when absent).
 */
import { type ElementNode, getAttr, type HtmlNode, hasClass, textContent } from '../html-tree.ts';

export const DEFAULT_SLIDE_INTERVAL_MS = 5000;

export interface SlideView {
  readonly node: ElementNode;
  readonly active: boolean;
  readonly image: ElementNode | null;
  readonly caption: ElementNode | null;
  /** The caption's text element (not its button), when it has one. */
  readonly captionText: ElementNode | null;
  readonly button: ElementNode | null;
}

export interface SliderView {
  readonly carousel: ElementNode;
  readonly inner: ElementNode | null;
  readonly slides: readonly SlideView[];
  readonly indicators: ElementNode | null;
  readonly arrows: readonly ElementNode[];
  readonly autoplay: boolean;
  /** Milliseconds; null when the carousel keeps Bootstrap's default. */
  readonly interval: number | null;
}

export const isCarousel = (node: ElementNode): boolean => hasClass(node, 'carousel');
export const isSlide = (node: ElementNode): boolean => hasClass(node, 'carousel-item');
export const isArrow = (node: ElementNode): boolean =>
  hasClass(node, 'carousel-control-prev') || hasClass(node, 'carousel-control-next');

const elements = (nodes: readonly HtmlNode[]): ElementNode[] =>
  nodes.filter((node): node is ElementNode => node.kind === 'element');

export function findFirst(
  nodes: readonly HtmlNode[],
  test: (node: ElementNode) => boolean,
): ElementNode | null {
  for (const node of elements(nodes)) {
    if (test(node)) return node;
    const found = findFirst(node.children, test);
    if (found) return found;
  }
  return null;
}

const isButtonLink = (node: ElementNode) => node.tag === 'a' && hasClass(node, 'btn');

export function readSlide(node: ElementNode): SlideView {
  const caption = findFirst(node.children, (n) => hasClass(n, 'carousel-caption'));
  const children = caption ? elements(caption.children) : [];
  return {
    node,
    active: hasClass(node, 'active'),
    image: findFirst(node.children, (n) => n.tag === 'img'),
    caption,
    captionText: children.find((n) => !isButtonLink(n)) ?? null,
    button: children.find(isButtonLink) ?? null,
  };
}

export function readSlider(carousel: ElementNode): SliderView {
  const inner = findFirst(carousel.children, (n) => hasClass(n, 'carousel-inner'));
  const interval = Number(getAttr(carousel, 'data-bs-interval'));
  return {
    carousel,
    inner,
    slides: inner ? elements(inner.children).filter(isSlide).map(readSlide) : [],
    indicators: findFirst(carousel.children, (n) => hasClass(n, 'carousel-indicators')),
    arrows: elements(carousel.children).filter(isArrow),
    autoplay: getAttr(carousel, 'data-bs-ride') === 'carousel',
    interval: Number.isFinite(interval) && interval > 0 ? interval : null,
  };
}

/** The caption's text as the panel shows it. */
export function slideCaption(slide: SlideView): string {
  return slide.captionText ? textContent(slide.captionText.children).trim() : '';
}
