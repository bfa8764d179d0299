/**
 * Font Awesome 6.6 class tokens on an icon element (issue 20 §2 Icon; spec §9 Font Awesome 6.6.0):
 * which tokens name the icon's style and glyph, and the `element.setClasses` that swaps them for a
 * picked icon while keeping every other class (sizes such as `fa-2x`, animations, spacing
 * utilities). Pure; shared by the icon panel and the list panel's icon bullets.
 */
import type { Command } from '../../../../commands/registry.ts';
import type { Selection } from '../../canvas/selection.ts';

export type IconStyle = 'solid' | 'regular' | 'brands';

export interface IconRef {
  readonly name: string;
  readonly style: IconStyle;
}

export const ICON_STYLES: readonly IconStyle[] = ['solid', 'regular', 'brands'];

const STYLE_CLASS: Readonly<Record<IconStyle, string>> = {
  solid: 'fa-solid',
  regular: 'fa-regular',
  brands: 'fa-brands',
};

/** Every token that sets the style, with the Font Awesome 5 short forms (`fa` alone meant solid). */
const STYLE_TOKENS: Readonly<Record<string, IconStyle>> = {
  'fa-solid': 'solid',
  fas: 'solid',
  fa: 'solid',
  'fa-regular': 'regular',
  far: 'regular',
  'fa-brands': 'brands',
  fab: 'brands',
};

/**
 * The `fa-*` tokens that are not glyphs: sizes, animations, transforms, stacking, list and
 * screen-reader helpers, and family/style names (the list of all.css 6.6.0 minus its icons; a test
 * keeps them in step).
 */
const MODIFIER =
  /^fa-(?:\d+x|2xs|xs|sm|lg|xl|2xl|fw|ul|li|border|inverse|pull-(?:left|right|start|end)|spin(?:-pulse|-reverse)?|pulse|beat(?:-fade)?|bounce|fade|shake|flip(?:-horizontal|-vertical|-both)?|rotate-(?:90|180|270|by)|stack(?:-1x|-2x)?|sr-only(?:-focusable)?|width-auto|solid|regular|brands|light|thin|duotone|classic|sharp(?:-solid|-regular|-light|-thin)?)$/;

export function isStyleToken(token: string): boolean {
  return Object.hasOwn(STYLE_TOKENS, token);
}

/** Whether a class token names a glyph (`fa-rocket`), not a style or a modifier. */
export function isGlyphToken(token: string): boolean {
  return token.startsWith('fa-') && !isStyleToken(token) && !MODIFIER.test(token);
}

export function styleClass(style: IconStyle): string {
  return STYLE_CLASS[style];
}

/** The icon an element's classes show, or null when they name no glyph. Without a style token it is solid. */
export function iconOf(classes: readonly string[]): IconRef | null {
  const glyph = classes.find(isGlyphToken);
  if (!glyph) return null;
  const styleToken = classes.find(isStyleToken);
  return { name: glyph.slice(3), style: styleToken ? STYLE_TOKENS[styleToken]! : 'solid' };
}

/** The tokens to remove and add so `classes` show `icon` instead: old style and glyph out, new ones in. */
export function iconSwap(
  classes: readonly string[],
  icon: IconRef,
): { readonly remove: readonly string[]; readonly add: readonly string[] } {
  const wanted = [STYLE_CLASS[icon.style], `fa-${icon.name}`];
  const remove = classes.filter(
    (token) => (isStyleToken(token) || isGlyphToken(token)) && !wanted.includes(token),
  );
  const add = wanted.filter((token) => !classes.includes(token));
  return { remove, add };
}

/** The command that makes the element show `icon`, or null when it already does. */
export function setIconCommand(
  target: Selection,
  classes: readonly string[],
  icon: IconRef,
): Extract<Command, { kind: 'element.setClasses' }> | null {
  const { remove, add } = iconSwap(classes, icon);
  if (remove.length === 0 && add.length === 0) return null;
  return {
    kind: 'element.setClasses',
    sectionId: target.sectionId,
    elementId: target.elementId,
    add,
    remove,
  };
}
