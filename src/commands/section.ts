/**
 * Section family (spec §4 Section actions): add at an index or at the end, duplicate (new
 * 10-char id, inserted after, element ids of the copy regenerated), remove, move up/down,
 * drag-reorder to any index, section settings (width, hide everywhere / on mobile / on desktop,
 * spacing, background colour or image, background video, entrance animation; issue 23), and an
 * anchor to link the section by (issue 20: the link picker's "Section of this page").
 *
 * Events: `section.added`, `section.removed`, `section.moved`, `section.settingsChanged`; an
 * anchor is an `element.attributesChanged` (the `id` of the section's first top-level element).
 * Invariants: section ids are unique in a document; added and removed are exact inverses,
 * so undoing a removal restores the same section object at the same index.
 */

import { isDeepEqual } from '../domain/deep-equal.ts';
import {
  DEFAULT_SECTION_SETTINGS,
  findSection,
  type PageDocument,
  type SectionSettings,
  type SectionState,
  sectionIndex,
} from '../domain/document.ts';
import {
  cloneWithNewIds,
  getAttr,
  type HtmlNode,
  isElement,
  parseHtml,
  setAttr,
} from '../domain/html-tree.ts';
import { type IdSource, nodeId, sectionId } from '../domain/ids.ts';
import { MESSAGES } from '../domain/messages.ts';
import { err, ok } from '../domain/result.ts';
import type { ElementEvent } from './element-events.ts';
import { htmlIdsIn, regenerateHtmlIds } from './html-ids.ts';
import { invalidPatch, mergeSettings, type SectionSettingsPatch } from './section-settings.ts';
import { commandError, type Decide, type EventFamily } from './types.ts';

export type { SectionSettingsPatch } from './section-settings.ts';

/** A section as it comes from the library or a template (spec §3 Section). */
export interface SectionInput {
  readonly section_name: string;
  readonly section_title: string;
  readonly section_type: string;
  readonly section_html: string;
  readonly section_css?: string;
  readonly section_js?: string;
}

export type SectionCommand =
  | { readonly kind: 'section.add'; readonly section: SectionInput; readonly index?: number }
  | { readonly kind: 'section.duplicate'; readonly sectionId: string }
  | { readonly kind: 'section.remove'; readonly sectionId: string }
  | { readonly kind: 'section.move'; readonly sectionId: string; readonly direction: 'up' | 'down' }
  | { readonly kind: 'section.reorder'; readonly sectionId: string; readonly toIndex: number }
  | {
      readonly kind: 'section.setSettings';
      readonly sectionId: string;
      readonly patch: SectionSettingsPatch;
    }
  | { readonly kind: 'section.setAnchor'; readonly sectionId: string; readonly anchor: string };

export type SectionEvent =
  | { readonly type: 'section.added'; readonly v: 1; readonly index: number; readonly section: SectionState }
  | {
      readonly type: 'section.removed';
      readonly v: 1;
      readonly index: number;
      readonly section: SectionState;
    }
  | {
      readonly type: 'section.moved';
      readonly v: 1;
      readonly sectionId: string;
      readonly from: number;
      readonly to: number;
    }
  | {
      readonly type: 'section.settingsChanged';
      readonly v: 1;
      readonly sectionId: string;
      readonly before: SectionSettings;
      readonly after: SectionSettings;
    };

const noSection = commandError('no_section', MESSAGES.noSectionSelected);

/** What an anchor may be: it follows `#` in an address, so a letter first, then letters, digits, - and _. */
const ANCHOR_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;

export const decideSection: Decide<SectionCommand, SectionEvent | ElementEvent> = (doc, command, ctx) => {
  switch (command.kind) {
    case 'section.add': {
      const index = command.index ?? doc.sections.length;
      if (!Number.isInteger(index) || index < 0 || index > doc.sections.length) {
        return err(
          commandError('invalid_index', `A section can be added at positions 0 to ${doc.sections.length}.`),
        );
      }
      const input = command.section;
      const section: SectionState = {
        section_id: uniqueSectionId(doc, ctx.ids),
        section_name: input.section_name,
        section_title: input.section_title,
        section_type: input.section_type,
        nodes: parseHtml(input.section_html, () => nodeId(ctx.ids)),
        css: input.section_css ?? '',
        js: input.section_js ?? '',
        settings: DEFAULT_SECTION_SETTINGS,
      };
      return ok([{ type: 'section.added', v: 1, index, section }]);
    }
    case 'section.duplicate': {
      const index = sectionIndex(doc, command.sectionId);
      const original = doc.sections[index];
      if (!original) return err(noSection);
      const copied = original.nodes.map((node) => cloneWithNewIds(node, () => nodeId(ctx.ids)));
      const section: SectionState = {
        ...original,
        section_id: uniqueSectionId(doc, ctx.ids),
        nodes: regenerateHtmlIds(copied, ctx.ids),
      };
      return ok([{ type: 'section.added', v: 1, index: index + 1, section }]);
    }
    case 'section.remove': {
      const index = sectionIndex(doc, command.sectionId);
      const section = doc.sections[index];
      if (!section) return err(noSection);
      return ok([{ type: 'section.removed', v: 1, index, section }]);
    }
    case 'section.move': {
      const from = sectionIndex(doc, command.sectionId);
      if (from === -1) return err(noSection);
      const to = command.direction === 'up' ? from - 1 : from + 1;
      if (to < 0) return err(commandError('cannot_move', 'This section is already at the top.'));
      if (to >= doc.sections.length)
        return err(commandError('cannot_move', 'This section is already at the bottom.'));
      return ok([{ type: 'section.moved', v: 1, sectionId: command.sectionId, from, to }]);
    }
    case 'section.reorder': {
      const from = sectionIndex(doc, command.sectionId);
      if (from === -1) return err(noSection);
      const to = command.toIndex;
      if (!Number.isInteger(to) || to < 0 || to >= doc.sections.length) {
        return err(
          commandError('invalid_index', `A section can move to positions 0 to ${doc.sections.length - 1}.`),
        );
      }
      if (to === from) return ok([]);
      return ok([{ type: 'section.moved', v: 1, sectionId: command.sectionId, from, to }]);
    }
    case 'section.setSettings': {
      const section = findSection(doc, command.sectionId);
      if (!section) return err(noSection);
      const after = mergeSettings(section.settings, command.patch);
      const invalid = invalidPatch(command.patch, section.settings);
      if (invalid) return err(invalid);
      if (isDeepEqual(after, section.settings)) return ok([]);
      return ok([
        {
          type: 'section.settingsChanged',
          v: 1,
          sectionId: command.sectionId,
          before: section.settings,
          after,
        },
      ]);
    }
    case 'section.setAnchor':
      return decideAnchor(doc, command.sectionId, command.anchor.trim());
  }
};

/**
 * The anchor goes on the section's first top-level element, as `id`; it must be unique on the page.
 * An empty anchor takes the id off.
 */
function decideAnchor(doc: PageDocument, sectionId: string, anchor: string) {
  const section = findSection(doc, sectionId);
  if (!section) return err(noSection);
  const top = section.nodes.find(isElement);
  if (!top) return err(commandError('no_anchor_element', 'This section has no element to put an anchor on.'));
  if (anchor === '') {
    if (getAttr(top, 'id') === undefined) return ok([]);
    const removed: ElementEvent = {
      type: 'element.attributesChanged',
      v: 1,
      sectionId,
      elementId: top.id,
      before: top.attrs,
      after: setAttr(top.attrs, 'id', null),
    };
    return ok([removed]);
  }
  if (!ANCHOR_PATTERN.test(anchor)) {
    return err(
      commandError(
        'invalid_anchor',
        'An anchor starts with a letter and has only letters, digits, hyphens and underscores.',
      ),
    );
  }
  if (getAttr(top, 'id') === anchor) return ok([]);
  // `top` does not carry the anchor (above), so any element that does is another one.
  if (doc.sections.some((other) => htmlIdsIn(other.nodes).has(anchor)))
    return err(commandError('anchor_taken', `Another element on this page already uses #${anchor}.`));
  const event: ElementEvent = {
    type: 'element.attributesChanged',
    v: 1,
    sectionId,
    elementId: top.id,
    before: top.attrs,
    after: setAttr(top.attrs, 'id', anchor),
  };
  return ok([event]);
}

function uniqueSectionId(doc: PageDocument, ids: IdSource): string {
  for (;;) {
    const id = sectionId(ids);
    if (!findSection(doc, id)) return id;
  }
}

function replaceSection(
  doc: PageDocument,
  sectionId: string,
  update: (s: SectionState) => SectionState,
): PageDocument {
  const index = sectionIndex(doc, sectionId);
  const section = doc.sections[index];
  if (!section) throw new Error(`No section ${sectionId} in the document`);
  const sections = doc.sections.slice();
  sections[index] = update(section);
  return { ...doc, sections };
}

/** Applies a change to one section's node tree; shared by every family that edits content. */
export function updateSectionNodes(
  doc: PageDocument,
  sectionId: string,
  update: (nodes: readonly HtmlNode[]) => readonly HtmlNode[],
): PageDocument {
  return replaceSection(doc, sectionId, (section) => ({ ...section, nodes: update(section.nodes) }));
}

export const sectionEvents: EventFamily<SectionEvent> = {
  apply(doc, event) {
    switch (event.type) {
      case 'section.added': {
        const sections = doc.sections.slice();
        sections.splice(event.index, 0, event.section);
        return { ...doc, sections };
      }
      case 'section.removed': {
        const current = doc.sections[event.index];
        if (current?.section_id !== event.section.section_id) {
          throw new Error(`section.removed: ${event.section.section_id} is not at ${event.index}`);
        }
        const sections = doc.sections.slice();
        sections.splice(event.index, 1);
        return { ...doc, sections };
      }
      case 'section.moved': {
        const sections = doc.sections.slice();
        const [moved] = sections.splice(event.from, 1);
        if (moved?.section_id !== event.sectionId)
          throw new Error(`section.moved: ${event.sectionId} not at ${event.from}`);
        sections.splice(event.to, 0, moved);
        return { ...doc, sections };
      }
      case 'section.settingsChanged':
        return replaceSection(doc, event.sectionId, (section) => ({ ...section, settings: event.after }));
    }
  },
  invert(event) {
    switch (event.type) {
      case 'section.added':
        return { ...event, type: 'section.removed' };
      case 'section.removed':
        return { ...event, type: 'section.added' };
      case 'section.moved':
        return { ...event, from: event.to, to: event.from };
      case 'section.settingsChanged':
        return { ...event, before: event.after, after: event.before };
    }
  },
  squash(first, second) {
    if (
      first.type === 'section.settingsChanged' &&
      second.type === 'section.settingsChanged' &&
      first.sectionId === second.sectionId &&
      isDeepEqual(first.after, second.before)
    ) {
      return { ...first, after: second.after };
    }
    return null;
  },
};
