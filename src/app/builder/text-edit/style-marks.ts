/**
 * The toolbar's style marks (issue 20 §3; spec §2 inline toolbar: font size, font family, colour):
 * a piece of text wrapped in `<span style="font-size: 24px;">`, one CSS property per span, so what
 * the editor commits is ordinary inline html the saved page shows without any builder code.
 *
 * Pure. A span is read as a style mark only when it carries exactly one attribute, `style`, with
 * exactly one declaration of one of these properties; any other span stays a generic `inline`
 * mark (schema.ts). That keeps the mapping exact both ways: a style mark is written back as the
 * very span it is read from.
 */
import type { Attr } from '../../../domain/html-tree.ts';
import { parseStyle, serializeStyle } from '../../../domain/inline-style.ts';

/** Style mark name → the CSS property its span sets. */
export const STYLE_MARK_PROPERTIES = {
  fontSize: 'font-size',
  fontFamily: 'font-family',
  color: 'color',
} as const;

export type StyleMark = keyof typeof STYLE_MARK_PROPERTIES;

export const STYLE_MARKS = Object.keys(STYLE_MARK_PROPERTIES) as StyleMark[];

export function isStyleMark(name: string): name is StyleMark {
  return Object.hasOwn(STYLE_MARK_PROPERTIES, name);
}

/** The style mark a `<span>` with these attributes is, or null when it is some other span. */
export function readStyleSpan(
  tag: string,
  attrs: readonly Attr[],
): { readonly mark: StyleMark; readonly value: string } | null {
  if (tag !== 'span' || attrs.length !== 1 || attrs[0]![0] !== 'style') return null;
  const declarations = parseStyle(attrs[0]![1]);
  if (declarations.length !== 1) return null;
  const [property, value] = declarations[0]!;
  const mark = STYLE_MARKS.find((name) => STYLE_MARK_PROPERTIES[name] === property);
  return mark ? { mark, value } : null;
}

/** The attributes of the span a style mark is written as. */
export function styleSpanAttrs(mark: StyleMark, value: string): readonly Attr[] {
  return [['style', serializeStyle([[STYLE_MARK_PROPERTIES[mark], value]])]];
}
