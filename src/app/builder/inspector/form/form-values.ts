/**
 * The Form settings panel's mapping (issue 23 "Form"): which form a selection edits (the form, or the
 * form around a selected input), what the panel shows of it, and the one command each control runs
 * (commands/form.ts). Pure, so it is tested without React.
 */
import type { FieldChanges, FormSettingsChanges, FormTarget } from '../../../../commands/form.ts';
import type { Command } from '../../../../commands/registry.ts';
import { findSection, type PageDocument } from '../../../../domain/document.ts';
import {
  type AfterSubmit,
  FIELD_TYPES,
  type FieldType,
  type FormField,
  type FormSettings,
  optionLines,
  pagePath,
  readFormFields,
  readFormSettings,
} from '../../../../domain/form-fields.ts';
import type { ElementNode } from '../../../../domain/html-tree.ts';
import { ancestry } from '../../../../domain/tree-paths.ts';
import type { Selection } from '../../canvas/selection.ts';
import type { SelectOption } from '../fields/SelectField.tsx';

export interface FormValues {
  readonly target: FormTarget;
  readonly fields: readonly FormField[];
  readonly settings: FormSettings;
  /** The field whose control is selected in the canvas, if one is. */
  readonly selectedFieldId: string | null;
}

/** The form the selection edits: the selected form, or the one around the selected input; null when none. */
export function readFormValues(
  doc: PageDocument,
  selection: Selection,
  node: ElementNode,
): FormValues | null {
  const section = findSection(doc, selection.sectionId);
  if (!section) return null;
  const form =
    node.tag === 'form'
      ? node
      : [...ancestry(section.nodes, node.id)].reverse().find((el) => el.tag === 'form');
  if (!form) return null;
  const fields = readFormFields(form);
  return {
    target: { sectionId: selection.sectionId, formId: form.id },
    fields,
    settings: readFormSettings(form),
    selectedFieldId: fields.some((field) => field.id === node.id) ? node.id : null,
  };
}

export const TYPE_LABELS: Readonly<Record<FieldType, string>> = {
  text: 'Text',
  email: 'Email',
  tel: 'Phone',
  textarea: 'Long text',
  select: 'Drop-down list',
  checkbox: 'Checkbox',
};

export const TYPE_OPTIONS: readonly SelectOption[] = FIELD_TYPES.map((type) => ({
  value: type,
  label: TYPE_LABELS[type],
}));

export const AFTER_SUBMIT_OPTIONS: readonly { value: AfterSubmit; label: string }[] = [
  { value: 'message', label: 'Show a message' },
  { value: 'next_page', label: 'Go to a page' },
  { value: 'url', label: 'Go to an address' },
];

/** A page of the project as the next-page choice lists it. */
export interface PageChoice {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

export const FUNNEL_NEXT = '';

/** The next-page choices: the funnel's next step, then every other page of the project. */
export function nextPageOptions(pages: readonly PageChoice[], currentPageId: string): SelectOption[] {
  return [
    { value: FUNNEL_NEXT, label: 'The next step of the funnel' },
    ...pages
      .filter((page) => page.id !== currentPageId)
      .map((page) => ({ value: pagePath(page.slug), label: page.name })),
  ];
}

export function isFieldType(value: string): value is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(value);
}

/** A field's one-line summary: its label (or name), its type, and whether it is required. */
export function fieldSummary(field: FormField): string {
  const type = isFieldType(field.type) ? TYPE_LABELS[field.type] : field.type;
  return `${field.label || field.name || 'Unnamed field'} · ${type}${field.required ? ' · required' : ''}`;
}

export function addFieldCommand(target: FormTarget, type: FieldType): Command {
  return { kind: 'form.addField', ...target, type };
}

export function removeFieldCommand(target: FormTarget, fieldId: string): Command {
  return { kind: 'form.removeField', ...target, fieldId };
}

export function moveFieldCommand(target: FormTarget, fieldId: string, direction: 'up' | 'down'): Command {
  return { kind: 'form.moveField', ...target, fieldId, direction };
}

export function fieldCommand(target: FormTarget, fieldId: string, changes: FieldChanges): Command {
  return { kind: 'form.setField', ...target, fieldId, changes };
}

/** The options typed one a line. */
export function optionsCommand(target: FormTarget, fieldId: string, text: string): Command {
  return fieldCommand(target, fieldId, { options: optionLines(text) });
}

export function submitTextCommand(target: FormTarget, text: string): Command {
  return { kind: 'form.setSubmitText', ...target, text };
}

export function settingsCommand(target: FormTarget, settings: FormSettingsChanges): Command {
  return { kind: 'form.setSettings', ...target, settings };
}
