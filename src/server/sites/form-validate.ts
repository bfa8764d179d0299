/**
 * A visitor's form submission checked against the form the page really has (form-schema.ts): only its
 * fields, one text value each, within length caps, an email where the field is an email, and every
 * required field filled (spec §5). Pure; answers the cleaned fields or every problem, named by the
 * field's label so the message reads as the page does.
 */
import { missingRequiredFields } from '../../domain/rules/forms.ts';
import type { FormSchema } from './form-schema.ts';

export const MAX_FIELDS = 50;
export const MAX_TEXT_CHARS = 1_000;
export const MAX_TEXTAREA_CHARS = 10_000;

export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

export type Checked =
  | { readonly ok: true; readonly fields: Record<string, string> }
  | { readonly ok: false; readonly problems: readonly FieldProblem[] };

// The WHATWG form-validation pattern for type=email: what the browser accepts, the server accepts.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** `raw` is the submission without its `_pw_` fields. */
export function checkSubmission(schema: FormSchema, raw: Readonly<Record<string, unknown>>): Checked {
  const names = Object.keys(raw);
  if (names.length > MAX_FIELDS)
    return { ok: false, problems: [{ field: '', message: `A form sends at most ${MAX_FIELDS} fields.` }] };
  const byName = new Map(schema.fields.map((field) => [field.name, field]));
  const problems: FieldProblem[] = [];
  const fields: Record<string, string> = {};
  for (const name of names) {
    const field = byName.get(name);
    const value = raw[name];
    if (!field) {
      problems.push({ field: name, message: `This form has no field “${name.slice(0, 60)}”.` });
      continue;
    }
    if (typeof value !== 'string') {
      problems.push({ field: name, message: `${field.label}: send one value.` });
      continue;
    }
    const cap = field.type === 'textarea' ? MAX_TEXTAREA_CHARS : MAX_TEXT_CHARS;
    if (value.length > cap) {
      problems.push({ field: name, message: `${field.label} is too long (at most ${cap} characters).` });
      continue;
    }
    const text = value.trim();
    if (field.type === 'email' && text !== '' && !EMAIL.test(text)) {
      problems.push({
        field: name,
        message: `${field.label}: enter an email address like name@example.com.`,
      });
      continue;
    }
    fields[name] = text;
  }
  const required = schema.fields.filter((field) => field.required).map((field) => field.name);
  for (const name of missingRequiredFields(fields, required)) {
    if (problems.some((problem) => problem.field === name)) continue;
    const label = byName.get(name)?.label ?? name;
    problems.push({ field: name, message: `${label} is required.` });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, fields };
}
