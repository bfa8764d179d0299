/**
 * Element family (spec §4 Element removal, Drag and drop; §5 text, link and image rules):
 * insert a library element where dropped (wrapped in a new row when the drop target spans
 * three columns or more), remove (carousel and placeholder rules), duplicate, set the
 * editable attributes, set plain or rich text, set a link, drop a gallery image on an image.
 *
 * Emits only `element.childrenSpliced` and `element.attributesChanged` (element-events.ts).
 * Elements named or classed `not-editable`, or flagged disabled, are ignored: a command on
 * them succeeds with no events, so nothing enters history.
 */
import { findSection, type PageDocument, type SectionState } from '../domain/document.ts';
import { embedAddress } from '../domain/embed-url.ts';
import {
  cloneWithNewIds,
  type ElementNode,
  getAttr,
  type HtmlNode,
  isElement,
  isRawTextElement,
  isVoidElement,
  parseHtml,
  serializeNodes,
  setAttr,
  withClass,
} from '../domain/html-tree.ts';
import { nodeId } from '../domain/ids.ts';
import { setStyleProperty } from '../domain/inline-style.ts';
import { MESSAGES } from '../domain/messages.ts';
import { isEffectivelyEmpty, isPlaceholder, PLACEHOLDER_HTML } from '../domain/placeholder.ts';
import { err, ok, type Result } from '../domain/result.ts';
import { shouldWrapInRow } from '../domain/rules/columns.ts';
import { isEditableElement } from '../domain/rules/editable.ts';
import { linkAttributes } from '../domain/rules/links.ts';
import { normalizeSavedRichText } from '../domain/rules/rich-text.ts';
import { type Located, locate } from '../domain/tree-paths.ts';
import {
  attributesChange,
  carouselItemDuplication,
  carouselItemRemoval,
  isCarouselItem,
  removeNode,
} from './carousel.ts';
import { childrenSpliced, type ElementEvent } from './element-events.ts';
import { regenerateHtmlIds } from './html-ids.ts';
import { type CommandContext, type CommandError, commandError, type Decide } from './types.ts';

/** The editable attributes of spec §3 other than `text` (which has its own command). */
export type EditableAttribute =
  | 'href'
  | 'src'
  | 'alt'
  | 'width'
  | 'height'
  | 'imageName'
  | 'imageType'
  /** The payment plan a buy button sells (issue 25): the publish wires it to a Stripe checkout. */
  | 'plan';

/** Attributes spec names in camelCase are stored as data attributes in the page. */
const ATTRIBUTE_NAMES: Readonly<Record<EditableAttribute, string>> = {
  href: 'href',
  src: 'src',
  alt: 'alt',
  width: 'width',
  height: 'height',
  imageName: 'data-image-name',
  imageType: 'data-image-type',
  plan: 'data-pw-plan',
};

export type ElementTarget = { readonly sectionId: string; readonly elementId: string };

export type ElementCommand =
  | {
      readonly kind: 'element.insert';
      readonly sectionId: string;
      readonly targetId: string;
      readonly position: 'before' | 'after' | 'inside';
      readonly html: string;
      /** Width of the drop target in grid columns (columns.ts); ≥ 3 wraps the element in a row. */
      readonly columns?: number;
    }
  | ({ readonly kind: 'element.remove' } & ElementTarget)
  | ({ readonly kind: 'element.duplicate' } & ElementTarget)
  | ({
      readonly kind: 'element.setAttributes';
      readonly attributes: Partial<Record<EditableAttribute, string | null>>;
    } & ElementTarget)
  | ({ readonly kind: 'element.setText'; readonly text: string } & ElementTarget)
  | ({ readonly kind: 'element.setRichText'; readonly html: string } & ElementTarget)
  | ({
      readonly kind: 'element.setLink';
      readonly href: string;
      readonly openInNewTab: boolean;
      readonly eventId?: string;
    } & ElementTarget)
  | ({ readonly kind: 'element.dropImage'; readonly src: string } & ElementTarget)
  | ({
      readonly kind: 'element.setClasses';
      readonly add: readonly string[];
      readonly remove: readonly string[];
    } & ElementTarget)
  | ({ readonly kind: 'element.move'; readonly direction: 'up' | 'down' } & ElementTarget)
  | ({ readonly kind: 'element.setEmbed'; readonly url: string } & ElementTarget);

const noSection = commandError('no_section', MESSAGES.noSectionSelected);
const noElement = commandError('no_element', MESSAGES.noElementSelected);

type Spliced = Extract<ElementEvent, { type: 'element.childrenSpliced' }>;

type Found = { readonly section: SectionState; readonly target: Located };

function find(doc: PageDocument, target: ElementTarget): Result<Found, CommandError> {
  const section = findSection(doc, target.sectionId);
  if (!section) return err(noSection);
  const located = locate(section.nodes, target.elementId);
  if (!located) return err(noElement);
  return ok({ section, target: located });
}

/** Void elements have no text; script and style text is code, not copy. */
function hasEditableText(node: ElementNode): boolean {
  return !isVoidElement(node.tag) && !isRawTextElement(node.tag);
}

/** Spec §5: elements named or classed not-editable, or flagged disabled, are ignored for editing. */
export function isEditableNode(node: ElementNode): boolean {
  return isEditableElement({
    name: getAttr(node, 'name'),
    className: getAttr(node, 'class'),
    disabled: getAttr(node, 'disabled') !== undefined || getAttr(node, 'data-disabled') === 'true',
  });
}

export const decideElement: Decide<ElementCommand, ElementEvent> = (doc, command, ctx) => {
  if (command.kind === 'element.insert') return decideInsert(doc, command, ctx);
  const found = find(doc, command);
  if (!found.ok) return found;
  const { section, target } = found.value;
  const node = target.node;
  const sectionId = section.section_id;
  if (!isEditableNode(node) && command.kind !== 'element.remove') return ok([]);

  switch (command.kind) {
    case 'element.remove':
      return ok(decideRemove(section, target, ctx));
    case 'element.duplicate': {
      const copy = cloneWithNewIds(node, () => nodeId(ctx.ids)) as ElementNode;
      let [renamed] = regenerateHtmlIds([copy], ctx.ids) as [ElementNode];
      if (!isCarouselItem(renamed))
        return ok([splice(sectionId, target, target.path.at(-1)! + 1, [], [renamed])]);
      renamed = { ...renamed, attrs: withClass(renamed.attrs, 'active', false) };
      return ok([
        splice(sectionId, target, target.path.at(-1)! + 1, [], [renamed]),
        ...carouselItemDuplication(section.nodes, sectionId, node, () => nodeId(ctx.ids)),
      ]);
    }
    case 'element.setAttributes': {
      let attrs = node.attrs;
      for (const [key, value] of Object.entries(command.attributes) as [EditableAttribute, string | null][]) {
        attrs = setAttr(attrs, ATTRIBUTE_NAMES[key], value);
      }
      return ok(attrs === node.attrs ? [] : [attributesChange(sectionId, node, attrs)]);
    }
    case 'element.setText': {
      if (!hasEditableText(node)) return err(commandError('not_text', 'This element has no text to edit.'));
      return ok([replaceChildren(sectionId, node, textWithBreaks(command.text, ctx))]);
    }
    case 'element.setRichText': {
      if (!hasEditableText(node)) return err(commandError('not_text', 'This element has no text to edit.'));
      const html = normalizeSavedRichText(command.html);
      return ok([
        replaceChildren(
          sectionId,
          node,
          parseHtml(html, () => nodeId(ctx.ids)),
        ),
      ]);
    }
    case 'element.setLink':
      if (node.tag === 'img') return ok(decideImageLink(section, target, command, ctx));
      return ok(linkChange(sectionId, node, command));
    case 'element.dropImage': {
      if (node.tag !== 'img') return err(commandError('not_image', 'Drop the image on an image.'));
      let attrs = setAttr(node.attrs, 'src', command.src);
      if ((getAttr(node, 'alt') ?? '').trim() === '') attrs = setAttr(attrs, 'alt', 'Image');
      return ok(attrs === node.attrs ? [] : [attributesChange(sectionId, node, attrs)]);
    }
    case 'element.setClasses': {
      const tokens = [...command.add, ...command.remove];
      if (tokens.some((token) => !CLASS_TOKEN.test(token)))
        return err(commandError('invalid_class', 'That is not a valid class name.'));
      const removing = new Set(command.remove);
      const kept = (getAttr(node, 'class') ?? '').split(/\s+/).filter((c) => c !== '' && !removing.has(c));
      for (const token of command.add) if (!kept.includes(token)) kept.push(token);
      const attrs = setAttr(node.attrs, 'class', kept.length > 0 ? kept.join(' ') : null);
      return ok(attrs === node.attrs ? [] : [attributesChange(sectionId, node, attrs)]);
    }
    case 'element.move':
      return ok(decideMove(section, target, command.direction));
    case 'element.setEmbed': {
      if (node.tag !== 'iframe')
        return err(commandError('not_embed', 'Select an I-Frame to set its address.'));
      const embed = embedAddress(command.url);
      if (!embed.ok) return err(commandError('invalid_url', embed.error));
      let attrs = setAttr(node.attrs, 'src', embed.value.src);
      if (embed.value.video) {
        let style = getAttr(node, 'style');
        for (const [property, value] of VIDEO_FRAME_STYLE) style = setStyleProperty(style, property, value);
        attrs = setAttr(attrs, 'style', style ?? null);
      }
      return ok(attrs === node.attrs ? [] : [attributesChange(sectionId, node, attrs)]);
    }
  }
};

/**
 * What the builder selects after an insert: the block, or the one element a wrapper holds with
 * nothing beside it (the iframe inside a 16:9 box, the icon inside its centring div), so the panel
 * that opens is the one that edits what was added.
 */
function selectableBlock(block: ElementNode | undefined): ElementNode | undefined {
  let current = block;
  while (current) {
    const meaningful = current.children.filter((child) => child.kind !== 'text' || child.text.trim() !== '');
    const only = meaningful.length === 1 ? meaningful[0] : undefined;
    if (!isElement(only) || only.kind !== 'element') return current;
    current = only;
  }
  return current;
}

/** A class token as HTML and our serialiser keep it: no spaces, quotes or markup. */
const CLASS_TOKEN = /^-?[A-Za-z_][A-Za-z0-9_:-]*$/;

/** Spec §9: videos auto-size at 16:9 to the width they are given. */
const VIDEO_FRAME_STYLE: readonly (readonly [string, string])[] = [
  ['width', '100%'],
  ['height', 'auto'],
  ['aspect-ratio', '16 / 9'],
];

/**
 * An element swaps places with its previous or next element sibling (text between them stays
 * where it is), as one splice of the range from one to the other. At either end nothing moves.
 */
function decideMove(
  section: SectionState,
  target: Located,
  direction: 'up' | 'down',
): readonly ElementEvent[] {
  const siblings = target.parent ? target.parent.children : section.nodes;
  const index = target.path.at(-1)!;
  const step = direction === 'up' ? -1 : 1;
  let other = index + step;
  while (other >= 0 && other < siblings.length && siblings[other]!.kind !== 'element') other += step;
  if (other < 0 || other >= siblings.length) return [];
  const from = Math.min(index, other);
  const to = Math.max(index, other);
  const removed = siblings.slice(from, to + 1);
  const inserted = [removed.at(-1)!, ...removed.slice(1, -1), removed[0]!];
  return [childSplice(section.section_id, target.parent?.id ?? null, from, removed, inserted)];
}

/**
 * A link on an image (issue 20: the image panel's link) lives on the `<a>` around it: set on the
 * one that holds only this image, or on a new one wrapped around it. An empty address on an
 * image with no link changes nothing.
 */
function decideImageLink(
  section: SectionState,
  target: Located,
  command: Extract<ElementCommand, { kind: 'element.setLink' }>,
  ctx: CommandContext,
): readonly ElementEvent[] {
  const parent = target.parent;
  const onlyChild = parent?.children.filter((child) => child.kind !== 'text' || child.text.trim() !== '');
  if (parent && parent.tag === 'a' && onlyChild?.length === 1) {
    return isEditableNode(parent) ? linkChange(section.section_id, parent, command) : [];
  }
  if (command.href.trim() === '') return [];
  const unlinked: ElementNode = {
    kind: 'element',
    id: nodeId(ctx.ids),
    tag: 'a',
    attrs: [],
    children: [target.node],
  };
  const [linked] = linkChange(section.section_id, unlinked, command);
  const link = linked?.type === 'element.attributesChanged' ? { ...unlinked, attrs: linked.after } : unlinked;
  return [splice(section.section_id, target, target.path.at(-1)!, [target.node], [link])];
}

/** The attributes spec §5 gives a link (target when chosen, book-a-call with an event id), as one change. */
function linkChange(
  sectionId: string,
  node: ElementNode,
  link: { readonly href: string; readonly openInNewTab: boolean; readonly eventId?: string },
): readonly ElementEvent[] {
  const changes = linkAttributes({
    href: link.href,
    openInNewTab: link.openInNewTab,
    eventId: link.eventId,
    className: getAttr(node, 'class'),
  });
  let attrs = node.attrs;
  for (const [name, value] of Object.entries(changes)) attrs = setAttr(attrs, name, value);
  return attrs === node.attrs ? [] : [attributesChange(sectionId, node, attrs)];
}

function decideInsert(
  doc: PageDocument,
  command: Extract<ElementCommand, { kind: 'element.insert' }>,
  ctx: CommandContext,
): Result<readonly ElementEvent[], CommandError> {
  const found = find(doc, { sectionId: command.sectionId, elementId: command.targetId });
  if (!found.ok) return found;
  const { section, target } = found.value;
  let inserted = parseHtml(command.html, () => nodeId(ctx.ids));
  if (inserted.length === 0) return err(commandError('empty_element', 'There is nothing to insert.'));
  const block = selectableBlock(inserted.find(isElement));
  if (command.columns !== undefined && shouldWrapInRow(command.columns)) {
    const [row] = parseHtml('<div class="row"><div class="col-12"></div></div>', () => nodeId(ctx.ids)) as [
      ElementNode,
    ];
    const column = row.children[0] as ElementNode;
    inserted = [{ ...row, children: [{ ...column, children: inserted }] }];
  }
  const sectionId = section.section_id;
  const node = target.node;
  const selecting = (event: Spliced): readonly ElementEvent[] => [
    block ? { ...event, select: block.id } : event,
  ];
  // Dropping on a placeholder, or inside a container that holds only one, replaces it.
  if (isPlaceholder(node))
    return ok(selecting(splice(sectionId, target, target.path.at(-1)!, [node], inserted)));
  if (command.position === 'inside') {
    if (isVoidElement(node.tag) || isRawTextElement(node.tag)) {
      return err(commandError('not_container', 'Elements cannot be dropped inside this one.'));
    }
    const placeholderIndex = node.children.findIndex((child) => isPlaceholder(child));
    if (placeholderIndex !== -1) {
      const placeholder = node.children[placeholderIndex]!;
      return ok(selecting(fittedSplice(section, target.path, placeholderIndex, [placeholder], inserted)));
    }
    return ok(selecting(fittedSplice(section, target.path, node.children.length, [], inserted)));
  }
  const index = target.path.at(-1)! + (command.position === 'after' ? 1 : 0);
  return ok(selecting(fittedSplice(section, target.path.slice(0, -1), index, [], inserted)));
}

/**
 * A splice at (parent at `parentPath`, `index`) — moved up to just after the parent, as
 * often as needed, when HTML cannot hold the inserted content there (a <div> dropped into a
 * <p> would be torn out of it when the saved page is read back). The parser is the judge:
 * the parent with its new children must serialise and re-parse to the same tree.
 */
function fittedSplice(
  section: SectionState,
  parentPath: readonly number[],
  index: number,
  removed: readonly HtmlNode[],
  inserted: readonly HtmlNode[],
): Spliced {
  let path = parentPath;
  let at = index;
  let replaced = removed;
  while (path.length > 0) {
    const parent = elementAt(section.nodes, path);
    const children = [...parent.children];
    children.splice(at, replaced.length, ...inserted);
    if (reparsesTheSame({ ...parent, children })) break;
    at = path[path.length - 1]! + 1;
    path = path.slice(0, -1);
    replaced = [];
  }
  const parentId = path.length === 0 ? null : elementAt(section.nodes, path).id;
  return childSplice(section.section_id, parentId, at, replaced, inserted);
}

function elementAt(nodes: readonly HtmlNode[], path: readonly number[]): ElementNode {
  let node: HtmlNode | undefined;
  let list = nodes;
  for (const index of path) {
    node = list[index];
    if (node?.kind !== 'element') throw new Error('elementAt: path does not lead to an element');
    list = node.children;
  }
  return node as ElementNode;
}

function reparsesTheSame(element: ElementNode): boolean {
  const html = serializeNodes([element]);
  return serializeNodes(parseHtml(html, () => '')) === html;
}

function decideRemove(section: SectionState, target: Located, ctx: CommandContext): readonly ElementEvent[] {
  const sectionId = section.section_id;
  // Removing a placeholder means its `Remove Block` button: the block around it goes.
  // A section's own top-level placeholder has no block around it; it stays.
  if (isPlaceholder(target.node)) {
    if (!target.parent) return [];
    return decideRemove(section, locate(section.nodes, target.parent.id)!, ctx);
  }
  if (isCarouselItem(target.node)) {
    const removal = carouselItemRemoval(section.nodes, sectionId, target.node);
    if (removal && 'removeCarousel' in removal) {
      return decideRemove(section, locate(section.nodes, removal.removeCarousel.id)!, ctx);
    }
    if (removal) return removal;
  }
  const siblings = target.parent ? target.parent.children : section.nodes;
  const index = target.path.at(-1)!;
  const rest = siblings.filter((_, i) => i !== index);
  const leavesEmpty = isEffectivelyEmpty(rest);
  const placeholder = leavesEmpty ? parseHtml(PLACEHOLDER_HTML, () => nodeId(ctx.ids)) : [];
  if (!leavesEmpty) return [removeNode(section.nodes, sectionId, target.node)];
  return [splice(sectionId, target, index, [target.node], placeholder)];
}

function splice(
  sectionId: string,
  target: Located,
  index: number,
  removed: readonly HtmlNode[],
  inserted: readonly HtmlNode[],
): Spliced {
  return childSplice(sectionId, target.parent?.id ?? null, index, removed, inserted);
}

const childSplice = childrenSpliced;

function replaceChildren(sectionId: string, node: ElementNode, children: readonly HtmlNode[]): ElementEvent {
  return childSplice(sectionId, node.id, 0, node.children, children);
}

/** Plain text with its line breaks as `<br>` elements (spec §5). */
function textWithBreaks(text: string, ctx: CommandContext): readonly HtmlNode[] {
  const nodes: HtmlNode[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (i > 0) nodes.push({ kind: 'element', id: nodeId(ctx.ids), tag: 'br', attrs: [], children: [] });
    if (line !== '') nodes.push({ kind: 'text', text: line });
  });
  return nodes;
}
