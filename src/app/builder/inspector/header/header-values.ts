/**
 * The Header settings dialog's table of fields (issue 20 §2 "Header dialog", spec §2 right panels):
 * the page header around the selected nav list, read from the document (never the canvas), and
 * each value the dialog offers mapped to one command. Pure.
 *
 * The header is the shipped navbars' shape (content/sections/navbar-*): a section holding
 * `header.pws-nav > nav.navbar > div.container`, the nav list inside. The bar the dialog styles is
 * the `.navbar` around the list, else the `<header>` around it; a list in neither (a footer's
 * menu) has no header.
 *
 * Sticking to the top is the section's, not the navbar's: a `sticky-top` navbar can only move
 * within its parent, and the header and the section wrapper are exactly as tall as the navbar, so
 * it would never stick. The section wrapper sits in the page's `<main>`, so `position: sticky` on
 * it (`section.setSettings`, one command) holds the whole header at the top. A header pinned by
 * Bootstrap's own classes (`sticky-top`, `fixed-top`, as imported navbars have them) reads as
 * sticking too, and turning it off removes them.
 */
import type { Command } from '../../../../commands/registry.ts';
import { findSection, type PageDocument, type SectionSettings } from '../../../../domain/document.ts';
import { type ElementNode, forEachElement, hasClass } from '../../../../domain/html-tree.ts';
import { ancestry } from '../../../../domain/tree-paths.ts';
import type { Selection } from '../../canvas/selection.ts';
import { classesOf, styleOf } from '../node-values.ts';

/** What sticking adds to the section wrapper's style; 1020 is Bootstrap's sticky layer. */
export const STICKY_STYLE: Readonly<Record<string, string>> = Object.freeze({
  position: 'sticky',
  top: '0',
  'z-index': '1020',
});

/**
 * The page's background (root-css.ts paints the body with it), given to a sticking header that has
 * no background of its own so the page does not show through it while it scrolls underneath.
 */
export const STICKY_BACKGROUND = 'var(--pw-primary-color)';

const PIN_CLASS = /^(?:sticky(?:-(?:sm|md|lg|xl|xxl))?-top|fixed-top)$/;
const CONTAINER_CLASS = /^container(?:-(?:fluid|sm|md|lg|xl|xxl))?$/;
const BACKGROUND_CLASS = /^bg-/;

/** The page header around a nav list, as the document has it. */
export interface PageHeader {
  readonly sectionId: string;
  readonly settings: SectionSettings;
  /** The `.navbar` around the list, else the `<header>` around it. */
  readonly bar: ElementNode;
  /** The bar's first `.container*`, which sets how wide its content runs; null when it has none. */
  readonly container: ElementNode | null;
  /** The outermost element from the section's top down to the bar with a Bootstrap pin class. */
  readonly pinnedBy: ElementNode | null;
}

export function pageHeader(doc: PageDocument, selection: Selection): PageHeader | null {
  const section = findSection(doc, selection.sectionId);
  if (!section) return null;
  const around = ancestry(section.nodes, selection.elementId).slice(0, -1);
  const inner = [...around].reverse();
  const bar = inner.find((node) => hasClass(node, 'navbar')) ?? inner.find((node) => node.tag === 'header');
  if (!bar) return null;
  let container: ElementNode | null = null;
  forEachElement(bar.children, (node) => {
    if (!container && classesOf(node).some((c) => CONTAINER_CLASS.test(c))) container = node;
  });
  const outer = around.slice(0, around.indexOf(bar) + 1);
  return {
    sectionId: section.section_id,
    settings: section.settings,
    bar,
    container,
    pinnedBy: outer.find((node) => classesOf(node).some((c) => PIN_CLASS.test(c))) ?? null,
  };
}

export type Shadow = 'none' | 'shadow-sm' | 'shadow' | 'shadow-lg';
export type Width = 'container' | 'full';

export const SHADOW_OPTIONS: readonly { readonly value: Shadow; readonly label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'shadow-sm', label: 'Soft' },
  { value: 'shadow', label: 'Medium' },
  { value: 'shadow-lg', label: 'Strong' },
];

export const WIDTH_OPTIONS: readonly { readonly value: Width; readonly label: string }[] = [
  { value: 'container', label: 'Centred' },
  { value: 'full', label: 'Full width' },
];

const SHADOW_CLASSES: ReadonlySet<string> = new Set(['shadow-none', 'shadow-sm', 'shadow', 'shadow-lg']);

export interface HeaderValues {
  readonly sticky: boolean;
  /** The bar's own background colour (inline), '' when it has none. */
  readonly background: string;
  /** A Bootstrap `bg-*` class on the bar, whose `!important` colour wins over the inline one. */
  readonly backgroundClass: string | null;
  readonly shadow: Shadow;
  /** Null when the bar has no container to widen. */
  readonly width: Width | null;
}

function isStuckSection(settings: SectionSettings): boolean {
  const position = settings.style.position;
  return position === 'sticky' || position === 'fixed';
}

export function headerValues(header: PageHeader): HeaderValues {
  const classes = classesOf(header.bar);
  const shadow = classes.find((c) => SHADOW_CLASSES.has(c) && c !== 'shadow-none') as Shadow | undefined;
  const container = header.container;
  return {
    sticky: isStuckSection(header.settings) || header.pinnedBy !== null,
    background: styleOf(header.bar, 'background-color'),
    backgroundClass: classes.find((c) => BACKGROUND_CLASS.test(c)) ?? null,
    shadow: shadow ?? 'none',
    width: container ? (classesOf(container).includes('container-fluid') ? 'full' : 'container') : null,
  };
}

/**
 * Sticking on: the section wrapper sticks (with the page's background when it has none). Off: the
 * wrapper's sticking goes (and the background sticking gave it), else the bar's pin classes.
 */
export function stickyCommand(header: PageHeader, on: boolean): Command | null {
  const { sectionId, settings } = header;
  if (on) {
    if (headerValues(header).sticky) return null;
    const hasBackground = Boolean(settings.background.color) || Boolean(settings.style['background-color']);
    const style = {
      ...settings.style,
      ...STICKY_STYLE,
      ...(hasBackground ? {} : { 'background-color': STICKY_BACKGROUND }),
    };
    return { kind: 'section.setSettings', sectionId, patch: { style } };
  }
  if (isStuckSection(settings)) {
    const style: Record<string, string> = { ...settings.style };
    for (const property of Object.keys(STICKY_STYLE)) delete style[property];
    if (style['background-color'] === STICKY_BACKGROUND) delete style['background-color'];
    return { kind: 'section.setSettings', sectionId, patch: { style } };
  }
  const pinned = header.pinnedBy;
  if (!pinned) return null;
  const remove = classesOf(pinned).filter((c) => PIN_CLASS.test(c));
  return { kind: 'element.setClasses', sectionId, elementId: pinned.id, add: [], remove };
}

/** The bar's background colour; '' removes it. */
export function backgroundCommand(header: PageHeader, value: string): Command {
  return {
    kind: 'style.set',
    target: { sectionId: header.sectionId, elementId: header.bar.id },
    property: 'background-color',
    value,
  };
}

export function shadowCommand(header: PageHeader, shadow: Shadow): Command | null {
  const remove = classesOf(header.bar).filter((c) => SHADOW_CLASSES.has(c) && c !== shadow);
  const add = shadow === 'none' || classesOf(header.bar).includes(shadow) ? [] : [shadow];
  if (remove.length === 0 && add.length === 0) return null;
  return { kind: 'element.setClasses', sectionId: header.sectionId, elementId: header.bar.id, add, remove };
}

/** Centred keeps the content in Bootstrap's `container`; full width makes it `container-fluid`. */
export function widthCommand(header: PageHeader, width: Width): Command | null {
  const { container } = header;
  if (!container || headerValues(header).width === width) return null;
  const remove = classesOf(container).filter((c) => CONTAINER_CLASS.test(c));
  const add = [width === 'full' ? 'container-fluid' : 'container'];
  return { kind: 'element.setClasses', sectionId: header.sectionId, elementId: container.id, add, remove };
}
