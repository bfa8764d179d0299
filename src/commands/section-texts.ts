/**
 * Section texts (issue 24 "Rewrite a section": Accept is one command, one undo restores the
 * original): `section.applyTexts` writes new words into a section's text slots, as
 * src/domain/section-texts.ts names them — a text node (`{elementId}#{index}`) or an image's alt
 * (`{elementId}@alt`).
 *
 * Invariants: only text nodes and alt attributes change; the elements, their other attributes
 * and their order stay as they were. A text keeps the whitespace around the one it replaces. A
 * reference that no longer names a text slot (the section changed meanwhile) fails the whole
 * command, document unchanged. Emits `element.childrenSpliced` (one text node for one text node)
 * and `element.attributesChanged`, so undo needs nothing new.
 */
import { findSection } from '../domain/document.ts';
import { getAttr, setAttr } from '../domain/html-tree.ts';
import { err, ok } from '../domain/result.ts';
import { keepOuterWhitespace, parseTextRef, SECTION_TEXT_MAX, tidyText } from '../domain/section-texts.ts';
import { locate } from '../domain/tree-paths.ts';
import { attributesChange } from './carousel.ts';
import { isEditableNode } from './element.ts';
import type { ElementEvent } from './element-events.ts';
import { commandError, type Decide } from './types.ts';

export interface SectionTextChange {
  /** A text slot reference (domain/section-texts.ts). */
  readonly id: string;
  readonly text: string;
}

export type SectionTextsCommand = {
  readonly kind: 'section.applyTexts';
  readonly sectionId: string;
  readonly texts: readonly SectionTextChange[];
};

export const STALE_TEXTS_MESSAGE = 'The section changed while the new texts were written. Try again.';

const stale = commandError('stale_texts', STALE_TEXTS_MESSAGE);

export const decideSectionTexts: Decide<SectionTextsCommand, ElementEvent> = (doc, command) => {
  const section = findSection(doc, command.sectionId);
  if (!section) return err(commandError('no_section', 'No section selected!'));
  const events: ElementEvent[] = [];
  const seen = new Set<string>();
  for (const change of command.texts) {
    const slot = parseTextRef(change.id);
    if (!slot || seen.has(change.id)) return err(stale);
    seen.add(change.id);
    const text = tidyText(change.text);
    if (text === '' || text.length > SECTION_TEXT_MAX)
      return err(commandError('invalid_text', 'Every text needs 1 to 5000 characters.'));
    const element = locate(section.nodes, slot.elementId)?.node;
    if (!element || !isEditableNode(element)) return err(stale);
    if (slot.kind === 'alt') {
      if (element.tag !== 'img' || getAttr(element, 'alt') === undefined) return err(stale);
      if (getAttr(element, 'alt') === text) continue;
      events.push(attributesChange(section.section_id, element, setAttr(element.attrs, 'alt', text)));
      continue;
    }
    const old = element.children[slot.index];
    if (old?.kind !== 'text' || old.text.trim() === '') return err(stale);
    const next = keepOuterWhitespace(old.text, text);
    if (next === old.text) continue;
    events.push({
      type: 'element.childrenSpliced',
      v: 1,
      sectionId: section.section_id,
      parentId: element.id,
      index: slot.index,
      removed: [old],
      inserted: [{ kind: 'text', text: next }],
    });
  }
  return ok(events);
};
