/**
 * The Slider settings panel's table (issue 23 "Slider / carousel"): the carousel a selection of it,
 * or of one of its slides, edits; what each field shows; and the one command each control runs
 * (commands/slider.ts; a slide's removal is `element.remove`, with spec §4's carousel rules). Pure,
 * so it is tested without React.
 */
import type { Command } from '../../../../commands/registry.ts';
import type { SlideChanges, SliderCommand, SliderOptionChanges } from '../../../../commands/slider.ts';
import { findSection, type PageDocument } from '../../../../domain/document.ts';
import { type ElementNode, getAttr } from '../../../../domain/html-tree.ts';
import {
  DEFAULT_SLIDE_INTERVAL_MS,
  isCarousel,
  isSlide,
  readSlider,
  type SliderView,
  slideCaption,
} from '../../../../domain/rules/slider.ts';
import { ancestry } from '../../../../domain/tree-paths.ts';

export interface SliderPanelView {
  readonly sectionId: string;
  readonly slider: SliderView;
  /** The slide the selection is in, when a slide (or something in one) is selected. */
  readonly selectedSlide: number | null;
}

/** The carousel around (or at) the selected node; null when there is none. */
export function readSliderPanel(
  doc: PageDocument,
  sectionId: string,
  node: ElementNode,
): SliderPanelView | null {
  const section = findSection(doc, sectionId);
  if (!section) return null;
  const chain = ancestry(section.nodes, node.id);
  const carousel = [...chain].reverse().find(isCarousel);
  if (!carousel) return null;
  const slider = readSlider(carousel);
  const slide = [...chain].reverse().find(isSlide);
  const index = slide ? slider.slides.findIndex((s) => s.node === slide) : -1;
  return { sectionId, slider, selectedSlide: index >= 0 ? index : null };
}

export interface SlideFields {
  readonly id: string;
  readonly active: boolean;
  readonly image: string | null;
  readonly alt: string;
  readonly caption: string;
  readonly buttonLabel: string;
  readonly buttonHref: string;
  readonly hasButton: boolean;
}

export function slideFields(view: SliderPanelView): SlideFields[] {
  return view.slider.slides.map((slide) => ({
    id: slide.node.id,
    active: slide.active,
    image: slide.image ? (getAttr(slide.image, 'src') ?? '') : null,
    alt: slide.image ? (getAttr(slide.image, 'alt') ?? '') : '',
    caption: slideCaption(slide),
    buttonLabel: slide.button
      ? slide.button.children.map((c) => (c.kind === 'text' ? c.text : '')).join('')
      : '',
    buttonHref: slide.button ? (getAttr(slide.button, 'href') ?? '') : '',
    hasButton: slide.button !== null,
  }));
}

/** The interval in seconds as the field shows it ('' for Bootstrap's default). */
export function intervalSeconds(view: SliderPanelView): string {
  return view.slider.interval === null ? '' : String(view.slider.interval / 1000);
}

export const DEFAULT_INTERVAL_SECONDS = DEFAULT_SLIDE_INTERVAL_MS / 1000;

const target = (view: SliderPanelView) => ({
  sectionId: view.sectionId,
  carouselId: view.slider.carousel.id,
});

export function addSlideCommand(view: SliderPanelView, afterItemId?: string): SliderCommand {
  return { kind: 'slider.addItem', ...target(view), ...(afterItemId && { afterItemId }) };
}

export function moveSlideCommand(view: SliderPanelView, itemId: string, toIndex: number): SliderCommand {
  return { kind: 'slider.moveItem', ...target(view), itemId, toIndex };
}

export function removeSlideCommand(view: SliderPanelView, itemId: string): Command {
  return { kind: 'element.remove', sectionId: view.sectionId, elementId: itemId };
}

export function setSlideCommand(view: SliderPanelView, itemId: string, changes: SlideChanges): SliderCommand {
  return { kind: 'slider.setItem', ...target(view), itemId, changes };
}

export function optionsCommand(view: SliderPanelView, changes: SliderOptionChanges): SliderCommand {
  return { kind: 'slider.setOptions', ...target(view), changes };
}

/** The interval field's text as a command: seconds (a bare number, or with `s`); '' returns to the default. */
export function intervalCommand(view: SliderPanelView, raw: string): SliderCommand {
  const text = raw.trim().replace(/\s*s$/i, '');
  const seconds = text === '' ? null : Number(text);
  return optionsCommand(view, { interval: seconds === null ? null : seconds * 1000 });
}
