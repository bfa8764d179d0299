/**
 * Content sections: features, about, services and stats. Cards use `.pws-card` (themed surface,
 * radius from --pw-border-radius), icons sit in `.pws-icon` tiles, lists are real `<ul>`s.
 */
import { button, esc, heading, icon, img } from '../html.ts';
import type { SectionVariant } from '../model.ts';
import { need } from '../model.ts';

const CARD_HOVER = `:where(.pws) .pws-lift { transition: transform .2s ease, box-shadow .2s ease; }
:where(.pws) .pws-lift:hover { transform: translateY(-4px); box-shadow: var(--pws-shadow); }
`;

export const content: SectionVariant[] = [
  {
    name: 'features-icons',
    title: 'Features: three icon columns',
    type: 'features',
    category: 'Content',
    description: 'Three benefits with icon tiles, short titles and one-line explanations.',
    sample: 'northwind-cloud',
    build: (b) => {
      const f = need(b.features, 'features', b);
      return {
        html: `<section class="pws pws-features-icons">
  <div class="container">
    ${heading(f.title, f.lead, f.kicker)}
    <div class="row g-4">
      ${f.items
        .slice(0, 3)
        .map(
          (item) => `<div class="col-md-4">
        <div class="pws-feature text-center">
          <span class="pws-icon pws-icon-lg">${icon(item.icon)}</span>
          <h3>${esc(item.title)}</h3>
          <p class="pws-muted mb-0">${esc(item.text)}</p>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-features-icons .pws-icon-lg { width: 4rem; height: 4rem; font-size: 1.6rem; border-radius: 50%; margin-bottom: 1.25rem; }
.pws-features-icons .pws-feature { padding-inline: 1rem; }
`,
      };
    },
  },
  {
    name: 'features-grid',
    title: 'Features: six cards',
    type: 'features',
    category: 'Content',
    description: 'Six feature cards in a responsive 3 × 2 grid on a tinted band, with hover lift.',
    sample: 'ledgerline',
    build: (b) => {
      const f = need(b.features, 'features', b);
      return {
        html: `<section class="pws pws-features-grid pws-tone-tint">
  <div class="container">
    ${heading(f.title, f.lead, f.kicker)}
    <div class="row g-4">
      ${f.items
        .slice(0, 6)
        .map(
          (item) => `<div class="col-md-6 col-lg-4">
        <div class="pws-card pws-lift h-100">
          <span class="pws-icon">${icon(item.icon)}</span>
          <h3>${esc(item.title)}</h3>
          <p class="pws-muted mb-0">${esc(item.text)}</p>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `${CARD_HOVER}.pws-features-grid .pws-card { padding: 2rem; }
.pws-features-grid .pws-icon { margin-bottom: 1.25rem; }
`,
      };
    },
  },
  {
    name: 'features-alternating',
    title: 'Features: alternating image rows',
    type: 'features',
    category: 'Content',
    description: 'Two rows of image and text that swap sides, each with a checklist and a link.',
    sample: 'casa-verde',
    build: (b) => {
      const f = need(b.features, 'features', b);
      const rows = f.items.slice(0, 2).map((item, i) => {
        const image = b.images.gallery[i] ?? b.images.about;
        const bullets = f.items.slice(2 + i * 2, 4 + i * 2);
        return `<div class="row g-4 gy-5 align-items-center pws-alt-row">
      <div class="col-lg-6${i % 2 ? ' order-lg-2' : ''}">${img(image, 'pws-media')}</div>
      <div class="col-lg-6${i % 2 ? ' order-lg-1' : ''}">
        <div class="pws-alt-copy">
          <span class="pws-icon">${icon(item.icon)}</span>
          <h3>${esc(item.title)}</h3>
          <p class="pws-muted">${esc(item.text)}</p>
          <ul class="pws-check">
            ${bullets.map((x) => `<li><strong>${esc(x.title)}.</strong> ${esc(x.text)}</li>`).join('\n            ')}
          </ul>
        </div>
      </div>
    </div>`;
      });
      return {
        html: `<section class="pws pws-features-alternating">
  <div class="container">
    ${heading(f.title, f.lead, f.kicker)}
    ${rows.join('\n    ')}
  </div>
</section>`,
        css: `.pws-features-alternating .pws-alt-row + .pws-alt-row { margin-top: clamp(3rem, 7vw, 5rem); }
.pws-features-alternating .pws-media { aspect-ratio: 4 / 3; }
.pws-features-alternating .pws-alt-copy { max-width: 30rem; margin-inline: auto; }
.pws-features-alternating .pws-icon { margin-bottom: 1rem; }
.pws-features-alternating h3 { font-size: calc(var(--pw-h3-font-size) * .9); }
`,
      };
    },
  },
  {
    name: 'features-list-image',
    title: 'Features: list beside an image',
    type: 'features',
    category: 'Content',
    description: 'An image on one side and four icon-led points on the other.',
    sample: 'medina-health',
    build: (b) => {
      const f = need(b.features, 'features', b);
      return {
        html: `<section class="pws pws-features-list-image">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-5">${img(b.images.about, 'pws-media')}</div>
      <div class="col-lg-6 offset-lg-1">
        ${heading(f.title, f.lead, f.kicker, 'start')}
        <div class="row g-4">
          ${f.items
            .slice(0, 4)
            .map(
              (item) => `<div class="col-sm-6">
            <div class="d-flex gap-3">
              <span class="pws-icon">${icon(item.icon)}</span>
              <div><h3>${esc(item.title)}</h3><p class="pws-muted mb-0">${esc(item.text)}</p></div>
            </div>
          </div>`,
            )
            .join('\n          ')}
        </div>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-features-list-image .pws-media { aspect-ratio: 4 / 5; }
.pws-features-list-image h3 { font-size: 1.125rem; margin-bottom: .35rem; }
.pws-features-list-image .pws-heading { margin-bottom: 2rem; }
`,
      };
    },
  },
  {
    name: 'features-steps',
    title: 'Features: numbered steps',
    type: 'features',
    category: 'Content',
    description: 'How it works in three or four numbered steps joined by a line.',
    sample: 'brightpath-coaching',
    build: (b) => {
      const s = b.booking ?? need(b.features, 'features', b);
      const items = 'steps' in s ? s.steps : s.items.slice(0, 3);
      return {
        html: `<section class="pws pws-features-steps">
  <div class="container">
    ${heading(s.title, s.lead, s.kicker)}
    <ol class="row g-4 list-unstyled pws-steps">
      ${items
        .map(
          (item, i) => `<li class="col-md-6 col-lg">
        <div class="pws-step">
          <span class="pws-step-number">${i + 1}</span>
          <h3>${esc(item.title)}</h3>
          <p class="pws-muted mb-0">${esc(item.text)}</p>
        </div>
      </li>`,
        )
        .join('\n      ')}
    </ol>
  </div>
</section>`,
        css: `.pws-features-steps .pws-steps { counter-reset: none; }
.pws-features-steps .pws-step { position: relative; padding-top: .5rem; }
.pws-features-steps .pws-step-number { display: inline-flex; align-items: center; justify-content: center; width: 3rem; height: 3rem; border-radius: 50%; background: var(--pw-heading-color); color: var(--pw-primary-color); font-weight: 800; margin-bottom: 1.25rem; position: relative; z-index: 1; box-shadow: 0 0 0 .5rem var(--pw-primary-color); }
@media (min-width: 992px) { .pws-features-steps .pws-step::before { content: ""; position: absolute; top: 2rem; left: 3rem; right: -1.5rem; border-top: 2px dashed var(--pws-line); } .pws-features-steps li:last-child .pws-step::before { display: none; } }
`,
      };
    },
  },
  {
    name: 'about-split',
    title: 'About: story with image collage',
    type: 'about',
    category: 'Content',
    description: 'Two overlapping images beside the story, a checklist and a signature call to action.',
    sample: 'maison-lumiere',
    build: (b) => {
      const a = need(b.about, 'about', b);
      const second = b.images.gallery[0] ?? b.images.hero;
      return {
        html: `<section class="pws pws-about-split">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-6">
        <div class="pws-collage">
          ${img(b.images.about, 'pws-media pws-collage-main')}
          ${img(second, 'pws-media pws-collage-small')}
        </div>
      </div>
      <div class="col-lg-5 offset-lg-1">
        ${heading(a.title, a.lead, a.kicker, 'start')}
        ${a.body.map((p) => `<p class="pws-muted">${esc(p)}</p>`).join('\n        ')}
        <ul class="pws-check mt-4">
          ${a.bullets.map((x) => `<li>${esc(x)}</li>`).join('\n          ')}
        </ul>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-about-split .pws-collage { position: relative; padding: 0 3rem 3rem 0; }
.pws-about-split .pws-collage-main { aspect-ratio: 4 / 5; }
.pws-about-split .pws-collage-small { position: absolute; right: 0; bottom: 0; width: 48%; aspect-ratio: 1; border: 6px solid var(--pw-primary-color); }
.pws-about-split .pws-heading { margin-bottom: 1.5rem; }
`,
      };
    },
  },
  {
    name: 'about-timeline',
    title: 'About: milestones timeline',
    type: 'about',
    category: 'Content',
    description: 'The company story told as a vertical timeline of dated milestones.',
    sample: 'ironbridge-builders',
    build: (b) => {
      const a = need(b.about, 'about', b);
      return {
        html: `<section class="pws pws-about-timeline">
  <div class="container">
    <div class="row g-4 gy-5">
      <div class="col-lg-5">
        ${heading(a.title, a.lead, a.kicker, 'start')}
        ${a.body
          .slice(0, 1)
          .map((p) => `<p class="pws-muted">${esc(p)}</p>`)
          .join('')}
      </div>
      <div class="col-lg-6 offset-lg-1">
        <ol class="pws-timeline list-unstyled">
          ${a.timeline
            .map(
              (t) => `<li>
            <p class="pws-year">${esc(t.year)}</p>
            <h3>${esc(t.title)}</h3>
            <p class="pws-muted mb-0">${esc(t.text)}</p>
          </li>`,
            )
            .join('\n          ')}
        </ol>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-about-timeline .pws-timeline { position: relative; margin: 0; padding-left: 2rem; border-left: 2px solid var(--pws-line); }
.pws-about-timeline .pws-timeline li { position: relative; padding-bottom: 2rem; }
.pws-about-timeline .pws-timeline li:last-child { padding-bottom: 0; }
.pws-about-timeline .pws-timeline li::before { content: ""; position: absolute; left: calc(-2rem - 8px); top: .25rem; width: 14px; height: 14px; border-radius: 50%; background: var(--pw-secondary-color); box-shadow: 0 0 0 5px var(--pws-tint-strong); }
.pws-about-timeline .pws-year { font-weight: 800; color: var(--pw-heading-color); margin-bottom: .25rem; letter-spacing: .04em; }
.pws-about-timeline h3 { font-size: 1.15rem; }
`,
      };
    },
  },
  {
    name: 'about-values',
    title: 'About: mission and values',
    type: 'about',
    category: 'Content',
    description: 'A mission statement followed by the values that guide the business, as icon cards.',
    sample: 'summit-academy',
    build: (b) => {
      const a = need(b.about, 'about', b);
      return {
        html: `<section class="pws pws-about-values pws-tone-tint">
  <div class="container">
    ${heading(a.title, a.lead, a.kicker)}
    <div class="row g-4">
      ${a.values
        .map(
          (v) => `<div class="col-sm-6 col-lg-3">
        <div class="pws-card h-100">
          <span class="pws-icon">${icon(v.icon)}</span>
          <h3>${esc(v.title)}</h3>
          <p class="pws-muted mb-0">${esc(v.text)}</p>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-about-values .pws-card { padding: 1.75rem; }
.pws-about-values .pws-icon { margin-bottom: 1rem; }
.pws-about-values h3 { font-size: 1.15rem; }
`,
      };
    },
  },
  {
    name: 'about-intro',
    title: 'About: intro with highlight numbers',
    type: 'about',
    category: 'Content',
    description: 'A large statement paragraph next to key numbers and a button to learn more.',
    sample: 'ironbridge-builders',
    build: (b) => {
      const a = need(b.about, 'about', b);
      const stats = b.stats ?? [];
      return {
        html: `<section class="pws pws-about-intro">
  <div class="container">
    <div class="row g-4 gy-5 align-items-end">
      <div class="col-lg-7">
        ${a.kicker ? `<p class="pws-eyebrow">${esc(a.kicker)}</p>` : ''}
        <h2 class="pws-statement">${esc(a.lead ?? a.title)}</h2>
      </div>
      <div class="col-lg-5">
        <p class="pws-muted">${esc(a.body[0] ?? '')}</p>
        ${button({ label: 'Our story', href: 'about.html' }, 'ghost', 'arrow-right', '')}
      </div>
    </div>
    <div class="row g-4 pws-intro-stats">
      ${stats
        .slice(0, 4)
        .map(
          (s) =>
            `<div class="col-6 col-lg-3"><p class="pws-stat-value">${esc(s.value)}</p><p class="pws-muted mb-0">${esc(s.label)}</p></div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-about-intro .pws-statement { font-size: clamp(1.6rem, 2.2vw + 1rem, 2.6rem); line-height: 1.25; }
.pws-about-intro .pws-intro-stats { margin-top: 3rem; padding-top: 2.5rem; border-top: 1px solid var(--pws-line); }
.pws-about-intro .pws-stat-value { font-size: clamp(2rem, 3vw + 1rem, 3rem); font-weight: 800; color: var(--pw-heading-color); margin-bottom: .25rem; line-height: 1; }
`,
      };
    },
  },
  {
    name: 'services-cards',
    title: 'Services: image cards',
    type: 'services',
    category: 'Content',
    description: 'Three services as cards with an image, a short description and a link.',
    sample: 'ironbridge-builders',
    build: (b) => {
      const s = need(b.services, 'services', b);
      return {
        html: `<section class="pws pws-services-cards">
  <div class="container">
    ${heading(s.title, s.lead, s.kicker)}
    <div class="row g-4">
      ${s.items
        .slice(0, 3)
        .map(
          (item, i) => `<div class="col-md-6 col-lg-4">
        <article class="pws-card pws-lift h-100">
          ${img(item.image ?? b.images.gallery[i] ?? b.images.about, 'pws-card-img')}
          <div class="pws-card-body">
            <h3>${esc(item.title)}</h3>
            <p class="pws-muted">${esc(item.text)}</p>
            <a href="contact.html" class="pws-more">Enquire ${icon('arrow-right', 'ms-1')}</a>
          </div>
        </article>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `${CARD_HOVER}.pws-services-cards .pws-card { overflow: hidden; }
.pws-services-cards .pws-card-img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; }
.pws-services-cards .pws-card-body { padding: 1.5rem 1.75rem 1.75rem; }
.pws-services-cards .pws-more { font-weight: 700; text-decoration: none; }
`,
      };
    },
  },
  {
    name: 'services-menu',
    title: 'Services: price list',
    type: 'services',
    category: 'Commerce',
    description: 'A two-column menu of services or dishes with dotted leaders and prices.',
    sample: 'casa-verde',
    build: (b) => {
      const s = need(b.services, 'services', b);
      return {
        html: `<section class="pws pws-services-menu">
  <div class="container">
    ${heading(s.title, s.lead, s.kicker)}
    <div class="row g-4 gx-lg-5">
      ${s.items
        .map(
          (item) => `<div class="col-lg-6">
        <div class="pws-menu-item">
          <div class="pws-menu-head"><h3>${esc(item.title)}</h3><span class="pws-menu-dots" aria-hidden="true"></span><p class="pws-menu-price">${esc(item.price ?? '')}</p></div>
          <p class="pws-muted mb-0">${esc(item.text)}</p>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-services-menu .pws-menu-item { padding-bottom: 1.25rem; border-bottom: 1px solid var(--pws-line); }
.pws-services-menu .pws-menu-head { display: flex; align-items: baseline; gap: .75rem; margin-bottom: .35rem; }
.pws-services-menu h3 { font-size: 1.15rem; margin: 0; }
.pws-services-menu .pws-menu-dots { flex: 1; border-bottom: 2px dotted var(--pws-line); transform: translateY(-.3rem); min-width: 1rem; }
.pws-services-menu .pws-menu-price { margin: 0; font-weight: 800; color: var(--pw-heading-color); white-space: nowrap; }
`,
      };
    },
  },
  {
    name: 'services-icons',
    title: 'Services: icon list in two columns',
    type: 'services',
    category: 'Content',
    description: 'Six services with icon tiles, laid out beside an introduction and a button.',
    sample: 'medina-health',
    build: (b) => {
      const s = need(b.services, 'services', b);
      return {
        html: `<section class="pws pws-services-icons pws-tone-tint">
  <div class="container">
    <div class="row g-4 gy-5">
      <div class="col-lg-4">
        ${heading(s.title, s.lead, s.kicker, 'start')}
        ${button(b.cta?.button ?? b.hero.primary, 'primary', 'arrow-right', '')}
      </div>
      <div class="col-lg-8">
        <div class="row g-4">
          ${s.items
            .slice(0, 6)
            .map(
              (item) => `<div class="col-sm-6">
            <div class="pws-card h-100 d-flex gap-3">
              <span class="pws-icon">${icon(item.icon)}</span>
              <div><h3>${esc(item.title)}</h3><p class="pws-muted mb-0">${esc(item.text)}</p></div>
            </div>
          </div>`,
            )
            .join('\n          ')}
        </div>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-services-icons .pws-card { padding: 1.5rem; }
.pws-services-icons h3 { font-size: 1.1rem; margin-bottom: .35rem; }
@media (min-width: 992px) { .pws-services-icons .pws-heading { position: sticky; top: 2rem; } }
`,
      };
    },
  },
  {
    name: 'services-tabs',
    title: 'Services: tabbed detail',
    type: 'services',
    category: 'Content',
    description: 'Bootstrap pills switch between services, each with an image, description and checklist.',
    sample: 'velocity-motors',
    build: (b) => {
      const s = need(b.services, 'services', b);
      const items = s.items.slice(0, 3);
      return {
        html: `<section class="pws pws-services-tabs">
  <div class="container">
    ${heading(s.title, s.lead, s.kicker)}
    <ul class="nav nav-pills justify-content-center mb-4" id="services-tabs-list" role="tablist">
      ${items
        .map(
          (item, i) =>
            `<li class="nav-item" role="presentation"><button class="nav-link${i === 0 ? ' active' : ''}" id="services-tab-${i}" data-bs-toggle="pill" data-bs-target="#services-pane-${i}" type="button" role="tab" aria-controls="services-pane-${i}" aria-selected="${i === 0}">${icon(item.icon, 'me-2')}${esc(item.title)}</button></li>`,
        )
        .join('\n      ')}
    </ul>
    <div class="tab-content">
      ${items
        .map(
          (
            item,
            i,
          ) => `<div class="tab-pane fade${i === 0 ? ' show active' : ''}" id="services-pane-${i}" role="tabpanel" aria-labelledby="services-tab-${i}">
        <div class="row g-4 gy-5 align-items-center pws-card pws-tab-card">
          <div class="col-lg-6">${img(item.image ?? b.images.gallery[i] ?? b.images.about, 'pws-media')}</div>
          <div class="col-lg-6">
            <h3>${esc(item.title)}</h3>
            <p class="pws-muted">${esc(item.text)}</p>
            ${item.price ? `<p class="pws-tab-price">${esc(item.price)}</p>` : ''}
            ${button({ label: 'Book this service', href: 'contact.html' }, 'primary', 'arrow-right', '')}
          </div>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-services-tabs .nav-pills { gap: .5rem; }
.pws-services-tabs .nav-pills .nav-link { border-radius: 999px; color: var(--pw-heading-color); font-weight: 600; border: 1px solid var(--pws-line); background: transparent; }
.pws-services-tabs .nav-pills .nav-link.active { background: var(--pw-heading-color); color: var(--pw-primary-color); border-color: var(--pw-heading-color); }
.pws-services-tabs .pws-tab-card { margin: 0; padding: clamp(1rem, 3vw, 2rem); }
.pws-services-tabs .pws-media { aspect-ratio: 16 / 10; box-shadow: none; }
.pws-services-tabs .pws-tab-price { font-size: 1.35rem; font-weight: 800; color: var(--pw-heading-color); }
`,
      };
    },
  },
  {
    name: 'stats-band',
    title: 'Stats: counters on an accent band',
    type: 'stats',
    category: 'Social proof',
    description: 'Four headline numbers that count up when scrolled into view, on the accent colour.',
    sample: 'northwind-cloud',
    build: (b) => {
      const stats = need(b.stats, 'stats', b);
      return {
        html: `<section class="pws pws-stats-band pws-tone-accent">
  <div class="container">
    <div class="row g-4 text-center">
      ${stats
        .slice(0, 4)
        .map(
          (s) =>
            `<div class="col-6 col-lg-3"><p class="pws-stat-value" data-count="${esc(s.value)}">${esc(s.value)}</p><p class="pws-stat-label mb-0">${esc(s.label)}</p></div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `:where(.pws).pws-stats-band { padding-block: clamp(3rem, 6vw, 4.5rem); }
.pws-stats-band .pws-stat-value { font-size: clamp(2.25rem, 3vw + 1.25rem, 3.5rem); font-weight: 800; line-height: 1; margin-bottom: .5rem; font-variant-numeric: tabular-nums; }
.pws-stats-band .pws-stat-label { font-weight: 600; font-size: 1.0625rem; }
`,
        js: COUNTER_JS,
      };
    },
  },
  {
    name: 'stats-cards',
    title: 'Stats: cards with icons',
    type: 'stats',
    category: 'Social proof',
    description: 'Four numbers in cards with icons, under a short heading.',
    sample: 'ledgerline',
    build: (b) => {
      const stats = need(b.stats, 'stats', b);
      const icons = ['users', 'award', 'clock', 'star'];
      return {
        html: `<section class="pws pws-stats-cards">
  <div class="container">
    <div class="row g-4">
      ${stats
        .slice(0, 4)
        .map(
          (s, i) => `<div class="col-6 col-lg-3">
        <div class="pws-card h-100">
          <span class="pws-icon">${icon(icons[i] ?? 'star')}</span>
          <p class="pws-stat-value" data-count="${esc(s.value)}">${esc(s.value)}</p>
          <p class="pws-muted mb-0">${esc(s.label)}</p>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `:where(.pws).pws-stats-cards { padding-block: clamp(2.5rem, 5vw, 4rem); }
.pws-stats-cards .pws-card { padding: 1.5rem; }
.pws-stats-cards .pws-stat-value { font-size: clamp(1.75rem, 2vw + 1rem, 2.5rem); font-weight: 800; color: var(--pw-heading-color); margin: 1rem 0 .25rem; line-height: 1; }
`,
        js: COUNTER_JS,
      };
    },
  },
  {
    name: 'stats-split',
    title: 'Stats: numbers beside a statement',
    type: 'stats',
    category: 'Social proof',
    description: 'A short claim and paragraph on the left, a 2 × 2 grid of numbers on the right.',
    sample: 'forgeline-industrial',
    build: (b) => {
      const stats = need(b.stats, 'stats', b);
      return {
        html: `<section class="pws pws-stats-split pws-tone-inverse">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-5">
        <p class="pws-eyebrow">By the numbers</p>
        <h2>${esc(b.tagline)}</h2>
        <p class="pws-muted mb-0">${esc(b.description)}</p>
      </div>
      <div class="col-lg-6 offset-lg-1">
        <div class="row g-4">
          ${stats
            .slice(0, 4)
            .map(
              (s) =>
                `<div class="col-6"><div class="pws-stat"><p class="pws-stat-value" data-count="${esc(s.value)}">${esc(s.value)}</p><p class="pws-muted mb-0">${esc(s.label)}</p></div></div>`,
            )
            .join('\n          ')}
        </div>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-stats-split .pws-stat { border-left: 3px solid var(--pw-secondary-color); padding-left: 1.25rem; }
.pws-stats-split .pws-stat-value { font-size: clamp(2rem, 3vw + 1rem, 3.25rem); font-weight: 800; line-height: 1; margin-bottom: .5rem; }
`,
        js: COUNTER_JS,
      };
    },
  },
];

/**
 * Counts numbers up from zero the first time they scroll into view; keeps any prefix/suffix
 * ("98%", "$2.4M", "12k+"). Idempotent: each section's copy of this script checks a flag.
 */
const COUNTER_JS = `(function () {
  if (window.pwsCounters) return;
  window.pwsCounters = true;
  var reduce = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  function run(el) {
    var text = el.getAttribute('data-count') || el.textContent;
    var match = /^(\\D*)([\\d.,]+)(.*)$/.exec(text);
    if (!match || reduce) return;
    var target = parseFloat(match[2].replace(/,/g, ''));
    var decimals = (match[2].split('.')[1] || '').length;
    var start = null;
    function step(t) {
      if (start === null) start = t;
      var p = Math.min(1, (t - start) / 1200);
      var v = (target * (1 - Math.pow(1 - p, 3))).toFixed(decimals);
      el.textContent = match[1] + (match[2].indexOf(',') >= 0 ? Number(v).toLocaleString('en-US') : v) + match[3];
      if (p < 1) requestAnimationFrame(step);
    }
    requestAnimationFrame(step);
  }
  function init() {
    var items = document.querySelectorAll('[data-count]');
    if (!('IntersectionObserver' in window)) return;
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) { if (e.isIntersecting) { io.unobserve(e.target); run(e.target); } });
    }, { threshold: 0.4 });
    items.forEach(function (el) { io.observe(el); });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init); else init();
})();`;
