/**
 * The custom properties every library section's css opens with (scripts/content/base-css.ts puts
 * them first in each section.css): tints, muted text, lines and shadows, all derived from the
 * theme's `--pw-*` properties (src/projections/root-css.ts).
 *
 * The builder's canvas also defines them once, ahead of every section's sheet (canvas-document.ts).
 * A section's copy then changes no computed value when it enters or leaves the canvas; without that,
 * adding the first library section to a page (or undoing it) restyled every element the canvas
 * renders (≈7 ms at 200 sections), since custom properties on the root are inherited by all.
 */
export const SECTION_KIT_VARS_CSS = `:root {
  --pws-muted: color-mix(in srgb, var(--pw-primary-text-color) 82%, var(--pw-primary-color));
  --pws-surface: color-mix(in srgb, var(--pw-primary-color) 94%, var(--pw-primary-text-color));
  --pws-card: color-mix(in srgb, var(--pw-primary-color) 97%, var(--pw-primary-text-color));
  --pws-tint: color-mix(in srgb, var(--pw-secondary-color) 7%, var(--pw-primary-color));
  --pws-tint-strong: color-mix(in srgb, var(--pw-secondary-color) 14%, var(--pw-primary-color));
  --pws-accent-text: color-mix(in srgb, var(--pw-secondary-color) 72%, var(--pw-heading-color));
  --pws-line: color-mix(in srgb, var(--pw-primary-text-color) 13%, var(--pw-primary-color));
  --pws-shadow: 0 1.25rem 2.5rem -1.25rem color-mix(in srgb, var(--pw-box-shadow-color) 85%, transparent);
  --pws-check-mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath fill='none' stroke='black' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round' d='M3.5 8.5l3 3L12.5 5'/%3E%3C/svg%3E");
  --pws-shadow-sm: 0 .5rem 1.25rem -.75rem color-mix(in srgb, var(--pw-box-shadow-color) 90%, transparent);
}`;
