/**
 * Heroes: full-bleed image, background video (the builder's section video setting), split with
 * image, split with an opt-in form, centred on a gradient wash, and the compact inner-page header.
 * Each page's first heading is the hero's h1.
 */
import { button, esc, eyebrow, icon, img } from '../html.ts';
import type { Business, SectionVariant } from '../model.ts';
import { need } from '../model.ts';

const HERO_CSS = `.pws-hero h1 { font-size: clamp(calc(var(--pw-h1-font-size) * .85), 4.2vw + 1rem, calc(var(--pw-h1-font-size) * 1.45)); font-weight: max(var(--pw-h1-font-weight), 700); letter-spacing: -0.025em; line-height: 1.08; margin-bottom: 1.25rem; }
.pws-hero .pws-hero-lead { font-size: clamp(1.05rem, .6vw + .9rem, 1.25rem); max-width: 36rem; }
.pws-hero .pws-actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 2rem; }
.pws-hero .pws-badges { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; margin-top: 2rem; padding: 0; list-style: none; font-size: .9375rem; font-weight: 600; }
.pws-hero .pws-badges i { color: var(--pw-secondary-color); margin-right: .4rem; }
`;

function actions(b: Business, secondaryStyle: 'ghost' | 'outline-light' = 'ghost'): string {
  return `<div class="pws-actions">
        ${button(b.hero.primary, 'primary', 'arrow-right')}
        ${b.hero.secondary ? button(b.hero.secondary, secondaryStyle) : ''}
      </div>`;
}

function badges(b: Business): string {
  if (!b.hero.badges?.length) return '';
  return `<ul class="pws-badges">
        ${b.hero.badges.map((badge) => `<li>${icon('circle-check')}${esc(badge)}</li>`).join('\n        ')}
      </ul>`;
}

const DARK_OVERLAY_TEXT = `.pws-hero-dark { color: #fff; }
.pws-hero-dark h1, .pws-hero-dark .pws-eyebrow { color: #fff; }
.pws-hero-dark .pws-hero-lead { color: rgba(255, 255, 255, .88); }
.pws-hero-dark .pws-badges i { color: #fff; }
`;

export const heroes: SectionVariant[] = [
  {
    name: 'hero-image',
    title: 'Hero: full-bleed image',
    type: 'hero',
    category: 'Heroes',
    description: 'A large background photograph under a dark gradient, with headline, lead and two buttons.',
    sample: 'casa-verde',
    build: (b) => ({
      html: `<section class="pws pws-hero pws-hero-image pws-hero-dark">
  ${img(b.images.hero, 'pws-hero-bg', false)}
  <div class="container">
    <div class="pws-hero-content animate__animated animate__fadeInUp">
      ${eyebrow(b.hero.kicker)}
      <h1>${esc(b.hero.title)}</h1>
      <p class="pws-hero-lead">${esc(b.hero.lead ?? '')}</p>
      ${actions(b, 'outline-light')}
      ${badges(b)}
    </div>
  </div>
</section>`,
      css: `${HERO_CSS}${DARK_OVERLAY_TEXT}:where(.pws).pws-hero-image { min-height: min(88vh, 46rem); display: flex; align-items: center; padding-block: clamp(5rem, 12vw, 9rem); background: #1b1b1f; }
.pws-hero-image .pws-hero-bg { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.pws-hero-image::after { content: ""; position: absolute; inset: 0; background: linear-gradient(100deg, rgba(10, 10, 14, .86) 0%, rgba(10, 10, 14, .62) 45%, rgba(10, 10, 14, .18) 100%); }
.pws-hero-image .container { position: relative; z-index: 1; }
.pws-hero-image .pws-hero-content { max-width: 40rem; }
`,
    }),
  },
  {
    name: 'hero-video',
    title: 'Hero: background video',
    type: 'hero',
    category: 'Heroes',
    description:
      'A looping, muted background video (change it in Section settings) behind a centred headline.',
    sample: 'aurora-escapes',
    build: (b) => ({
      html: `<section class="pws pws-hero pws-hero-video pws-hero-dark">
  <div class="container text-center">
    <div class="pws-hero-content mx-auto animate__animated animate__fadeIn">
      ${eyebrow(b.hero.kicker)}
      <h1>${esc(b.hero.title)}</h1>
      <p class="pws-hero-lead mx-auto">${esc(b.hero.lead ?? '')}</p>
      <div class="d-flex justify-content-center">${actions(b, 'outline-light')}</div>
    </div>
  </div>
</section>`,
      css: `${HERO_CSS}${DARK_OVERLAY_TEXT}:where(.pws).pws-hero-video { min-height: min(86vh, 44rem); display: flex; align-items: center; padding-block: clamp(5rem, 12vw, 9rem); background: linear-gradient(135deg, color-mix(in srgb, var(--pw-secondary-color) 55%, #0b1020), #0b1020); }
.pw-section[data-video-source] > .pws-hero-video { background: transparent; }
.pws-hero-video .pws-hero-content { max-width: 46rem; }
.pws-hero-video .pws-actions { justify-content: center; }
`,
      video: { source: 'upload', url: 'assets/videos/hero-loop.webm', overlay: 'rgba(8, 12, 24, 0.55)' },
    }),
  },
  {
    name: 'hero-split',
    title: 'Hero: text and image side by side',
    type: 'hero',
    category: 'Heroes',
    description:
      'Headline, lead, buttons and trust badges beside a rounded image with a floating highlight card.',
    sample: 'northwind-cloud',
    build: (b) => {
      const stat = b.stats?.[0];
      return {
        html: `<section class="pws pws-hero pws-hero-split">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-6 animate__animated animate__fadeInUp">
        ${eyebrow(b.hero.kicker)}
        <h1>${esc(b.hero.title)}</h1>
        <p class="pws-hero-lead pws-muted">${esc(b.hero.lead ?? '')}</p>
        ${actions(b)}
        ${badges(b)}
      </div>
      <div class="col-lg-6">
        <div class="pws-hero-visual">
          ${img(b.images.hero, 'pws-media', false)}
          ${stat ? `<div class="pws-float-card pws-card"><span class="pws-icon">${icon('chart-line')}</span><div><p class="pws-float-value">${esc(stat.value)}</p><p class="pws-float-label">${esc(stat.label)}</p></div></div>` : ''}
        </div>
      </div>
    </div>
  </div>
</section>`,
        css: `${HERO_CSS}.pws-hero-split::before { content: ""; position: absolute; width: 42rem; height: 42rem; right: -14rem; top: -14rem; border-radius: 50%; background: radial-gradient(circle, var(--pws-tint-strong), transparent 70%); }
.pws-hero-split .container { position: relative; }
.pws-hero-split .pws-hero-visual { position: relative; padding: 0 0 1.5rem 1.5rem; }
.pws-hero-split .pws-media { aspect-ratio: 6 / 5; }
.pws-hero-split .pws-float-card { position: absolute; left: 0; bottom: 0; display: flex; gap: .85rem; align-items: center; padding: 1rem 1.25rem; max-width: 17rem; box-shadow: var(--pws-shadow); }
.pws-hero-split .pws-float-value { font-size: 1.35rem; font-weight: 800; margin: 0; color: var(--pw-heading-color); line-height: 1.1; }
.pws-hero-split .pws-float-label { margin: 0; font-size: .875rem; color: var(--pws-muted); }
`,
      };
    },
  },
  {
    name: 'hero-centered',
    title: 'Hero: centred on a gradient wash',
    type: 'hero',
    category: 'Heroes',
    description: 'A centred headline on a soft accent gradient, with a wide showcase image underneath.',
    sample: 'ledgerline',
    build: (b) => ({
      html: `<section class="pws pws-hero pws-hero-centered">
  <div class="container text-center">
    <div class="pws-hero-content mx-auto animate__animated animate__fadeInUp">
      ${b.hero.kicker ? `<p class="pws-pill-label">${icon('bolt', 'me-2')}${esc(b.hero.kicker)}</p>` : ''}
      <h1>${esc(b.hero.title)}</h1>
      <p class="pws-hero-lead pws-muted mx-auto">${esc(b.hero.lead ?? '')}</p>
      <div class="d-flex justify-content-center">${actions(b)}</div>
    </div>
    <div class="pws-hero-showcase">${img(b.images.hero, 'pws-media', false)}</div>
  </div>
</section>`,
      css: `${HERO_CSS}.pws-hero-centered { background: radial-gradient(60rem 30rem at 50% -10%, var(--pws-tint-strong), transparent 70%), linear-gradient(180deg, var(--pws-tint), transparent 65%); }
.pws-hero-centered .pws-hero-content { max-width: 48rem; }
.pws-hero-centered .pws-actions { justify-content: center; }
.pws-hero-centered .pws-pill-label { display: inline-flex; align-items: center; padding: .4rem 1rem; border-radius: 999px; background: var(--pw-primary-color); border: 1px solid var(--pws-line); font-size: .875rem; font-weight: 600; color: var(--pw-heading-color); box-shadow: var(--pws-shadow-sm); }
.pws-hero-centered .pws-pill-label i { color: var(--pw-secondary-color); }
.pws-hero-centered .pws-hero-showcase { margin-top: clamp(2.5rem, 6vw, 4rem); }
.pws-hero-centered .pws-media { aspect-ratio: 16 / 8; border: 6px solid var(--pw-primary-color); }
`,
    }),
  },
  {
    name: 'hero-optin',
    title: 'Hero: headline with opt-in form',
    type: 'hero',
    category: 'Heroes',
    description: 'A funnel opener: promise and bullet points beside a lead capture card (name and email).',
    sample: 'brightpath-coaching',
    build: (b) => {
      const optin = need(b.optin, 'optin', b);
      return {
        html: `<section class="pws pws-hero pws-hero-optin pws-tone-tint">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-7">
        ${eyebrow(b.hero.kicker)}
        <h1>${esc(b.hero.title)}</h1>
        <p class="pws-hero-lead pws-muted">${esc(b.hero.lead ?? '')}</p>
        <ul class="pws-check mt-4">
          ${optin.bullets.map((x) => `<li>${esc(x)}</li>`).join('\n          ')}
        </ul>
      </div>
      <div class="col-lg-5">
        <form class="pws-form pws-card pws-optin-card animate__animated animate__fadeInUp" data-form="optin">
          <h2 class="h4 mb-2">${esc(optin.title)}</h2>
          <p class="pws-muted mb-4">${esc(optin.lead ?? '')}</p>
          <div class="mb-3">
            <label class="form-label" for="hero-optin-name">First name</label>
            <input class="form-control form-control-lg" id="hero-optin-name" name="first_name" type="text" autocomplete="given-name" required>
          </div>
          <div class="mb-4">
            <label class="form-label" for="hero-optin-email">Email address</label>
            <input class="form-control form-control-lg" id="hero-optin-email" name="email" type="email" autocomplete="email" required>
          </div>
          <button class="btn btn-primary btn-lg w-100" type="submit">${esc(optin.button)}</button>
          <p class="pws-muted small mt-3 mb-0">${icon('lock', 'me-1')}${esc(optin.note)}</p>
        </form>
      </div>
    </div>
  </div>
</section>`,
        css: `${HERO_CSS}.pws-hero-optin .pws-optin-card { padding: clamp(1.5rem, 4vw, 2.5rem); box-shadow: var(--pws-shadow); }
.pws-hero-optin .form-label { font-weight: 600; color: var(--pw-heading-color); }
`,
      };
    },
  },
  {
    name: 'hero-page-header',
    title: 'Page header with breadcrumb',
    type: 'hero',
    category: 'Heroes',
    description: 'A compact header for inner pages: breadcrumb, page title and a short introduction.',
    sample: 'summit-academy',
    build: (b, page) => {
      const header = page.header ?? { title: b.about?.title ?? b.name, lead: b.tagline };
      const here = page.nav.find((l) => l.href === page.current)?.label ?? header.title;
      return {
        html: `<section class="pws pws-hero pws-hero-page-header pws-tone-tint">
  <div class="container">
    <nav aria-label="Breadcrumb">
      <ol class="breadcrumb">
        <li class="breadcrumb-item"><a href="index.html">Home</a></li>
        <li class="breadcrumb-item active" aria-current="page">${esc(here)}</li>
      </ol>
    </nav>
    <h1>${esc(header.title)}</h1>
    ${header.lead ? `<p class="pws-hero-lead pws-muted">${esc(header.lead)}</p>` : ''}
  </div>
</section>`,
        css: `${HERO_CSS}:where(.pws).pws-hero-page-header { padding-block: clamp(3rem, 7vw, 5rem); }
.pws-hero-page-header::after { content: ""; position: absolute; right: -6rem; bottom: -10rem; width: 24rem; height: 24rem; border-radius: 50%; border: 3rem solid var(--pws-tint-strong); }
.pws-hero-page-header .container { position: relative; z-index: 1; }
.pws-hero-page-header h1 { font-size: clamp(calc(var(--pw-h1-font-size) * .8), 3vw + 1rem, calc(var(--pw-h1-font-size) * 1.15)); }
.pws-hero-page-header .breadcrumb { font-size: .875rem; font-weight: 600; margin-bottom: 1rem; }
.pws-hero-page-header .breadcrumb-item.active { color: var(--pws-muted); }
`,
      };
    },
  },
];
