/**
 * Slider family (issue 23 "Slider / carousel"): the Slider settings panel's edits to a Bootstrap 5
 * carousel — add a slide (a copy of one, with its own indicator), move a slide, set a slide's image,
 * caption and button, and the carousel's autoplay, interval, arrows and indicators. Removing a slide
 * is `element.remove`, which applies spec §4's carousel rules (carousel.ts).
 *
 * Emits only element events, so undo, drafts and replay need nothing new; one command is one undo
 * step. Invariants: the indicators, when present, are one per slide, numbered in slide order, the
 * active slide's marked; a carousel that gains arrows or indicators has an html id they target.
 */
import { findSection, type SectionState } from '../domain/document.ts';
import {
  cloneWithNewIds,
  type ElementNode,
  elementWith,
  escapeAttribute,
  escapeText,
  getAttr,
  type HtmlNode,
  parseHtml,
  setAttr,
  withClass,
} from '../domain/html-tree.ts';
import { elementId, nodeId } from '../domain/ids.ts';
import { MESSAGES } from '../domain/messages.ts';
import { err, ok, type Result } from '../domain/result.ts';
import { isEditableElement } from '../domain/rules/editable.ts';
import { isCarousel, readSlider, type SliderView, type SlideView } from '../domain/rules/slider.ts';
import { locate } from '../domain/tree-paths.ts';
import { attributesChange, carouselItemDuplication, removeNode, renumberIndicator } from './carousel.ts';
import { childrenSpliced, type ElementEvent } from './element-events.ts';
import { regenerateHtmlIds } from './html-ids.ts';
import { type CommandContext, type CommandError, commandError, type Decide } from './types.ts';

export type SliderTarget = { readonly sectionId: string; readonly carouselId: string };

export interface SlideChanges {
  /** The caption's text; '' removes it (and the caption box when nothing else is in it). */
  readonly caption?: string;
  /** The caption's button; null removes it. */
  readonly button?: { readonly label: string; readonly href: string } | null;
  readonly imageSrc?: string;
  readonly imageAlt?: string;
}

export interface SliderOptionChanges {
  readonly autoplay?: boolean;
  /** Milliseconds between slides; null returns to Bootstrap's default. */
  readonly interval?: number | null;
  readonly arrows?: boolean;
  readonly indicators?: boolean;
}

export type SliderCommand =
  | ({ readonly kind: 'slider.addItem'; readonly afterItemId?: string } & SliderTarget)
  | ({ readonly kind: 'slider.moveItem'; readonly itemId: string; readonly toIndex: number } & SliderTarget)
  | ({
      readonly kind: 'slider.setItem';
      readonly itemId: string;
      readonly changes: SlideChanges;
    } & SliderTarget)
  | ({ readonly kind: 'slider.setOptions'; readonly changes: SliderOptionChanges } & SliderTarget);

export const MIN_INTERVAL_MS = 1000;
export const MAX_INTERVAL_MS = 60_000;
export const INTERVAL_MESSAGE = 'Choose an interval from 1 to 60 seconds.';
export const NO_IMAGE_MESSAGE = 'This slide has no image.';

const splice = childrenSpliced;

const editable = (node: ElementNode) =>
  isEditableElement({
    name: getAttr(node, 'name'),
    className: getAttr(node, 'class'),
    disabled: getAttr(node, 'disabled') !== undefined || getAttr(node, 'data-disabled') === 'true',
  });

function findCarousel(
  doc: Parameters<Decide<SliderCommand, ElementEvent>>[0],
  target: SliderTarget,
): Result<{ section: SectionState; view: SliderView }, CommandError> {
  const section = findSection(doc, target.sectionId);
  if (!section) return err(commandError('no_section', MESSAGES.noSectionSelected));
  const carousel = locate(section.nodes, target.carouselId)?.node;
  if (!carousel) return err(commandError('no_element', MESSAGES.noElementSelected));
  if (!isCarousel(carousel)) return err(commandError('not_slider', 'Select a slider.'));
  return ok({ section, view: readSlider(carousel) });
}

function findSlide(view: SliderView, itemId: string | undefined): SlideView | undefined {
  return itemId === undefined ? view.slides.at(-1) : view.slides.find((s) => s.node.id === itemId);
}

export const decideSlider: Decide<SliderCommand, ElementEvent> = (doc, command, ctx) => {
  const found = findCarousel(doc, command);
  if (!found.ok) return found;
  const { section, view } = found.value;
  if (!editable(view.carousel)) return ok([]);
  const sectionId = section.section_id;
  switch (command.kind) {
    case 'slider.addItem': {
      const slide = findSlide(view, command.afterItemId);
      if (!slide || !view.inner) return err(commandError('no_element', MESSAGES.noElementSelected));
      const copy = cloneWithNewIds(slide.node, () => nodeId(ctx.ids)) as ElementNode;
      const [renamed] = regenerateHtmlIds([copy], ctx.ids) as [ElementNode];
      const inactive = elementWith(renamed, { attrs: withClass(renamed.attrs, 'active', false) });
      const index = view.inner.children.indexOf(slide.node) + 1;
      return ok([
        { ...splice(sectionId, view.inner.id, index, [], [inactive]), select: inactive.id },
        ...carouselItemDuplication(section.nodes, sectionId, slide.node, () => nodeId(ctx.ids)),
      ]);
    }
    case 'slider.moveItem':
      return decideMove(sectionId, view, command.itemId, command.toIndex);
    case 'slider.setItem': {
      const slide = findSlide(view, command.itemId);
      if (!slide) return err(commandError('no_element', MESSAGES.noElementSelected));
      return decideSetItem(sectionId, slide, command.changes, ctx);
    }
    case 'slider.setOptions':
      return decideOptions(sectionId, view, command.changes, ctx);
  }
};

function decideMove(
  sectionId: string,
  view: SliderView,
  itemId: string,
  toIndex: number,
): Result<readonly ElementEvent[], CommandError> {
  const from = view.slides.findIndex((s) => s.node.id === itemId);
  if (from < 0 || !view.inner) return err(commandError('no_element', MESSAGES.noElementSelected));
  if (!Number.isInteger(toIndex) || toIndex < 0 || toIndex >= view.slides.length)
    return err(commandError('bad_index', 'That slide cannot move further.'));
  if (toIndex === from) return ok([]);
  const children = view.inner.children;
  const node = view.slides[from]!.node;
  const events: ElementEvent[] = [
    splice(sectionId, view.inner.id, children.indexOf(node), [node], []),
    // With the slide out, the one now at `toIndex`'s old place sits one earlier when it came after.
    splice(sectionId, view.inner.id, children.indexOf(view.slides[toIndex]!.node), [], [node]),
  ];
  const order = view.slides.map((s) => s.node);
  order.splice(from, 1);
  order.splice(toIndex, 0, node);
  const shown = view.slides.find((s) => s.active)?.node;
  const active = shown ? order.indexOf(shown) : -1;
  for (const [i, indicator] of indicatorButtons(view).entries()) {
    const attrs = renumberIndicator(indicator.attrs, i, i === active);
    if (attrs !== indicator.attrs) events.push(attributesChange(sectionId, indicator, attrs));
  }
  return ok(events);
}

function indicatorButtons(view: SliderView): ElementNode[] {
  return (view.indicators?.children ?? []).filter(
    (child): child is ElementNode =>
      child.kind === 'element' && getAttr(child, 'data-bs-slide-to') !== undefined,
  );
}

function decideSetItem(
  sectionId: string,
  slide: SlideView,
  changes: SlideChanges,
  ctx: CommandContext,
): Result<readonly ElementEvent[], CommandError> {
  const events: ElementEvent[] = [];
  if (changes.imageSrc !== undefined || changes.imageAlt !== undefined) {
    if (!slide.image) return err(commandError('no_image', NO_IMAGE_MESSAGE));
    let attrs = slide.image.attrs;
    if (changes.imageSrc !== undefined) {
      const src = changes.imageSrc.trim();
      if (src === '') return err(commandError('no_image', 'Choose an image.'));
      attrs = setAttr(attrs, 'src', src);
    }
    if (changes.imageAlt !== undefined) attrs = setAttr(attrs, 'alt', changes.imageAlt.trim());
    if (attrs !== slide.image.attrs) events.push(attributesChange(sectionId, slide.image, attrs));
  }
  if (changes.caption !== undefined || changes.button !== undefined) {
    const caption = captionEvent(sectionId, slide, changes, ctx);
    if (!caption.ok) return caption;
    if (caption.value) events.push(caption.value);
  }
  return ok(events);
}

const newNodes = (html: string, ctx: CommandContext) => parseHtml(html, () => nodeId(ctx.ids));

/** The caption box as `changes` leave it: one splice replacing, adding or removing it. */
function captionEvent(
  sectionId: string,
  slide: SlideView,
  changes: SlideChanges,
  ctx: CommandContext,
): Result<ElementEvent | null, CommandError> {
  const { caption, captionText, button } = slide;
  let children: HtmlNode[] = caption ? [...caption.children] : [];
  if (changes.caption !== undefined) {
    const text = changes.caption.trim();
    if (text === '') children = children.filter((child) => child !== captionText);
    else if (captionText)
      children = children.map((child) =>
        child === captionText ? elementWith(captionText, { children: [{ kind: 'text', text }] }) : child,
      );
    else children.unshift(...newNodes(`<p class="mb-0">${escapeText(text)}</p>`, ctx));
  }
  if (changes.button !== undefined) {
    const next = changes.button;
    if (next === null) children = children.filter((child) => child !== button);
    else {
      const label = next.label.trim();
      const href = next.href.trim() || '#';
      if (label === '') return err(commandError('no_label', 'Give the button a label.'));
      if (/^\s*(javascript|data|vbscript):/i.test(href))
        return err(commandError('bad_link', 'Use a web address, a page anchor or #.'));
      if (button)
        children = children.map((child) =>
          child === button
            ? elementWith(button, {
                attrs: setAttr(button.attrs, 'href', href),
                children: [{ kind: 'text', text: label }],
              })
            : child,
        );
      else
        children.push(
          ...newNodes(
            `<a class="btn btn-primary btn-sm mt-2" href="${escapeAttribute(href)}">${escapeText(label)}</a>`,
            ctx,
          ),
        );
    }
  }
  const empty = children.every((child) => child.kind === 'text' && child.text.trim() === '');
  const host = slide.node;
  if (!caption) {
    if (empty) return ok(null);
    const [box] = newNodes('<div class="carousel-caption"></div>', ctx) as [ElementNode];
    return ok(splice(sectionId, host.id, host.children.length, [], [elementWith(box, { children })]));
  }
  const parent = locateIn(host, caption.id);
  if (!parent) return ok(null);
  const index = parent.children.indexOf(caption);
  if (empty) return ok(splice(sectionId, parent.id, index, [caption], []));
  const next = elementWith(caption, { children });
  if (JSON.stringify(next) === JSON.stringify(caption)) return ok(null);
  return ok(splice(sectionId, parent.id, index, [caption], [next]));
}

/** The element in `root`'s subtree whose children hold the node with `id`. */
function locateIn(root: ElementNode, id: string): ElementNode | null {
  const found = locate([root], id);
  return found?.parent ?? null;
}

function decideOptions(
  sectionId: string,
  view: SliderView,
  changes: SliderOptionChanges,
  ctx: CommandContext,
): Result<readonly ElementEvent[], CommandError> {
  const { carousel } = view;
  let attrs = carousel.attrs;
  if (changes.autoplay !== undefined)
    attrs = setAttr(attrs, 'data-bs-ride', changes.autoplay ? 'carousel' : null);
  if (changes.interval !== undefined) {
    const ms = changes.interval;
    if (ms !== null && (!Number.isFinite(ms) || ms < MIN_INTERVAL_MS || ms > MAX_INTERVAL_MS))
      return err(commandError('bad_interval', INTERVAL_MESSAGE));
    attrs = setAttr(attrs, 'data-bs-interval', ms === null ? null : String(Math.round(ms)));
  }
  const wantsArrows = changes.arrows === true && view.arrows.length === 0;
  const wantsIndicators = changes.indicators === true && !view.indicators;
  let htmlId = getAttr(carousel, 'id');
  if ((wantsArrows || wantsIndicators) && !htmlId) {
    htmlId = elementId(ctx.ids);
    attrs = setAttr(attrs, 'id', htmlId);
  }
  const events: ElementEvent[] = [];
  if (attrs !== carousel.attrs) events.push(attributesChange(sectionId, carousel, attrs));

  // Removals run last-first so each splice's index still holds when it applies.
  const removals: ElementNode[] = [];
  if (changes.arrows === false) removals.push(...view.arrows);
  if (changes.indicators === false && view.indicators) removals.push(view.indicators);
  const direct = removals
    .map((node) => ({ node, index: carousel.children.indexOf(node) }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => b.index - a.index);
  for (const { node, index } of direct) events.push(splice(sectionId, carousel.id, index, [node], []));
  // Indicators wrapped deeper than the carousel's own children are removed where they are.
  for (const node of removals)
    if (!carousel.children.includes(node)) events.push(removeNode([carousel], sectionId, node));

  const target = `#${htmlId}`;
  if (wantsIndicators) {
    const buttons = view.slides
      .map(
        (slide, i) =>
          `<button type="button" data-bs-target="${escapeAttribute(target)}" data-bs-slide-to="${i}"${slide.active ? ' class="active" aria-current="true"' : ''} aria-label="Slide ${i + 1}"></button>`,
      )
      .join('');
    events.push(
      splice(
        sectionId,
        carousel.id,
        0,
        [],
        newNodes(`<div class="carousel-indicators">${buttons}</div>`, ctx),
      ),
    );
  }
  if (wantsArrows) {
    const arrow = (side: 'prev' | 'next', label: string) =>
      `<button class="carousel-control-${side}" type="button" data-bs-target="${escapeAttribute(target)}" data-bs-slide="${side}">` +
      `<span class="carousel-control-${side}-icon" aria-hidden="true"></span><span class="visually-hidden">${label}</span></button>`;
    const length = carousel.children.length - direct.length + (wantsIndicators ? 1 : 0);
    events.push(
      splice(
        sectionId,
        carousel.id,
        length,
        [],
        newNodes(arrow('prev', 'Previous slide') + arrow('next', 'Next slide'), ctx),
      ),
    );
  }
  return ok(events);
}
