/**
 * What a link may point at (issue 20 §2 "One link picker everywhere"): an external address
 * (http, https, mailto, tel — checked), a page of this project, or a section of this page by
 * anchor. Pure: the picker dialog and the panels' `Link` fields both check addresses here.
 *
 * A page is linked as `{page_slug}.html`, page-relatively: saved pages sit side by side at
 * `{hostedBase}/{projectId}/{slug}.html` and in a zip (zip/site-links.ts), so the same href works
 * published, previewed and opened from disk. A section is linked by the `id` its top element
 * carries in the saved html (section-html.ts gives the section wrapper no id of its own); a section
 * without one is offered with an anchor made from its title, which `section.setAnchor` gives it when
 * the link is applied.
 */
import type { PageDocument, SectionState } from '../../../../domain/document.ts';
import { forEachElement, getAttr, isElement } from '../../../../domain/html-tree.ts';

export type CheckedHref =
  | { readonly ok: true; readonly href: string }
  | { readonly ok: false; readonly message: string };

export const ADDRESS_MESSAGE = 'Enter an address that starts with http://, https://, mailto: or tel:.';
export const EMPTY_ADDRESS_MESSAGE = 'Enter an address to link to.';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{2,}$/;
/** A bare domain the user meant as a web address (`example.com/path`). */
const BARE_DOMAIN = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/**
 * An external address as typed in the picker: http(s) with a host, mailto with an email,
 * tel with a number. A bare domain gets `https://`.
 */
export function checkExternalAddress(text: string): CheckedHref {
  const value = text.trim();
  if (value === '') return { ok: false, message: EMPTY_ADDRESS_MESSAGE };
  if (/\s/.test(value) && !/^tel:/i.test(value)) return { ok: false, message: ADDRESS_MESSAGE };
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    return BARE_DOMAIN.test(value)
      ? { ok: true, href: `https://${value}` }
      : { ok: false, message: ADDRESS_MESSAGE };
  }
  const rest = value.slice(scheme.length + 1);
  switch (scheme) {
    case 'http':
    case 'https':
      return isWebAddress(value) ? { ok: true, href: value } : { ok: false, message: ADDRESS_MESSAGE };
    case 'mailto':
      return EMAIL.test(rest.split('?')[0] ?? '')
        ? { ok: true, href: value }
        : { ok: false, message: ADDRESS_MESSAGE };
    case 'tel':
      return PHONE.test(rest.trim())
        ? { ok: true, href: `tel:${rest.replace(/\s+/g, '')}` }
        : { ok: false, message: ADDRESS_MESSAGE };
    default:
      return { ok: false, message: ADDRESS_MESSAGE };
  }
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

/**
 * An href typed straight into a panel's `Link` field: empty (no link), an anchor, a relative
 * address (a page file), or an external address checked as in the picker. Any other scheme
 * (`javascript:`, `data:`) and addresses with spaces are refused.
 */
export function checkHref(text: string): CheckedHref {
  const value = text.trim();
  if (value === '') return { ok: true, href: '' };
  if (SCHEME.test(value)) return checkExternalAddress(value);
  return /\s/.test(value) ? { ok: false, message: ADDRESS_MESSAGE } : { ok: true, href: value };
}

/** The href of a page of this project. */
export function pageHref(pageSlug: string): string {
  return `${pageSlug}.html`;
}

/** The anchor a section can be linked by: the id of its first top-level element, or null. */
export function sectionAnchor(section: SectionState): string | null {
  for (const node of section.nodes) {
    if (!isElement(node)) continue;
    const id = getAttr(node, 'id')?.trim();
    if (id) return id;
  }
  return null;
}

export interface SectionChoice {
  readonly sectionId: string;
  readonly label: string;
  /** The section's anchor; null when it has none yet. */
  readonly anchor: string | null;
  /** For a section without one: the anchor it gets when linked (from its title, unique on the page). */
  readonly suggested?: string;
}

/** `Pricing & plans` → `pricing-plans`; an anchor starts with a letter. */
function anchorSlug(label: string): string {
  const slug = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^[a-z]/.test(slug) ? slug : `section-${slug}`.replace(/-$/, '');
}

/** This page's sections, in order, each with its anchor or the one it would get. */
export function sectionChoices(doc: PageDocument): readonly SectionChoice[] {
  const taken = new Set<string>();
  for (const section of doc.sections)
    forEachElement(section.nodes, (node) => {
      const id = getAttr(node, 'id');
      if (id) taken.add(id);
    });
  return doc.sections.map((section) => {
    const label = section.section_title || section.section_name;
    const anchor = sectionAnchor(section);
    if (anchor !== null) return { sectionId: section.section_id, label, anchor };
    const base = anchorSlug(label);
    let suggested = base;
    for (let n = 2; taken.has(suggested); n++) suggested = `${base}-${n}`;
    taken.add(suggested);
    return { sectionId: section.section_id, label, anchor: null, suggested };
  });
}

export type LinkMode = 'external' | 'page' | 'section';

export interface LinkChoice {
  readonly mode: LinkMode;
  readonly address: string;
  readonly pageSlug: string;
  readonly anchor: string;
}

/** Which option an existing href is, so the picker opens on it. */
export function readLinkChoice(
  href: string,
  pageSlugs: readonly string[],
  anchors: readonly string[],
): LinkChoice {
  const value = href.trim();
  const none: LinkChoice = { mode: 'external', address: '', pageSlug: '', anchor: '' };
  if (value.startsWith('#') && anchors.includes(value.slice(1))) {
    return { ...none, mode: 'section', anchor: value.slice(1) };
  }
  const page = /^(?:\.\/)?([^/?#:]+)\.html$/.exec(value)?.[1];
  if (page !== undefined && pageSlugs.includes(page)) return { ...none, mode: 'page', pageSlug: page };
  return { ...none, address: value === '#' ? '' : value };
}

/** The href the chosen option produces, or the message to show when it cannot. */
export function hrefOfChoice(choice: LinkChoice): CheckedHref {
  switch (choice.mode) {
    case 'external':
      return checkExternalAddress(choice.address);
    case 'page':
      return choice.pageSlug === ''
        ? { ok: false, message: 'Choose a page.' }
        : { ok: true, href: pageHref(choice.pageSlug) };
    case 'section':
      return choice.anchor === ''
        ? { ok: false, message: 'Choose a section.' }
        : { ok: true, href: `#${choice.anchor}` };
  }
}
