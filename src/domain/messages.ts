/** Every user-facing message fixed by the specification (§5, §6, §8), defined once, verbatim. */

export const MESSAGES = {
  noSectionSelected: 'No section selected!',
  noElementSelected: 'No element selected!',
  invalidLetterSpacing: 'Invalid input. Please enter a valid value (e.g., 1px, 0.5rem, -0.1em).',
  domainRequired: 'Please add your domain from your Project settings',
  accessDeniedSave: 'Access denied. Please Try Again',
  projectPublished: 'Project Published Successfully',
  builderAccessDenied: 'Access Denied: You do not have the necessary permissions to acces builder.',
  somethingWentWrong: 'Something Went Wrong',
} as const;

export type MessageKey = keyof typeof MESSAGES;
