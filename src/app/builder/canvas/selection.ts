/**
 * Selecting in the canvas (issue 5: Selecting and the first edits; spec §2 floating buttons
 * and the right-click menu). Pure functions over canvas DOM elements: what a click selects,
 * what kind of element it is (which panel edits it), whether it gets floating buttons, and
 * whether a right-click adds above or below. Selection is UI state, never an undo entry.
 */
import { NODE_ID_ATTR } from '../../../domain/html-tree.ts';
import { hasHoverButton } from '../../../domain/rules/images.ts';

export interface Selection {
  readonly sectionId: string;
  readonly elementId: string;
}

export type ElementKind =
  | 'heading'
  | 'text'
  | 'button'
  | 'link'
  | 'image'
  | 'icon'
  | 'list'
  | 'navList'
  | 'form'
  | 'input'
  | 'iframe'
  | 'video'
  | 'slider'
  | 'row'
  | 'column'
  | 'box';

/** The element a click on `target` selects: the nearest element with a builder id, and its section. */
export function selectionAt(target: Element | null): Selection | null {
  const element = target?.closest(`[${NODE_ID_ATTR}]`);
  const section = element?.closest('[data-section-id]');
  if (!element || !section) return null;
  if (element.closest('[data-pw-placeholder]')) return null;
  return {
    sectionId: section.getAttribute('data-section-id')!,
    elementId: element.getAttribute(NODE_ID_ATTR)!,
  };
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const TEXT = new Set([
  'p',
  'span',
  'small',
  'strong',
  'em',
  'b',
  'i',
  'blockquote',
  'li',
  'label',
  'figcaption',
  'td',
  'th',
]);

export function elementKind(element: Element): ElementKind {
  const tag = element.tagName.toLowerCase();
  const classes = element.classList;
  if (classes.contains('carousel')) return 'slider';
  if (tag === 'img' || tag === 'picture') return 'image';
  if (tag === 'i' && [...classes].some((c) => c.startsWith('fa-'))) return 'icon';
  if (tag === 'button' || classes.contains('btn')) return 'button';
  if (tag === 'a') return 'link';
  if (HEADINGS.has(tag)) return 'heading';
  if (tag === 'ul' || tag === 'ol')
    return classes.contains('navbar-nav') || classes.contains('nav') ? 'navList' : 'list';
  if (tag === 'form') return 'form';
  if (tag === 'input' || tag === 'textarea' || tag === 'select') return 'input';
  if (tag === 'iframe') return 'iframe';
  if (tag === 'video') return 'video';
  if (classes.contains('row')) return 'row';
  if ([...classes].some((c) => /^col(-|$)/.test(c))) return 'column';
  if (TEXT.has(tag)) return 'text';
  return 'box';
}

/** Spec §2: floating buttons on rows, lists, nav lists, boxes, sliders, iframes, and images over 49×49. */
export function hasFloatingButtons(kind: ElementKind, width: number, height: number): boolean {
  switch (kind) {
    case 'row':
    case 'list':
    case 'navList':
    case 'box':
    case 'slider':
    case 'iframe':
      return true;
    case 'image':
      return hasHoverButton(width, height);
    default:
      return false;
  }
}

/** The right-click menu adds above when the click is in the element's upper half, else below. */
export function addPosition(clickY: number, rect: { top: number; height: number }): 'before' | 'after' {
  return clickY < rect.top + rect.height / 2 ? 'before' : 'after';
}

/** Whether double-click (or Enter) edits the element's text in place. */
export function isTextEditable(kind: ElementKind): boolean {
  return kind === 'heading' || kind === 'text' || kind === 'button' || kind === 'link';
}
