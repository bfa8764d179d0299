/**
 * Form field requirements (spec §5): first_name, last_name, email, name and full_name are always
 * required, on top of whatever the form itself declares required.
 */

export const ALWAYS_REQUIRED_FIELDS = ['first_name', 'last_name', 'email', 'name', 'full_name'] as const;
export type AlwaysRequiredField = (typeof ALWAYS_REQUIRED_FIELDS)[number];

/** Matches the field's `name` ignoring case and surrounding spaces, since builders type `Email` as often as `email`. */
export function isAlwaysRequired(fieldName: string): boolean {
  return (ALWAYS_REQUIRED_FIELDS as readonly string[]).includes(fieldName.trim().toLowerCase());
}

/**
 * Names of required fields whose value is missing or blank: fields of the form that are always
 * required, then `declaredRequired` fields (which count even when absent from `fields`).
 * Each name appears once, in form order first.
 */
export function missingRequiredFields(
  fields: Readonly<Record<string, string>>,
  declaredRequired: readonly string[] = [],
): string[] {
  const required = new Set<string>([...Object.keys(fields).filter(isAlwaysRequired), ...declaredRequired]);
  return [...required].filter((name) => {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    return value === undefined || value.trim() === '';
  });
}
