/**
 * The embed panel's fields (issue 20 §2 I-Frame): the selected `<iframe>`'s address and whether it
 * is sized as a video, and the typed address as one `element.setEmbed` — which turns a YouTube,
 * Vimeo or Google Maps address into its embed address, sizes videos 16:9 (spec §9) and refuses
 * anything but http(s) with a message (src/domain/embed-url.ts). Pure.
 */
import type { Command } from '../../../../commands/registry.ts';
import { type ElementNode, getAttr } from '../../../../domain/html-tree.ts';
import type { Selection } from '../../canvas/selection.ts';
import { styleOf } from '../node-values.ts';

export interface EmbedValues {
  /** The address the frame loads now. */
  readonly src: string;
  /** Sized to its width at 16:9, as `element.setEmbed` sizes a video. */
  readonly video: boolean;
}

export function embedValues(node: ElementNode): EmbedValues {
  return {
    src: getAttr(node, 'src') ?? '',
    video: styleOf(node, 'aspect-ratio').replace(/\s/g, '') === '16/9',
  };
}

export function embedCommand(selection: Selection, url: string): Command {
  return {
    kind: 'element.setEmbed',
    sectionId: selection.sectionId,
    elementId: selection.elementId,
    url: url.trim(),
  };
}
