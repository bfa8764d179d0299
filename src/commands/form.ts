/**
 * Form family (issue 23 "Form"; spec §5 always-required fields): the Form settings panel's edits.
 * Fields are added, removed, moved and changed (type, label, placeholder, required, options); the
 * submit text and the settings the published page reads (server/sites/form-schema.ts) are set.
 *
 * Emits only element events (element-events.ts), so undo, drafts and replay need nothing new.
 * Invariants: a field named first_name, last_name, email, name or full_name stays required (a command
 * clearing it fails with `required_locked`); a written field pairs a visible `<label for>` with its
 * control's `id`; ids come from `ctx.ids`. A form named or classed not-editable changes nothing.
 */
import { findSection, type PageDocument, type SectionState } from '../domain/document.ts';
import {
  type AfterSubmit,
  FIELD_DEFAULTS,
  type FieldType,
  type FormField,
  fieldHtml,
  fieldName,
  findSubmit,
  isRedirectAddress,
  readFormFields,
} from '../domain/form-fields.ts';
import {
  type Attr,
  type ElementNode,
  elementWith,
  escapeText,
  getAttr,
  type HtmlNode,
  parseHtml,
  setAttr,
} from '../domain/html-tree.ts';
import { elementId, nodeId } from '../domain/ids.ts';
import { MESSAGES } from '../domain/messages.ts';
import { err, ok, type Result } from '../domain/result.ts';
import { locate } from '../domain/tree-paths.ts';
import { attributesChange } from './carousel.ts';
import { isEditableNode } from './element.ts';
import { childrenSpliced, type ElementEvent } from './element-events.ts';
import { type CommandContext, type CommandError, commandError, type Decide } from './types.ts';

export type FormTarget = { readonly sectionId: string; readonly formId: string };

export interface FieldChanges {
  readonly type?: FieldType;
  readonly label?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly options?: readonly string[];
}

export interface FormSettingsChanges {
  readonly successMessage?: string;
  readonly failureMessage?: string;
  readonly afterSubmit?: AfterSubmit;
  /** An http(s) address, or '' to remove it. */
  readonly redirectUrl?: string;
  /** The next page's path (`/slug`), or '' for the funnel's next page. */
  readonly nextPage?: string;
  /** The email list subscribers are synced to (issue 25): `mailchimp` or `activecampaign`, or ''. */
  readonly listProvider?: string;
  /** The provider's list id, or '' for none. */
  readonly listId?: string;
  /** Tags to add, comma-separated: at most LIST_TAGS_MAX, each at most LIST_TAG_LENGTH_MAX characters. */
  readonly listTags?: string;
}

export type FormCommand =
  | ({ readonly kind: 'form.addField'; readonly type: FieldType; readonly label?: string } & FormTarget)
  | ({ readonly kind: 'form.removeField'; readonly fieldId: string } & FormTarget)
  | ({
      readonly kind: 'form.moveField';
      readonly fieldId: string;
      readonly direction: 'up' | 'down';
    } & FormTarget)
  | ({
      readonly kind: 'form.setField';
      readonly fieldId: string;
      readonly changes: FieldChanges;
    } & FormTarget)
  | ({ readonly kind: 'form.setSubmitText'; readonly text: string } & FormTarget)
  | ({ readonly kind: 'form.setSettings'; readonly settings: FormSettingsChanges } & FormTarget);

export const REQUIRED_LOCKED_MESSAGE =
  'First name, last name, email, name and full name are always required (they identify the subscriber).';
export const REDIRECT_MESSAGE = 'Enter an address that starts with https:// or http://.';
/** The sync's own bounds (api/campaign.ts `SyncTarget`): a form beyond them would not be synced at all. */
export const LIST_TAGS_MAX = 20;
export const LIST_TAG_LENGTH_MAX = 100;
export const LIST_TAGS_MESSAGE = `Use at most ${LIST_TAGS_MAX} tags of up to ${LIST_TAG_LENGTH_MAX} characters each, separated by commas.`;
export const LIST_MESSAGE = 'Choose a Mailchimp or ActiveCampaign list.';
const LIST_PROVIDERS: ReadonlySet<string> = new Set(['', 'mailchimp', 'activecampaign']);
const LIST_ID = /^[A-Za-z0-9_-]{0,100}$/;

const DEFAULT_OPTIONS = ['Option 1', 'Option 2'];
const BASE_CLASSES = new Set(['form-control', 'form-select', 'form-check-input']);

const splice = childrenSpliced;

function findForm(
  doc: PageDocument,
  target: FormTarget,
): Result<{ section: SectionState; form: ElementNode }, CommandError> {
  const section = findSection(doc, target.sectionId);
  if (!section) return err(commandError('no_section', MESSAGES.noSectionSelected));
  const form = locate(section.nodes, target.formId)?.node;
  if (!form) return err(commandError('no_element', MESSAGES.noElementSelected));
  if (form.tag !== 'form') return err(commandError('not_form', 'Select a form.'));
  return ok({ section, form });
}

function element(section: SectionState, id: string): ElementNode {
  const found = locate(section.nodes, id);
  if (!found) throw new Error(`form: no element ${id}`);
  return found.node;
}

export const decideForm: Decide<FormCommand, ElementEvent> = (doc, command, ctx) => {
  const found = findForm(doc, command);
  if (!found.ok) return found;
  const { section, form } = found.value;
  if (!isEditableNode(form)) return ok([]);
  const fields = readFormFields(form);
  if (command.kind === 'form.addField') return ok(decideAdd(section, form, fields, command, ctx));
  if (command.kind === 'form.setSubmitText') return decideSubmitText(section, form, command.text);
  if (command.kind === 'form.setSettings') return decideSettings(section, form, command.settings);
  const field = fields.find((candidate) => candidate.id === command.fieldId);
  if (!field) return err(commandError('no_field', 'That field is no longer in the form.'));
  switch (command.kind) {
    case 'form.removeField': {
      const parent = element(section, field.unit.parentId);
      const { start, end } = field.unit;
      return ok([splice(section.section_id, parent.id, start, parent.children.slice(start, end + 1), [])]);
    }
    case 'form.moveField':
      return ok(decideMove(section, fields, field, command.direction));
    case 'form.setField':
      return decideSetField(section, field, command.changes, ctx);
  }
};

/** The classes a control has besides its type's own, which a new or retyped field keeps (`form-control-lg`). */
function extraClasses(control: ElementNode): string[] {
  return (getAttr(control, 'class') ?? '').split(/\s+/).filter((c) => c !== '' && !BASE_CLASSES.has(c));
}

/** The wrapper around a field's control and label, when its unit is one (`<div class="mb-3">`). */
function wrapperOf(section: SectionState, field: FormField): ElementNode | null {
  if (field.unit.start !== field.unit.end) return null;
  const node = element(section, field.unit.parentId).children[field.unit.start];
  if (node?.kind !== 'element' || node.id === field.id || node.id === field.labelNode?.id) return null;
  return node;
}

function decideAdd(
  section: SectionState,
  form: ElementNode,
  fields: readonly FormField[],
  command: Extract<FormCommand, { kind: 'form.addField' }>,
  ctx: CommandContext,
): readonly ElementEvent[] {
  const defaults = FIELD_DEFAULTS[command.type];
  const label = command.label?.trim() || defaults.label;
  const taken = fields.map((field) => field.name);
  // A field like the last one: the same wrapper and control classes, right after it.
  const last = [...fields].reverse().find((field) => field.type !== 'checkbox') ?? fields.at(-1);
  const lastControl = last ? element(section, last.id) : null;
  const spec = {
    type: command.type,
    label,
    name: fieldName(command.label?.trim() ? label : defaults.name, taken),
    htmlId: `field-${elementId(ctx.ids)}`,
    placeholder: '',
    required: false,
    options: command.type === 'select' ? DEFAULT_OPTIONS : [],
    extraClasses: lastControl && command.type !== 'checkbox' ? extraClasses(lastControl) : [],
  };
  const wrapper = last ? wrapperOf(section, last) : null;
  const wrapperClass = wrapper ? getAttr(wrapper, 'class') : last ? undefined : 'mb-3';
  const markup = fieldHtml(spec);
  const html =
    last && !wrapper
      ? markup
      : `<${wrapper?.tag ?? 'div'}${wrapperClass ? ` class="${wrapperClass.replace(/"/g, '&quot;')}"` : ''}>${markup}</${wrapper?.tag ?? 'div'}>`;
  const nodes = parseHtml(html, () => nodeId(ctx.ids));
  const at = fields.at(-1);
  if (at) return [splice(section.section_id, at.unit.parentId, at.unit.end + 1, [], nodes)];
  // The first field goes before the submit button, else at the end of the form.
  const submit = findSubmit(form);
  const placed = submit ? locate(section.nodes, submit.id) : undefined;
  if (placed?.parent) return [splice(section.section_id, placed.parent.id, placed.path.at(-1)!, [], nodes)];
  return [splice(section.section_id, form.id, form.children.length, [], nodes)];
}

function decideMove(
  section: SectionState,
  fields: readonly FormField[],
  field: FormField,
  direction: 'up' | 'down',
): readonly ElementEvent[] {
  const index = fields.indexOf(field);
  const other = fields[direction === 'up' ? index - 1 : index + 1];
  if (!other) return [];
  const [first, second] = direction === 'up' ? [other, field] : [field, other];
  const sectionId = section.section_id;
  if (first.unit.parentId === second.unit.parentId) {
    // One splice of the range from one to the other: the two units swap, what lies between stays.
    const parent = element(section, first.unit.parentId);
    const removed = parent.children.slice(first.unit.start, second.unit.end + 1);
    const take = (unit: FormField['unit']) => parent.children.slice(unit.start, unit.end + 1);
    const between = parent.children.slice(first.unit.end + 1, second.unit.start);
    const inserted = [...take(second.unit), ...between, ...take(first.unit)];
    return [splice(sectionId, parent.id, first.unit.start, removed, inserted)];
  }
  // Units in different containers (a form's rows): the field leaves its own and joins the other's.
  const from = element(section, field.unit.parentId);
  const moving = from.children.slice(field.unit.start, field.unit.end + 1);
  const at = direction === 'up' ? other.unit.start : other.unit.end + 1;
  return [
    splice(sectionId, from.id, field.unit.start, moving, []),
    splice(sectionId, other.unit.parentId, at, [], moving),
  ];
}

function decideSetField(
  section: SectionState,
  field: FormField,
  changes: FieldChanges,
  ctx: CommandContext,
): Result<readonly ElementEvent[], CommandError> {
  if (changes.required === false && field.locked)
    return err(commandError('required_locked', REQUIRED_LOCKED_MESSAGE));
  const control = element(section, field.id);
  if (changes.type !== undefined && changes.type !== field.type)
    return ok(retype(section, field, control, changes, ctx));
  const sectionId = section.section_id;
  const events: ElementEvent[] = [];
  let attrs: readonly Attr[] = control.attrs;
  if (changes.label !== undefined) {
    const label = field.labelNode ? element(section, field.labelNode.id) : null;
    if (!label) attrs = setAttr(attrs, 'aria-label', changes.label.trim() === '' ? null : changes.label);
    else {
      // A label around its control keeps the control; only its words change.
      const kept = label.children.filter((child) => child.kind === 'element');
      const words: HtmlNode = { kind: 'text', text: kept.length > 0 ? `${changes.label} ` : changes.label };
      events.push(splice(sectionId, label.id, 0, label.children, [words, ...kept]));
    }
  }
  if (changes.placeholder !== undefined) {
    if (control.tag === 'select' || field.type === 'checkbox')
      return err(commandError('no_placeholder', 'This kind of field shows no placeholder.'));
    attrs = setAttr(attrs, 'placeholder', changes.placeholder === '' ? null : changes.placeholder);
  }
  if (changes.required !== undefined) attrs = setAttr(attrs, 'required', changes.required ? '' : null);
  if (changes.options !== undefined) {
    if (control.tag !== 'select') return err(commandError('not_select', 'Only a list field has options.'));
    const options = parseHtml(optionsHtml(changes.options), () => nodeId(ctx.ids));
    events.push(splice(sectionId, control.id, 0, control.children, options));
  }
  if (attrs !== control.attrs) events.unshift(attributesChange(sectionId, control, attrs));
  return ok(events);
}

function optionsHtml(options: readonly string[]): string {
  return options.map((option) => `<option>${escapeText(option)}</option>`).join('');
}

/** A field given another type is written afresh (fieldHtml) in its unit; its control keeps its builder id. */
function retype(
  section: SectionState,
  field: FormField,
  control: ElementNode,
  changes: FieldChanges,
  ctx: CommandContext,
): readonly ElementEvent[] {
  const type = changes.type!;
  const html = fieldHtml({
    type,
    label: changes.label ?? field.label,
    name: field.name || fieldName(FIELD_DEFAULTS[type].name, []),
    htmlId: field.htmlId || `field-${elementId(ctx.ids)}`,
    placeholder: type === 'select' || type === 'checkbox' ? '' : (changes.placeholder ?? field.placeholder),
    required: changes.required ?? field.required,
    options: changes.options ?? (field.options.length > 0 ? field.options : DEFAULT_OPTIONS),
    extraClasses: type === 'checkbox' ? [] : extraClasses(control),
  });
  const nodes = withControlId(
    parseHtml(html, () => nodeId(ctx.ids)),
    field.id,
  );
  const sectionId = section.section_id;
  const wrapper = wrapperOf(section, field);
  if (wrapper) return [splice(sectionId, wrapper.id, 0, wrapper.children, nodes)];
  const parent = element(section, field.unit.parentId);
  const { start, end } = field.unit;
  return [splice(sectionId, parent.id, start, parent.children.slice(start, end + 1), nodes)];
}

/** The new markup's control takes the field's builder id, so the selection and the panel follow it. */
function withControlId(nodes: readonly HtmlNode[], id: string): HtmlNode[] {
  return nodes.map((node) => {
    if (node.kind !== 'element') return node;
    if (node.tag === 'input' || node.tag === 'select' || node.tag === 'textarea')
      return elementWith(node, { id });
    return elementWith(node, { children: withControlId(node.children, id) });
  });
}

function decideSubmitText(
  section: SectionState,
  form: ElementNode,
  text: string,
): Result<readonly ElementEvent[], CommandError> {
  const submit = findSubmit(form);
  if (!submit) return err(commandError('no_submit', 'This form has no submit button.'));
  if (text.trim() === '') return err(commandError('empty_submit', 'The button needs a few words.'));
  const sectionId = section.section_id;
  if (submit.tag === 'input') {
    const attrs = setAttr(submit.attrs, 'value', text);
    return ok(attrs === submit.attrs ? [] : [attributesChange(sectionId, submit, attrs)]);
  }
  // The words change; an icon in the button stays where it is.
  const children: HtmlNode[] = [];
  let placed = false;
  for (const child of submit.children) {
    if (child.kind !== 'text' || child.text.trim() === '') children.push(child);
    else if (!placed) {
      const lead = /^\s*/.exec(child.text)![0];
      const trail = /\s*$/.exec(child.text)![0];
      children.push({ kind: 'text', text: `${lead}${text}${trail}` });
      placed = true;
    }
  }
  if (!placed) children.unshift({ kind: 'text', text });
  return ok([splice(sectionId, submit.id, 0, submit.children, children)]);
}

const SETTING_ATTRIBUTES: Readonly<Record<keyof FormSettingsChanges, string>> = {
  successMessage: 'data-success-message',
  failureMessage: 'data-failure-message',
  afterSubmit: 'data-after-submit',
  redirectUrl: 'data-redirect-url',
  nextPage: 'data-pw-next',
  listProvider: 'data-list-provider',
  listId: 'data-list-id',
  listTags: 'data-list-tags',
};

function decideSettings(
  section: SectionState,
  form: ElementNode,
  settings: FormSettingsChanges,
): Result<readonly ElementEvent[], CommandError> {
  const url = settings.redirectUrl?.trim();
  if (url && !isRedirectAddress(url)) return err(commandError('invalid_address', REDIRECT_MESSAGE));
  const { listProvider, listId, listTags } = settings;
  if (
    (listProvider !== undefined && !LIST_PROVIDERS.has(listProvider)) ||
    (listId !== undefined && !LIST_ID.test(listId))
  )
    return err(commandError('invalid_list', LIST_MESSAGE));
  if (listTags !== undefined) {
    const tags = listTags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    if (tags.length > LIST_TAGS_MAX || tags.some((tag) => tag.length > LIST_TAG_LENGTH_MAX))
      return err(commandError('invalid_tags', LIST_TAGS_MESSAGE));
  }
  let attrs = form.attrs;
  for (const [key, value] of Object.entries(settings) as [keyof FormSettingsChanges, string | undefined][]) {
    if (value === undefined) continue;
    const text = key === 'redirectUrl' ? value.trim() : value;
    attrs = setAttr(attrs, SETTING_ATTRIBUTES[key], text.trim() === '' ? null : text);
  }
  return ok(attrs === form.attrs ? [] : [attributesChange(section.section_id, form, attrs)]);
}
