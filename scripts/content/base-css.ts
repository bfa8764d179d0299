import { SECTION_KIT_VARS_CSS } from '../../src/domain/section-kit-vars.ts';

/**
 * The shared foundation every library section carries in its own css (a section must stand alone
 * when added to any page; identical copies on one page are harmless). Everything is derived from
 * the theme's custom properties (src/projections/root-css.ts), so palettes, fonts and radius apply:
 * tints and muted text are `color-mix` of the palette colours, never fixed colours.
 *
 * Tones: a section root may carry `pws-tone-tint` (soft accent wash), `pws-tone-inverse` (heading
 * colour as background) or `pws-tone-accent` (secondary colour as background). The wash is painted
 * on the builder's section wrapper through `:has`, so the user's own section background (an inline
 * style on that wrapper) still wins.
 */
export const BASE_CSS = `${SECTION_KIT_VARS_CSS}
.pw-section:has(> .pws-tone-tint) { background-color: var(--pws-tint); }
.pw-section:has(> .pws-tone-inverse) { background-color: var(--pw-heading-color); }
.pw-section:has(> .pws-tone-accent) { background-color: var(--pw-secondary-color); }
:where(.pws) { position: relative; overflow: hidden; padding-block: clamp(3.5rem, 8vw, 6.5rem); color: var(--pw-primary-text-color); }
:where(.pws) img { max-width: 100%; height: auto; }
:where(.pws) h1, :where(.pws) h2, :where(.pws) h3, :where(.pws) h4 { line-height: 1.2; letter-spacing: -0.01em; }
:where(.pws) h3 { font-size: calc(var(--pw-h3-font-size) * .72); }
:where(.pws) h4 { font-size: calc(var(--pw-h4-font-size) * .72); }
:where(.pws) p { color: inherit; }
:where(.pws) a:not(.btn) { color: var(--pws-accent-text); }
:where(.pws) .pws-muted, :where(.pws) .pws-lead { color: var(--pws-muted); }
:where(.pws) .pws-lead { font-size: 1.125rem; margin-bottom: 0; }
:where(.pws) .pws-heading { max-width: 44rem; margin-bottom: clamp(2rem, 5vw, 3.5rem); }
:where(.pws) .pws-title { margin-bottom: .75rem; }
:where(.pws) .pws-eyebrow { display: inline-block; margin-bottom: .75rem; font-size: .8125rem; font-weight: 700; letter-spacing: .12em; text-transform: uppercase; color: var(--pws-accent-text); }
:where(.pws) .btn { padding: .7rem 1.4rem; font-weight: 600; border-radius: var(--pw-border-radius); transition: transform .15s ease, box-shadow .15s ease, background-color .15s ease; }
:where(.pws) .btn-lg { padding: .85rem 1.75rem; font-size: 1.0625rem; }
:where(.pws) .btn-sm { padding: .45rem 1rem; font-size: .9375rem; }
:where(.pws) .btn:hover { transform: translateY(-1px); }
:where(.pws) .btn-primary { box-shadow: 0 .5rem 1.25rem -.5rem color-mix(in srgb, var(--pw-secondary-color) 60%, transparent); }
:where(.pws) .pws-btn-ghost { color: var(--pw-heading-color); background: transparent; border: 1px solid color-mix(in srgb, var(--pw-heading-color) 30%, transparent); }
:where(.pws) .pws-btn-ghost:hover { background: color-mix(in srgb, var(--pw-heading-color) 6%, transparent); color: var(--pw-heading-color); }
:where(.pws) .pws-btn-light { background: var(--pw-secondary-text-color); color: var(--pw-secondary-color); border: 1px solid var(--pw-secondary-text-color); }
:where(.pws) .pws-btn-light:hover { color: var(--pw-secondary-color); opacity: .92; }
:where(.pws) .pws-btn-outline-light { color: #fff; border: 1px solid rgba(255, 255, 255, .6); background: transparent; }
:where(.pws) .pws-btn-outline-light:hover { background: rgba(255, 255, 255, .12); color: #fff; }
:where(.pws) .pws-card { background: var(--pws-card); border: 1px solid var(--pws-line); border-radius: calc(var(--pw-border-radius) * 1.5); box-shadow: var(--pws-shadow-sm); }
:where(.pws) .pws-icon { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 3rem; height: 3rem; border-radius: var(--pw-border-radius); background: var(--pws-tint-strong); color: var(--pw-secondary-color); font-size: 1.25rem; }
:where(.pws) .pws-stars { color: #F5A524; letter-spacing: .15em; font-size: .875rem; }
:where(.pws) .pws-check { list-style: none; padding-left: 0; }
:where(.pws) .pws-check li { position: relative; padding-left: 1.9rem; margin-bottom: .6rem; }
:where(.pws) .pws-check li::before { content: ""; position: absolute; left: 0; top: .3rem; width: 1.15rem; height: 1.15rem; border-radius: 50%; background: var(--pws-tint-strong); }
:where(.pws) .pws-check li::after { content: ""; position: absolute; left: .2rem; top: .5rem; width: .75rem; height: .75rem; background: var(--pw-secondary-color); -webkit-mask: var(--pws-check-mask) center / contain no-repeat; mask: var(--pws-check-mask) center / contain no-repeat; }
:where(.pws) .pws-media { border-radius: calc(var(--pw-border-radius) * 2); box-shadow: var(--pws-shadow); object-fit: cover; width: 100%; }
:where(.pws) .pws-avatar { width: 3rem; height: 3rem; border-radius: 50%; object-fit: cover; flex: none; }
:where(.pws).pws-tone-inverse { color: var(--pw-primary-color); }
:where(.pws).pws-tone-inverse :is(h1, h2, h3, h4) { color: var(--pw-primary-color); }
:where(.pws).pws-tone-inverse .pws-muted, :where(.pws).pws-tone-inverse .pws-lead { color: color-mix(in srgb, var(--pw-primary-color) 80%, var(--pw-heading-color)); }
:where(.pws).pws-tone-inverse .pws-eyebrow { color: var(--pw-primary-color); opacity: .85; }
:where(.pws).pws-tone-accent { color: var(--pw-secondary-text-color); }
:where(.pws).pws-tone-accent :is(h1, h2, h3, h4, .pws-eyebrow, .pws-lead, .pws-muted) { color: var(--pw-secondary-text-color); }
@media (prefers-reduced-motion: reduce) { .pws .btn { transition: none; } .pws .btn:hover { transform: none; } }
`;
