/**
 * What a published form accepts, read from the page's own html (issue 21 "Live forms"): the server
 * never trusts the visitor's browser for it. A form is one the publish wired (form-wiring.ts): it
 * carries the hidden `_pw_form` index the submission names. Its fields are the named inputs, selects
 * and textareas inside it; a field is required when it has `required` or is always required (§5).
 *
 * The form's own settings (the form panel writes them; defaults below):
 * - `data-success-message`, `data-failure-message`: the words a visitor reads after sending;
 * - `data-after-submit`: `message`, `next_page` or `url` (with `data-redirect-url`);
 * - `data-list-provider` (`mailchimp` or `activecampaign`), `data-list-id` and `data-list-tags`
 *   (comma-separated): the email list each subscriber is synced to (issue 25); ignored unless valid.
 */

import { SyncTarget } from '../../api/campaign.ts';
import { DEFAULT_FAILURE_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from '../../domain/form-fields.ts';
import { type ElementNode, forEachElement, getAttr, parseHtml, textContent } from '../../domain/html-tree.ts';
import { isAlwaysRequired } from '../../domain/rules/forms.ts';

export const FORM_INDEX_FIELD = '_pw_form';

export type FieldType =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'number'
  | 'date'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'radio'
  | 'hidden';

export interface FormField {
  readonly name: string;
  readonly type: FieldType;
  /** The visible label's words (for messages), else the name. */
  readonly label: string;
  readonly required: boolean;
}

export type AfterSubmit = 'message' | 'next_page' | 'url';

export interface FormSchema {
  readonly fields: readonly FormField[];
  readonly successMessage: string;
  readonly failureMessage: string;
  /** Undefined when the form does not say (the page decides: a funnel step goes on to its next page). */
  readonly afterSubmit: AfterSubmit | undefined;
  readonly redirectUrl: string;
  /** The page a submission goes on to (`data-pw-next`: the owner's choice, else the funnel's next step). */
  readonly nextPath: string | undefined;
  /** The email list the form's subscribers go to, when it names a valid one. */
  readonly syncTarget?: SyncTarget | undefined;
}

/** The list a form's attributes name, or undefined when they name none (or not a valid one). */
export function syncTargetOf(form: ElementNode): SyncTarget | undefined {
  const provider = getAttr(form, 'data-list-provider');
  const listId = getAttr(form, 'data-list-id');
  if (!provider || !listId) return undefined;
  const tags = (getAttr(form, 'data-list-tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const parsed = SyncTarget.safeParse({ provider, list_id: listId, tags });
  return parsed.success ? parsed.data : undefined;
}

const INPUT_TYPES: ReadonlySet<string> = new Set([
  'text',
  'email',
  'tel',
  'url',
  'number',
  'date',
  'checkbox',
  'radio',
  'hidden',
]);

function fieldType(element: ElementNode): FieldType | undefined {
  if (element.tag === 'textarea') return 'textarea';
  if (element.tag === 'select') return 'select';
  if (element.tag !== 'input') return undefined;
  const type = (getAttr(element, 'type') ?? 'text').toLowerCase();
  if (type === 'submit' || type === 'button' || type === 'reset' || type === 'image' || type === 'file')
    return undefined;
  return INPUT_TYPES.has(type) ? (type as FieldType) : 'text';
}

const textOf = (element: ElementNode): string => textContent(element.children).replace(/\s+/g, ' ').trim();

function schemaOf(form: ElementNode): { index: string | undefined; schema: FormSchema } {
  const labels = new Map<string, string>();
  const fields: FormField[] = [];
  let index: string | undefined;
  forEachElement(form.children, (element) => {
    if (element.tag === 'label') {
      const target = getAttr(element, 'for');
      if (target) labels.set(target, textOf(element));
    }
  });
  forEachElement(form.children, (element) => {
    const name = getAttr(element, 'name');
    const type = fieldType(element);
    if (!name || !type) return;
    if (name === FORM_INDEX_FIELD) index = getAttr(element, 'value');
    if (name.startsWith('_pw_')) return;
    if (fields.some((field) => field.name === name)) return; // radios of one group
    const id = getAttr(element, 'id');
    fields.push({
      name,
      type,
      label: ((id && labels.get(id)) || getAttr(element, 'aria-label') || name).replace(/[\s.:*]+$/, ''),
      required: getAttr(element, 'required') !== undefined || isAlwaysRequired(name),
    });
  });
  const after = getAttr(form, 'data-after-submit');
  return {
    index,
    schema: {
      fields,
      successMessage: getAttr(form, 'data-success-message')?.trim() || DEFAULT_SUCCESS_MESSAGE,
      failureMessage: getAttr(form, 'data-failure-message')?.trim() || DEFAULT_FAILURE_MESSAGE,
      afterSubmit: after === 'message' || after === 'next_page' || after === 'url' ? after : undefined,
      redirectUrl: getAttr(form, 'data-redirect-url')?.trim() ?? '',
      nextPath: getAttr(form, 'data-pw-next') || undefined,
      syncTarget: syncTargetOf(form),
    },
  };
}

/** The wired forms of a page, by their `_pw_form` index. */
export function wiredForms(html: string): ReadonlyMap<string, FormSchema> {
  let next = 0;
  const nodes = parseHtml(html, () => String(next++));
  const forms = new Map<string, FormSchema>();
  forEachElement(nodes, (element) => {
    if (element.tag !== 'form') return;
    const { index, schema } = schemaOf(element);
    if (index !== undefined) forms.set(index, schema);
  });
  return forms;
}
