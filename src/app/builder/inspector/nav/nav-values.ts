/**
 * The navigation panel's table of fields (issue 20 §2 Nav list; spec §9 navbar logo height 60 px):
 * the selected `ul.navbar-nav` / `ul.nav` as menu items (label and link), and the header around it
 * as the shipped navbars build it (content/sections/navbar-*): a `nav.navbar` whose
 * `navbar-expand-*` class is where the menu folds into the toggler, and one or two
 * `a.navbar-brand` (the centred navbar has a phone and a desktop copy) holding an icon mark and
 * the name, or a logo image. Menu colours are the theme's `menu_color` and `menu_hover_color`
 * (projections/root-css.ts styles `.navbar .nav-link` with them). Pure.
 */
import type { Command } from '../../../../commands/registry.ts';
import { findSection, type PageDocument } from '../../../../domain/document.ts';
import {
  type ElementNode,
  escapeAttribute,
  getAttr,
  type HtmlNode,
  hasClass,
  serializeNodes,
} from '../../../../domain/html-tree.ts';
import { DEFAULT_ROOT_VALUES, type RootKey } from '../../../../domain/root-values.ts';
import { ancestry } from '../../../../domain/tree-paths.ts';
import type { Selection } from '../../canvas/selection.ts';
import { itemNodes, itemText, type ListItem } from '../list/list-items.ts';
import { classesOf, styleOf } from '../node-values.ts';
import type { LinkValue } from '../types.ts';

/** Spec §9. */
export const NAV_LOGO_HEIGHT = '60px';

export interface NavItem extends ListItem {
  /** The item's `<a>`, whose link the item edits; null for an item without one. */
  readonly linkId: string | null;
  readonly link: LinkValue;
}

function firstElement(nodes: readonly HtmlNode[], test: (node: ElementNode) => boolean): ElementNode | null {
  for (const node of nodes) {
    if (node.kind !== 'element') continue;
    if (test(node)) return node;
    const found = firstElement(node.children, test);
    if (found) return found;
  }
  return null;
}

function allElements(nodes: readonly HtmlNode[], test: (node: ElementNode) => boolean): ElementNode[] {
  const found: ElementNode[] = [];
  for (const node of nodes) {
    if (node.kind !== 'element') continue;
    if (test(node)) found.push(node);
    else found.push(...allElements(node.children, test));
  }
  return found;
}

export function linkValueOf(anchor: ElementNode): LinkValue {
  const eventId = getAttr(anchor, 'data-event-id');
  return {
    href: getAttr(anchor, 'href') ?? '',
    openInNewTab: getAttr(anchor, 'target') === '_blank',
    ...(eventId ? { eventId } : {}),
  };
}

export function navItems(list: ElementNode): NavItem[] {
  return itemNodes(list).map((item) => {
    const anchor = firstElement(item.children, (node) => node.tag === 'a');
    return {
      id: item.id,
      text: itemText(item),
      linkId: anchor?.id ?? null,
      link: anchor ? linkValueOf(anchor) : { href: '', openInNewTab: false },
    };
  });
}

/** The link the picker chose, on the item's `<a>`. */
export function navLinkCommand(sectionId: string, item: NavItem, link: LinkValue): Command | null {
  if (!item.linkId) return null;
  return {
    kind: 'element.setLink',
    sectionId,
    elementId: item.linkId,
    href: link.href,
    openInNewTab: link.openInNewTab,
    ...(link.eventId ? { eventId: link.eventId } : {}),
  };
}

/** The header around a nav list: its navbar and brands, found in the document (never the canvas). */
export interface NavHeader {
  readonly sectionId: string;
  /** The `nav.navbar` holding the list, if any. */
  readonly navbar: ElementNode | null;
  readonly brands: readonly ElementNode[];
  /** Whether the navbar folds into a toggler button at all (the minimal navbar has none). */
  readonly hasToggler: boolean;
}

export function navHeader(doc: PageDocument, selection: Selection): NavHeader | null {
  const section = findSection(doc, selection.sectionId);
  if (!section) return null;
  const chain = ancestry(section.nodes, selection.elementId);
  const navbar = [...chain].reverse().find((node) => node.tag === 'nav' || hasClass(node, 'navbar')) ?? null;
  const scope = navbar ? navbar.children : section.nodes;
  return {
    sectionId: section.section_id,
    navbar,
    brands: allElements(scope, (node) => hasClass(node, 'navbar-brand')),
    hasToggler: firstElement(scope, (node) => hasClass(node, 'navbar-toggler')) !== null,
  };
}

// --- Logo -------------------------------------------------------------------------------------

export function logoOf(brand: ElementNode): ElementNode | null {
  return firstElement(brand.children, (node) => node.tag === 'img');
}

/** The brand's name as its `pws-brand-name` (or its words) say it, for the logo's alt text. */
function brandName(brand: ElementNode): string {
  const name = firstElement(brand.children, (node) => hasClass(node, 'pws-brand-name')) ?? brand;
  return itemText(name).text;
}

export interface LogoValues {
  /** The first brand's logo address, '' when the brands show an icon mark instead. */
  readonly src: string;
  readonly height: string;
}

export function logoValues(header: NavHeader): LogoValues {
  const logo = header.brands.map(logoOf).find((img) => img !== null);
  return { src: logo ? (getAttr(logo, 'src') ?? '') : '', height: logo ? styleOf(logo, 'height') : '' };
}

/**
 * A new logo on every brand of the header, 60 px high. A brand with an image gets the new address
 * (and the height, when it has none); a brand with an icon mark has the mark replaced by the image,
 * its name kept, in one command.
 */
export function logoCommands(header: NavHeader, src: string): Command[] {
  const { sectionId } = header;
  const commands: Command[] = [];
  for (const brand of header.brands) {
    const logo = logoOf(brand);
    if (logo) {
      commands.push({ kind: 'element.dropImage', sectionId, elementId: logo.id, src });
      if (styleOf(logo, 'height') !== NAV_LOGO_HEIGHT) {
        commands.push({
          kind: 'style.set',
          target: { sectionId, elementId: logo.id },
          property: 'height',
          value: NAV_LOGO_HEIGHT,
        });
      }
      continue;
    }
    const alt = `${brandName(brand)} logo`.trim();
    const image = `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}" class="pws-brand-logo" style="height: ${NAV_LOGO_HEIGHT}; width: auto;">`;
    const kept = brand.children.filter(
      (child) => !(child.kind === 'element' && hasClass(child, 'pws-brand-mark')),
    );
    commands.push({
      kind: 'element.setRichText',
      sectionId,
      elementId: brand.id,
      html: image + serializeNodes(kept),
    });
  }
  return commands;
}

// --- Mobile menu ------------------------------------------------------------------------------

export type Collapse = 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'never' | 'always';

export const COLLAPSE_OPTIONS: readonly { readonly value: Collapse; readonly label: string }[] = [
  { value: 'sm', label: 'Phones (below 576 px)' },
  { value: 'md', label: 'Phones and small tablets (below 768 px)' },
  { value: 'lg', label: 'Phones and tablets (below 992 px)' },
  { value: 'xl', label: 'Below 1200 px' },
  { value: 'xxl', label: 'Below 1400 px' },
  { value: 'always', label: 'Always (menu button on every screen)' },
  { value: 'never', label: 'Never (always the full menu)' },
];

const EXPAND = /^navbar-expand(?:-(sm|md|lg|xl|xxl))?$/;

/** Where the navbar folds its menu into the toggler, read from its `navbar-expand-*` class. */
export function collapseOf(navbar: ElementNode): Collapse {
  const token = classesOf(navbar).find((c) => EXPAND.test(c));
  if (!token) return 'always';
  return (EXPAND.exec(token)![1] as Collapse | undefined) ?? 'never';
}

export function collapseCommand(sectionId: string, navbar: ElementNode, collapse: Collapse): Command | null {
  const remove = classesOf(navbar).filter((c) => EXPAND.test(c));
  const add =
    collapse === 'always' ? [] : [collapse === 'never' ? 'navbar-expand' : `navbar-expand-${collapse}`];
  if (remove.length === add.length && remove.every((c) => add.includes(c))) return null;
  return { kind: 'element.setClasses', sectionId, elementId: navbar.id, add, remove };
}

// --- Menu colours -----------------------------------------------------------------------------

export const MENU_COLOURS: readonly { readonly key: RootKey; readonly label: string }[] = [
  { key: 'menu_color', label: 'Menu colour' },
  { key: 'menu_hover_color', label: 'Menu hover colour' },
];

/** A theme value is never empty (the menu would lose its colour): clearing the field restores the default. */
export function menuColourCommand(key: RootKey, value: string): Command {
  return { kind: 'theme.setValue', key, value: value.trim() || DEFAULT_ROOT_VALUES[key] };
}
