/**
 * The Button panel's mapping (issue 20 §2 "Button: label, link, style, colours, size, radius,
 * full width"; spec §3 button styles contained / outlined / text): a button → the values its
 * fields show, and each field's value → one command. Style, size and width are Bootstrap
 * classes changed through `element.setClasses`; colours and radius are inline styles.
 *
 * Styles map to Bootstrap's `btn-{variant}`, `btn-outline-{variant}` and `btn-link`, keeping the
 * colour variant the button has. The library sections' own button classes (scripts/content:
 * `pws-btn-ghost`, `pws-btn-light`, `pws-btn-outline-light`) are read as the nearest style and
 * variant, and replaced by the Bootstrap class when the user picks a style.
 */
import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import {
  type ElementNode,
  escapeText,
  type HtmlNode,
  isElement,
  serializeNodes,
  textContent,
} from '../../../domain/html-tree.ts';
import type { ButtonStyle } from '../../../domain/style-options.ts';
import { classesOf, styleOf } from './node-values.ts';

export const BUTTON_VARIANTS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export type ButtonSize = 'sm' | 'md' | 'lg';
export const BUTTON_SIZE_CLASSES: Readonly<Record<ButtonSize, string | null>> = {
  sm: 'btn-sm',
  md: null,
  lg: 'btn-lg',
};
export const FULL_WIDTH_CLASS = 'w-100';

/** Library section classes: the style and variant each stands for. */
const SECTION_BUTTON_CLASSES: Readonly<Record<string, { style: ButtonStyle; variant: ButtonVariant }>> = {
  'pws-btn-ghost': { style: 'outlined', variant: 'dark' },
  'pws-btn-light': { style: 'contained', variant: 'light' },
  'pws-btn-outline-light': { style: 'outlined', variant: 'light' },
};

export interface ButtonValues {
  readonly label: string;
  /** '' when no style class is recognised. */
  readonly style: ButtonStyle | '';
  readonly variant: ButtonVariant;
  readonly size: ButtonSize;
  readonly background: string;
  readonly color: string;
  readonly borderColor: string;
  readonly radius: string;
  readonly fullWidth: boolean;
  /** Only an `<a>` button carries a link (a `<button>` submits its form). */
  readonly hasLink: boolean;
}

function isVariant(value: string): value is ButtonVariant {
  return (BUTTON_VARIANTS as readonly string[]).includes(value);
}

/** The style a class token marks, if any. */
function styleOfClass(token: string): { style: ButtonStyle; variant: ButtonVariant | null } | null {
  if (token === 'btn-link') return { style: 'text', variant: null };
  const section = SECTION_BUTTON_CLASSES[token];
  if (section) return section;
  const outline = /^btn-outline-(.+)$/.exec(token)?.[1];
  if (outline !== undefined && isVariant(outline)) return { style: 'outlined', variant: outline };
  const solid = /^btn-(.+)$/.exec(token)?.[1];
  if (solid !== undefined && isVariant(solid)) return { style: 'contained', variant: solid };
  return null;
}

export function readButtonValues(node: ElementNode): ButtonValues {
  const classes = classesOf(node);
  let style: ButtonStyle | '' = '';
  let variant: ButtonVariant = 'primary';
  for (const token of classes) {
    const found = styleOfClass(token);
    if (!found) continue;
    style = found.style;
    if (found.variant) variant = found.variant;
  }
  return {
    label: textContent(node.children).replace(/\s+/g, ' ').trim(),
    style,
    variant,
    size: classes.includes('btn-sm') ? 'sm' : classes.includes('btn-lg') ? 'lg' : 'md',
    background: styleOf(node, 'background-color'),
    color: styleOf(node, 'color'),
    borderColor: styleOf(node, 'border-color'),
    radius: styleOf(node, 'border-radius'),
    fullWidth: classes.includes(FULL_WIDTH_CLASS),
    hasLink: node.tag === 'a',
  };
}

/** The Bootstrap class for a style in a variant. */
export function styleClass(style: ButtonStyle, variant: ButtonVariant): string {
  if (style === 'text') return 'btn-link';
  return style === 'outlined' ? `btn-outline-${variant}` : `btn-${variant}`;
}

export function buttonStyleCommand(target: ElementTarget, node: ElementNode, style: ButtonStyle): Command {
  const { variant } = readButtonValues(node);
  const remove = classesOf(node).filter((token) => styleOfClass(token) !== null);
  return { kind: 'element.setClasses', ...target, remove, add: ['btn', styleClass(style, variant)] };
}

export function buttonSizeCommand(target: ElementTarget, size: ButtonSize): Command {
  const add = BUTTON_SIZE_CLASSES[size];
  return { kind: 'element.setClasses', ...target, remove: ['btn-sm', 'btn-lg'], add: add ? [add] : [] };
}

export function fullWidthCommand(target: ElementTarget, on: boolean): Command {
  return {
    kind: 'element.setClasses',
    ...target,
    remove: on ? [] : [FULL_WIDTH_CLASS],
    add: on ? [FULL_WIDTH_CLASS] : [],
  };
}

/**
 * The label: plain text when the button holds only text; otherwise the icons stay where they
 * are (those before the words before the new label, the rest after it), so renaming "Our story →"
 * keeps its arrow.
 */
export function labelCommand(target: ElementTarget, node: ElementNode, label: string): Command {
  const elements = node.children.filter(
    (child): child is ElementNode => isElement(child) && child.tag !== 'br',
  );
  if (elements.length === 0) return { kind: 'element.setText', ...target, text: label };
  const firstWords = node.children.findIndex((child) => child.kind === 'text' && child.text.trim() !== '');
  const before: HtmlNode[] = [];
  const after: HtmlNode[] = [];
  node.children.forEach((child, index) => {
    if (!isElement(child) || child.tag === 'br') return;
    (firstWords !== -1 && index < firstWords ? before : after).push(child);
  });
  const parts = [serializeNodes(before), escapeText(label), serializeNodes(after)].filter(
    (part) => part !== '',
  );
  return { kind: 'element.setRichText', ...target, html: parts.join(' ') };
}
