/**
 * The placeholder left in a container whose last child was removed (spec §4 Element
 * removal), with its `Add Element` and `Remove Block` buttons. It is an editing artefact:
 * the save payload never contains it.
 */
import { getAttr, type HtmlNode } from './html-tree.ts';

export const PLACEHOLDER_ATTR = 'data-pw-placeholder';

export const PLACEHOLDER_HTML =
  `<div class="pw-placeholder" ${PLACEHOLDER_ATTR}="true">` +
  '<button type="button" class="btn btn-sm btn-outline-primary" data-pw-action="add-element">Add Element</button>' +
  '<button type="button" class="btn btn-sm btn-outline-danger" data-pw-action="remove-block">Remove Block</button>' +
  '</div>';

export function isPlaceholder(node: HtmlNode | undefined): boolean {
  return node?.kind === 'element' && getAttr(node, PLACEHOLDER_ATTR) !== undefined;
}

/** True when a child list holds nothing but whitespace text and comments. */
export function isEffectivelyEmpty(children: readonly HtmlNode[]): boolean {
  return children.every(
    (child) => child.kind === 'comment' || (child.kind === 'text' && child.text.trim() === ''),
  );
}
