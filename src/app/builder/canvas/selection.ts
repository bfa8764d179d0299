/**
 * Selecting in the canvas (issue 5: Selecting and the first edits; spec §2 floating buttons
 * and the right-click menu). Pure functions over canvas DOM elements: what a click selects,
 * what kind of element it is (which panel edits it), whether it gets floating buttons, and
 * whether a right-click adds above or below. Selection is UI state, never an undo entry.
 */
import { NODE_ID_ATTR } from '../../../domain/html-tree.ts';
import { PLACEHOLDER_ATTR } from '../../../domain/placeholder.ts';
import { CALENDAR_ATTR } from '../../../domain/rules/event-link.ts';
import { hasHoverButton } from '../../../domain/rules/images.ts';
import { BOOK_A_CALL_CLASS } from '../../../domain/rules/links.ts';
import { PAYMENT_ATTR, PLAN_ATTR } from '../inspector/buy-button-fields.ts';
import { CANVAS_ROOT_ID } from './canvas-document.ts';

export interface Selection {
  readonly sectionId: string;
  readonly elementId: string;
}

export type ElementKind =
  | 'heading'
  | 'text'
  | 'button'
  /** A button carrying a payment plan (Payment Button, a plan card's button): Buy button settings. */
  | 'buyButton'
  /** A booking link (the Calender Button, a book-a-call link): Event settings. */
  | 'event'
  /** A pricing card (`.pw-plan-card`) showing one of the project's payment plans. */
  | 'planCard'
  /** A pricing table (`.pw-plans`): which of the project's plans its cards show (Plan settings). */
  | 'plans'
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
  | 'box'
  /** The section itself: its first top-level element selected (the Section settings panel). */
  | 'section';

/** The element a click on `target` selects: the nearest element with a builder id, and its section. */
export function selectionAt(target: Element | null): Selection | null {
  const element = target?.closest(`[${NODE_ID_ATTR}]`);
  const section = element?.closest('[data-section-id]');
  if (!element || !section) return null;
  if (element.closest(`[${PLACEHOLDER_ATTR}]`)) return null;
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

/** What kind of element a tag with these classes is (which panel edits it). Pure: used on canvas elements and document nodes alike. */
export function kindOf(tagName: string, classList: readonly string[]): ElementKind {
  const tag = tagName.toLowerCase();
  const classes = new Set(classList);
  // A slide, and the slides' box, open the slider's panel (the slide marked), as a column opens its row's.
  if (classes.has('carousel') || classes.has('carousel-item') || classes.has('carousel-inner'))
    return 'slider';
  if (classes.has('pw-plan-card')) return 'planCard';
  if (classes.has('pw-plans')) return 'plans';
  if (tag === 'img' || tag === 'picture') return 'image';
  if (tag === 'i' && classList.some((c) => c.startsWith('fa-'))) return 'icon';
  if (tag === 'button' || classes.has('btn')) return 'button';
  if (tag === 'a') return 'link';
  if (HEADINGS.has(tag)) return 'heading';
  if (tag === 'ul' || tag === 'ol')
    return classes.has('navbar-nav') || classes.has('nav') ? 'navList' : 'list';
  if (tag === 'form') return 'form';
  if (tag === 'input' || tag === 'textarea' || tag === 'select') return 'input';
  if (tag === 'iframe') return 'iframe';
  if (tag === 'video') return 'video';
  if (classes.has('row')) return 'row';
  if (classList.some((c) => /^col(-|$)/.test(c))) return 'column';
  if (TEXT.has(tag)) return 'text';
  return 'box';
}

export function elementKind(element: Element): ElementKind {
  return kindOf(element.tagName, [...element.classList]);
}

/** Spec §2: floating buttons on rows, lists, nav lists, boxes, sliders, iframes, and images over 49×49. */
export function hasFloatingButtons(kind: ElementKind, width: number, height: number): boolean {
  switch (kind) {
    case 'row':
    case 'plans':
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

/** Inline tags a double-click climbs out of, to edit the text block around them. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'mark',
  'small',
  'span',
  'strong',
  's',
  'sub',
  'sup',
  'u',
]);

function nearestBuilderElement(element: Element | null | undefined): Element | null {
  return element?.closest(`[${NODE_ID_ATTR}]`) ?? null;
}

function isInPage(element: Element): boolean {
  return element.closest('[data-section-id]') !== null && element.closest(`[${PLACEHOLDER_ATTR}]`) === null;
}

/**
 * The block a double-click (or Enter) edits: the nearest text-editable element, climbing out
 * of inline wrappers (a bold word, a link, an icon) into the heading, paragraph or list item
 * that holds them. A button is a block of its own: its label is edited, not the paragraph
 * around it. Null when the target holds no editable text.
 */
export function textBlockAt(target: Element | null): Element | null {
  let element: Element | null = nearestBuilderElement(target);
  if (!element || !isInPage(element)) return null;
  while (INLINE_TAGS.has(element.tagName.toLowerCase()) && elementKind(element) !== 'button') {
    const parent: Element | null = element.parentElement;
    if (!parent?.hasAttribute(NODE_ID_ATTR) || !isTextEditable(elementKind(parent))) break;
    element = parent;
  }
  return isTextEditable(elementKind(element)) ? element : null;
}

/** The size `hasFloatingButtons` is given for a kind whose buttons do not depend on it. */
const UNMEASURED = { width: 0, height: 0 } as const;

/** The element whose floating buttons show while the pointer is over `target`: the nearest that has them. */
export function floatingTargetAt(target: Element | null): Element | null {
  for (
    let element = nearestBuilderElement(target);
    element;
    element = nearestBuilderElement(element.parentElement)
  ) {
    if (!isInPage(element)) return null;
    const kind = elementKind(element);
    // Only an image's buttons depend on its size. Measuring every element on the way forced the
    // canvas's layout in each render of the overlays, right after a command had changed the page,
    // and the frame laid it out again.
    const { width, height } = kind === 'image' ? element.getBoundingClientRect() : UNMEASURED;
    if (hasFloatingButtons(kind, width, height)) return element;
  }
  return null;
}

const KIND_LABELS: Readonly<Record<ElementKind, string>> = {
  heading: 'Heading',
  text: 'Text',
  button: 'Button',
  buyButton: 'Buy button',
  event: 'Calendar button',
  planCard: 'Plan card',
  plans: 'Pricing table',
  link: 'Link',
  image: 'Image',
  icon: 'Icon',
  list: 'List',
  navList: 'Nav list',
  form: 'Form',
  input: 'Input',
  iframe: 'I-Frame',
  video: 'Video',
  slider: 'Slider',
  row: 'Row',
  column: 'Column',
  box: 'Box',
  section: 'Section',
};

/**
 * Buttons and links that are a palette block of their own are named as the palette names the block
 * (spec §2, its spelling: "Calender Button"), the other marked ones by what they do. First match wins.
 */
const MARKED_LABELS: readonly (readonly [test: (element: Element) => boolean, label: string])[] = [
  [(element) => element.hasAttribute(CALENDAR_ATTR), 'Calender Button'],
  [(element) => element.hasAttribute(PAYMENT_ATTR), 'Payment Button'],
  [(element) => element.hasAttribute(PLAN_ATTR), KIND_LABELS.buyButton],
  [(element) => element.classList.contains(BOOK_A_CALL_CLASS), 'Booking link'],
];

/** The element's name on its selection badge and in its buttons' names ("Heading 2", "Image", "Calender Button"). */
export function elementLabel(element: Element): string {
  const kind = elementKind(element);
  if (kind === 'button' || kind === 'link') {
    const marked = MARKED_LABELS.find(([test]) => test(element));
    if (marked) return marked[1];
  }
  const level = /^h([1-6])$/.exec(element.tagName.toLowerCase())?.[1];
  return kind === 'heading' && level ? `Heading ${level}` : KIND_LABELS[kind];
}

/** The page element with builder id `id` in the canvas document, or null. */
export function elementById(
  documentRef: Document | null | undefined,
  id: string | null | undefined,
): Element | null {
  if (!documentRef || !id) return null;
  return (
    documentRef.getElementById(CANVAS_ROOT_ID)?.querySelector(`[${NODE_ID_ATTR}="${CSS.escape(id)}"]`) ?? null
  );
}
