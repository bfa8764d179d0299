/**
 * A form as the Form settings panel edits it (issue 23 "Form"; spec §5 always-required fields):
 * its fields in order, each with its type, label, placeholder, required flag and options, and its
 * settings — the submit text and the attributes the published page reads (server/sites/form-schema.ts):
 * `data-success-message`, `data-failure-message`, `data-after-submit`, `data-redirect-url`, `data-pw-next`,
 * and the email list: `data-list-provider`, `data-list-id`, `data-list-tags` (issue 25).
 *
 * A field is one control (input, textarea or select; not a button, hidden or `_pw_` input) and its
 * *unit*: the sibling range that moves and goes with it — the highest element around the control that
 * holds no other control and no submit button (`<div class="mb-3"><label…><input…></div>`), or, for
 * a bare control, the control with the `<label for>` just before it. New fields are written by
 * `fieldHtml`: a visible `<label for>` paired with the control's `id`. Pure.
 */
import {
  type ElementNode,
  escapeAttribute,
  escapeText,
  getAttr,
  type HtmlNode,
  textContent,
} from './html-tree.ts';
import { isAlwaysRequired } from './rules/forms.ts';

export const FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const AFTER_SUBMIT = ['message', 'next_page', 'url'] as const;
export type AfterSubmit = (typeof AFTER_SUBMIT)[number];

/** What a new field of each type is called, and the name it is saved under. */
export const FIELD_DEFAULTS: Readonly<Record<FieldType, { readonly label: string; readonly name: string }>> =
  {
    text: { label: 'Text', name: 'text' },
    email: { label: 'Email', name: 'email' },
    tel: { label: 'Phone', name: 'phone' },
    textarea: { label: 'Message', name: 'message' },
    select: { label: 'Choose one', name: 'choice' },
    checkbox: { label: 'I agree to be contacted.', name: 'consent' },
  };

export interface FieldUnit {
  /** The element whose children hold the unit. */
  readonly parentId: string;
  /** First and last child index of the unit in its parent (inclusive). */
  readonly start: number;
  readonly end: number;
}

export interface FormField {
  /** The control's builder id: the field's identity in commands. */
  readonly id: string;
  readonly unit: FieldUnit;
  /** The control's type, or another input type the panel shows as it is (`number`, `date` …). */
  readonly type: FieldType | string;
  readonly name: string;
  readonly htmlId: string;
  readonly label: string;
  /** The `<label>` naming the control, when it has one. */
  readonly labelNode: ElementNode | null;
  readonly placeholder: string;
  readonly required: boolean;
  /** Spec §5: always required, whatever the form says. */
  readonly locked: boolean;
  readonly options: readonly string[];
}

export interface FormSettings {
  readonly submitText: string;
  readonly successMessage: string;
  readonly failureMessage: string;
  readonly afterSubmit: AfterSubmit;
  readonly redirectUrl: string;
  /** The page a submission goes to (`/slug`), or '' for the funnel's next page. */
  readonly nextPage: string;
  /** The email list subscribers are synced to (issue 25; the sites server's form-schema.ts reads it): '' for none. */
  readonly listProvider: string;
  readonly listId: string;
  /** Comma-separated tags added with the list. */
  readonly listTags: string;
}

/**
 * The words a visitor reads when a form sets none (the panel shows them as placeholders; the sites
 * server's form-schema.ts has the same defaults).
 */
export const DEFAULT_SUCCESS_MESSAGE = 'Thank you! Your details were sent.';
export const DEFAULT_FAILURE_MESSAGE = 'Sorry, your details could not be sent. Please try again.';

const NOT_FIELDS = new Set(['submit', 'button', 'reset', 'image', 'hidden', 'file']);

export function isFieldControl(node: ElementNode): boolean {
  if ((getAttr(node, 'name') ?? '').startsWith('_pw_')) return false;
  if (node.tag === 'textarea' || node.tag === 'select') return true;
  return node.tag === 'input' && !NOT_FIELDS.has((getAttr(node, 'type') ?? 'text').toLowerCase());
}

export function isSubmitControl(node: ElementNode): boolean {
  const type = (getAttr(node, 'type') ?? '').toLowerCase();
  return (
    (node.tag === 'button' && (type === '' || type === 'submit')) ||
    (node.tag === 'input' && type === 'submit')
  );
}

function controlType(node: ElementNode): string {
  if (node.tag === 'textarea' || node.tag === 'select') return node.tag;
  return (getAttr(node, 'type') ?? 'text').toLowerCase();
}

function countIn(node: ElementNode, test: (element: ElementNode) => boolean): number {
  let count = test(node) ? 1 : 0;
  for (const child of node.children) if (child.kind === 'element') count += countIn(child, test);
  return count;
}

/** Every element of the form with the chain of elements from the form (excluded) down to it. */
function walk(form: ElementNode, visit: (element: ElementNode, chain: readonly ElementNode[]) => void): void {
  const go = (node: ElementNode, chain: readonly ElementNode[]) => {
    for (const child of node.children) {
      if (child.kind !== 'element') continue;
      const next = [...chain, child];
      visit(child, next);
      go(child, next);
    }
  };
  go(form, []);
}

const isBlank = (node: HtmlNode | undefined) =>
  node !== undefined && (node.kind === 'comment' || (node.kind === 'text' && node.text.trim() === ''));

function unitOf(form: ElementNode, chain: readonly ElementNode[], htmlId: string): FieldUnit {
  let at = chain.length - 1;
  while (
    at > 0 &&
    countIn(chain[at - 1]!, isFieldControl) === 1 &&
    countIn(chain[at - 1]!, isSubmitControl) === 0
  )
    at--;
  const parent = at === 0 ? form : chain[at - 1]!;
  const index = parent.children.indexOf(chain[at]!);
  if (chain[at]!.tag !== 'input' && chain[at]!.tag !== 'select' && chain[at]!.tag !== 'textarea')
    return { parentId: parent.id, start: index, end: index };
  // A bare control: its `<label for>` just before it goes with it.
  let before = index - 1;
  while (isBlank(parent.children[before])) before--;
  const label = parent.children[before];
  const paired =
    label?.kind === 'element' && label.tag === 'label' && htmlId !== '' && getAttr(label, 'for') === htmlId;
  return { parentId: parent.id, start: paired ? before : index, end: index };
}

const words = (nodes: readonly HtmlNode[]) => textContent(nodes).replace(/\s+/g, ' ').trim();

/** The form's fields, in document order. */
export function readFormFields(form: ElementNode): FormField[] {
  const labels = new Map<string, ElementNode>();
  walk(form, (element) => {
    const target = element.tag === 'label' ? getAttr(element, 'for') : undefined;
    if (target && !labels.has(target)) labels.set(target, element);
  });
  const fields: FormField[] = [];
  walk(form, (element, chain) => {
    if (!isFieldControl(element)) return;
    const htmlId = getAttr(element, 'id') ?? '';
    const name = getAttr(element, 'name') ?? '';
    const labelNode =
      (htmlId !== '' ? labels.get(htmlId) : undefined) ??
      [...chain].reverse().find((node) => node.tag === 'label') ??
      null;
    const type = controlType(element);
    fields.push({
      id: element.id,
      unit: unitOf(form, chain, htmlId),
      type,
      name,
      htmlId,
      label: labelNode ? words(labelNode.children) : (getAttr(element, 'aria-label') ?? ''),
      labelNode,
      placeholder: getAttr(element, 'placeholder') ?? '',
      required: getAttr(element, 'required') !== undefined || isAlwaysRequired(name),
      locked: isAlwaysRequired(name),
      options:
        element.tag === 'select'
          ? element.children
              .filter((child): child is ElementNode => child.kind === 'element' && child.tag === 'option')
              .map((option) => words(option.children))
          : [],
    });
  });
  return fields;
}

/** The form's submit button (or input), if it has one. */
export function findSubmit(form: ElementNode): ElementNode | null {
  let found: ElementNode | null = null;
  walk(form, (element) => {
    if (!found && isSubmitControl(element)) found = element;
  });
  return found;
}

export function readFormSettings(form: ElementNode): FormSettings {
  const submit = findSubmit(form);
  const after = getAttr(form, 'data-after-submit');
  return {
    submitText: submit
      ? submit.tag === 'input'
        ? (getAttr(submit, 'value') ?? '')
        : words(submit.children)
      : '',
    successMessage: getAttr(form, 'data-success-message') ?? '',
    failureMessage: getAttr(form, 'data-failure-message') ?? '',
    afterSubmit: after === 'next_page' || after === 'url' ? after : 'message',
    redirectUrl: getAttr(form, 'data-redirect-url') ?? '',
    nextPage: getAttr(form, 'data-pw-next') ?? '',
    listProvider: getAttr(form, 'data-list-provider') ?? '',
    listId: getAttr(form, 'data-list-id') ?? '',
    listTags: getAttr(form, 'data-list-tags') ?? '',
  };
}

/** A field as `fieldHtml` writes it. */
export interface FieldSpec {
  readonly type: FieldType;
  readonly label: string;
  readonly name: string;
  readonly htmlId: string;
  readonly placeholder: string;
  readonly required: boolean;
  readonly options: readonly string[];
  /** Classes the control keeps besides its type's own (`form-control-lg`). */
  readonly extraClasses?: readonly string[];
}

/**
 * The markup of a field (without its wrapper): a visible `<label for>` paired with the control's
 * `id`, Bootstrap's classes, `required` when required (always for spec §5's names).
 */
export function fieldHtml(spec: FieldSpec): string {
  const id = escapeAttribute(spec.htmlId);
  const name = escapeAttribute(spec.name);
  const label = escapeText(spec.label);
  const required = spec.required || isAlwaysRequired(spec.name) ? ' required' : '';
  const placeholder = spec.placeholder !== '' ? ` placeholder="${escapeAttribute(spec.placeholder)}"` : '';
  const classes = (base: string) => escapeAttribute([base, ...(spec.extraClasses ?? [])].join(' '));
  switch (spec.type) {
    case 'checkbox':
      return `<div class="form-check"><input class="${classes('form-check-input')}" type="checkbox" id="${id}" name="${name}" value="yes"${required}><label class="form-check-label" for="${id}">${label}</label></div>`;
    case 'textarea':
      return `<label class="form-label" for="${id}">${label}</label><textarea class="${classes('form-control')}" id="${id}" name="${name}" rows="4"${placeholder}${required}></textarea>`;
    case 'select': {
      const options = spec.options.map((option) => `<option>${escapeText(option)}</option>`).join('');
      return `<label class="form-label" for="${id}">${label}</label><select class="${classes('form-select')}" id="${id}" name="${name}"${required}>${options}</select>`;
    }
    default:
      return `<label class="form-label" for="${id}">${label}</label><input class="${classes('form-control')}" id="${id}" name="${name}" type="${spec.type}"${placeholder}${required}>`;
  }
}

/** A field name from its label: lower-case words joined by `_`, unique among `taken`. */
export function fieldName(label: string, taken: readonly string[]): string {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'field';
  const used = new Set(taken.map((name) => name.toLowerCase()));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}_${n}`)) n++;
  return `${base}_${n}`;
}

/** The options of a select as typed, one a line (blank lines dropped). */
export function optionLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Where a submission may go (spec: an address): http(s) only. */
export function isRedirectAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The path `data-pw-next` holds for a page of the project (the server's own form: `/` for index). */
export function pagePath(slug: string): string {
  return slug === 'index' ? '/' : `/${slug}`;
}
