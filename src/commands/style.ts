/**
 * Style family (spec §3 style options, §5 letter spacing and text shadow rules): set one
 * CSS property on an element or a section, the all-or-nothing text shadow, and the
 * per-block mobile font size (a `data-mobile-font-size` attribute that the root CSS turns
 * into a rule under the 768 px breakpoint).
 *
 * Emits `element.attributesChanged` (the element's `style`) or `section.settingsChanged`.
 */
import { findSection, type PageDocument } from '../domain/document.ts';
import { type Attr, attrValue, setAttr } from '../domain/html-tree.ts';
import { isClosedCssValue, setStyleProperty } from '../domain/inline-style.ts';
import { MESSAGES } from '../domain/messages.ts';
import { err, ok, type Result } from '../domain/result.ts';
import { parseLetterSpacing } from '../domain/rules/letter-spacing.ts';
import { buildTextShadow } from '../domain/rules/text-shadow.ts';
import { locate } from '../domain/tree-paths.ts';
import { attributesChange } from './carousel.ts';
import { isEditableNode } from './element.ts';
import type { ElementEvent } from './element-events.ts';
import type { SectionEvent } from './section.ts';
import { type CommandError, commandError, type Decide } from './types.ts';

/** An element, or the section itself when `elementId` is absent. */
export interface StyleTarget {
  readonly sectionId: string;
  readonly elementId?: string;
}

export interface TextShadowInput {
  readonly x: string;
  readonly y: string;
  readonly blur: string;
  readonly color: string;
}

export type StyleCommand =
  | {
      readonly kind: 'style.set';
      readonly target: StyleTarget;
      readonly property: string;
      readonly value: string;
    }
  | { readonly kind: 'style.setTextShadow'; readonly target: StyleTarget; readonly shadow: TextShadowInput }
  | { readonly kind: 'style.setMobileFontSize'; readonly target: StyleTarget; readonly value: string };

export const MOBILE_FONT_SIZE_ATTR = 'data-mobile-font-size';

const CSS_PROPERTY = /^-{0,2}[a-zA-Z][a-zA-Z0-9-]*$/;
/** A value may not close the declaration or the attribute it lives in, nor leave a quote or bracket open. */
const UNSAFE_CHARACTER = /[;{}<>"]/;
const isUnsafeValue = (value: string) => UNSAFE_CHARACTER.test(value) || !isClosedCssValue(value);

export const decideStyle: Decide<StyleCommand, ElementEvent | SectionEvent> = (doc, command) => {
  switch (command.kind) {
    case 'style.set': {
      const property = command.property.trim().toLowerCase();
      if (!CSS_PROPERTY.test(property))
        return err(commandError('invalid_property', 'Unknown style property.'));
      let value: string | null = command.value.trim();
      if (property === 'letter-spacing') {
        const parsed = parseLetterSpacing(command.value);
        if (!parsed.ok) return err(commandError('invalid_letter_spacing', MESSAGES.invalidLetterSpacing));
        value = parsed.value;
      }
      if (value !== null && isUnsafeValue(value))
        return err(commandError('invalid_value', 'Invalid style value.'));
      return setStyle(doc, command.target, property, value === '' ? null : value);
    }
    case 'style.setTextShadow': {
      const { x, y, blur, color } = command.shadow;
      if ([x, y, blur, color].some((part) => isUnsafeValue(part))) {
        return err(commandError('invalid_value', 'Invalid style value.'));
      }
      return setStyle(doc, command.target, 'text-shadow', buildTextShadow(command.shadow));
    }
    case 'style.setMobileFontSize': {
      const value = command.value.trim();
      if (value !== '' && !/^\d+(\.\d+)?(px|rem|em)?$/.test(value)) {
        return err(commandError('invalid_font_size', 'Please enter a font size such as 14px.'));
      }
      const size = value === '' ? null : /\d$/.test(value) ? `${value}px` : value;
      if (!command.target.elementId) return err(commandError('no_element', MESSAGES.noElementSelected));
      return changeElementAttrs(doc, command.target, (attrs) => setAttr(attrs, MOBILE_FONT_SIZE_ATTR, size));
    }
  }
};

function setStyle(
  doc: PageDocument,
  target: StyleTarget,
  property: string,
  value: string | null,
): Result<readonly (ElementEvent | SectionEvent)[], CommandError> {
  if (target.elementId === undefined) {
    const section = findSection(doc, target.sectionId);
    if (!section) return err(commandError('no_section', MESSAGES.noSectionSelected));
    const style = { ...section.settings.style };
    if (value === null) delete style[property];
    else style[property] = value;
    if (section.settings.style[property] === style[property]) return ok([]);
    return ok([
      {
        type: 'section.settingsChanged',
        v: 1,
        sectionId: section.section_id,
        before: section.settings,
        after: { ...section.settings, style },
      },
    ]);
  }
  return changeElementAttrs(doc, target, (attrs) => {
    const style = setStyleProperty(attrValue(attrs, 'style'), property, value);
    return setAttr(attrs, 'style', style === '' ? null : style);
  });
}

function changeElementAttrs(
  doc: PageDocument,
  target: StyleTarget,
  change: (attrs: readonly Attr[]) => readonly Attr[],
): Result<readonly ElementEvent[], CommandError> {
  const section = findSection(doc, target.sectionId);
  if (!section) return err(commandError('no_section', MESSAGES.noSectionSelected));
  const found = target.elementId ? locate(section.nodes, target.elementId) : undefined;
  if (!found) return err(commandError('no_element', MESSAGES.noElementSelected));
  if (!isEditableNode(found.node)) return ok([]);
  const attrs = change(found.node.attrs);
  return ok(attrs === found.node.attrs ? [] : [attributesChange(section.section_id, found.node, attrs)]);
}
