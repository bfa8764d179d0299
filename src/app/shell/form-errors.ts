/**
 * Form validation shared by the screens: field messages people understand, and the server's field
 * errors (400 `errors: [{field, message}]`, or a `field: reason` message) mapped onto the form's fields.
 */
import { Email, PASSWORD_MAX, PASSWORD_MIN } from '../../api/auth.ts';
import { isApiError } from '../../api/client.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function checkEmail(value: string): string | undefined {
  if (value.trim() === '') return 'Enter your email address';
  return Email.safeParse(value.trim()).success
    ? undefined
    : 'Enter a valid email address, like name@example.com';
}

export function checkNewPassword(value: string): string | undefined {
  if (value === '') return 'Enter a password';
  if (value.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters`;
  if (value.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters`;
  return undefined;
}

export function checkRequired(value: string, message: string, max = 200): string | undefined {
  if (value.trim() === '') return message;
  if (value.trim().length > max) return `Use at most ${max} characters`;
  return undefined;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The server's complaints about known fields, and whatever is left as one form-level message.
 * `rename` maps server field names to form field names.
 */
export function splitServerErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
  rename: Partial<Record<string, K>> = {},
): { fields: FieldErrors<K>; form: string | undefined } {
  if (!isApiError(error))
    return { fields: {}, form: error instanceof Error ? error.message : 'Something went wrong.' };
  const known = (name: string): K | undefined =>
    rename[name] ?? ((fields as readonly string[]).includes(name) ? (name as K) : undefined);
  const result: FieldErrors<K> = {};
  for (const item of error.errors ?? []) {
    const field = known(item.field);
    if (field) result[field] = capitalize(item.message);
  }
  if (Object.keys(result).length > 0) return { fields: result, form: undefined };
  const prefixed = /^([a-z_]+): (.+)$/.exec(error.message);
  const field = prefixed?.[1] ? known(prefixed[1]) : undefined;
  if (field && prefixed?.[2])
    return { fields: { [field]: capitalize(prefixed[2]) } as FieldErrors<K>, form: undefined };
  return { fields: {}, form: error.message || `The server answered with an error (${error.code}).` };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
