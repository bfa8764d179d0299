/**
 * Social proof: testimonials (cards, carousel, single quote, rating wall), team and logo strips.
 * People images are generated portrait illustrations (image-catalog.ts), chosen by name.
 */

import { esc, heading, icon, img, stars } from '../html.ts';
import { avatar, logoFor, portrait } from '../image-catalog.ts';
import type { Quote, SectionVariant } from '../model.ts';
import { need } from '../model.ts';

function person(q: Quote): string {
  return `<div class="d-flex align-items-center gap-3 mt-auto">
            ${img(avatar(q.name), 'pws-avatar')}
            <div><p class="pws-person-name mb-0">${esc(q.name)}</p><p class="pws-muted small mb-0">${esc(q.role)}</p></div>
          </div>`;
}

const PERSON_CSS = `:where(.pws) .pws-person-name { font-weight: 700; color: var(--pw-heading-color); }
`;

export const proof: SectionVariant[] = [
  {
    name: 'testimonials-cards',
    title: 'Testimonials: three cards',
    type: 'testimonials',
    category: 'Social proof',
    description: 'Three customer quotes in cards with star ratings, names and photos.',
    sample: 'medina-health',
    build: (b) => {
      const t = need(b.testimonials, 'testimonials', b);
      return {
        html: `<section class="pws pws-testimonials-cards pws-tone-tint">
  <div class="container">
    ${heading('What our clients say', `Real words from people who chose ${b.name}.`, 'Testimonials')}
    <div class="row g-4">
      ${t
        .slice(0, 3)
        .map(
          (q) => `<div class="col-md-6 col-lg-4">
        <figure class="pws-card h-100 d-flex flex-column mb-0">
          ${stars()}
          <blockquote class="pws-quote"><p>“${esc(q.quote)}”</p></blockquote>
          <figcaption>${person(q)}</figcaption>
        </figure>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `${PERSON_CSS}.pws-testimonials-cards .pws-card { padding: 2rem; }
.pws-testimonials-cards .pws-quote { margin: 1rem 0 1.5rem; font-size: 1.0625rem; color: var(--pw-primary-text-color); }
`,
      };
    },
  },
  {
    name: 'testimonials-carousel',
    title: 'Testimonials: carousel',
    type: 'testimonials',
    category: 'Social proof',
    description: 'One large quote at a time in a Bootstrap carousel with indicators and arrows.',
    sample: 'maison-lumiere',
    build: (b) => {
      const t = need(b.testimonials, 'testimonials', b);
      const id = 'testimonials-carousel-slides';
      return {
        html: `<section class="pws pws-testimonials-carousel">
  <div class="container">
    <div id="${id}" class="carousel slide pws-quote-carousel" data-bs-ride="carousel" data-bs-interval="7000">
      <div class="carousel-indicators">
        ${t.map((_, i) => `<button type="button" data-bs-target="#${id}" data-bs-slide-to="${i}"${i === 0 ? ' class="active" aria-current="true"' : ''} aria-label="Testimonial ${i + 1}"></button>`).join('\n        ')}
      </div>
      <div class="carousel-inner">
        ${t
          .map(
            (q, i) => `<div class="carousel-item${i === 0 ? ' active' : ''}">
          <figure class="text-center mx-auto mb-0">
            <span class="pws-quote-mark">${icon('quote-left')}</span>
            <blockquote><p class="pws-big-quote">${esc(q.quote)}</p></blockquote>
            <figcaption class="d-inline-flex align-items-center gap-3 text-start">${img(avatar(q.name), 'pws-avatar')}<span><span class="pws-person-name d-block">${esc(q.name)}</span><span class="pws-muted small">${esc(q.role)}</span></span></figcaption>
          </figure>
        </div>`,
          )
          .join('\n        ')}
      </div>
      <button class="carousel-control-prev" type="button" data-bs-target="#${id}" data-bs-slide="prev">${icon('chevron-left')}<span class="visually-hidden">Previous testimonial</span></button>
      <button class="carousel-control-next" type="button" data-bs-target="#${id}" data-bs-slide="next">${icon('chevron-right')}<span class="visually-hidden">Next testimonial</span></button>
    </div>
  </div>
</section>`,
        css: `${PERSON_CSS}.pws-testimonials-carousel .pws-quote-carousel { padding: 0 3.5rem 3.5rem; }
.pws-testimonials-carousel figure { max-width: 46rem; }
.pws-testimonials-carousel .pws-quote-mark { display: inline-flex; width: 3.5rem; height: 3.5rem; border-radius: 50%; align-items: center; justify-content: center; background: var(--pws-tint-strong); color: var(--pw-secondary-color); font-size: 1.35rem; margin-bottom: 1.5rem; }
.pws-testimonials-carousel .pws-big-quote { font-size: clamp(1.2rem, 1.2vw + 1rem, 1.6rem); line-height: 1.5; color: var(--pw-heading-color); font-weight: 500; margin-bottom: 2rem; }
.pws-testimonials-carousel .carousel-indicators { margin-bottom: 0; }
.pws-testimonials-carousel .carousel-indicators [data-bs-target] { width: .6rem; height: .6rem; border-radius: 50%; background-color: var(--pw-heading-color); border: 0; }
.pws-testimonials-carousel .carousel-control-prev, .pws-testimonials-carousel .carousel-control-next { width: 2.75rem; height: 2.75rem; top: 35%; border-radius: 50%; background: var(--pws-surface); color: var(--pw-heading-color); opacity: 1; border: 1px solid var(--pws-line); }
@media (max-width: 575.98px) { .pws-testimonials-carousel .pws-quote-carousel { padding-inline: 0; } .pws-testimonials-carousel .carousel-control-prev, .pws-testimonials-carousel .carousel-control-next { display: none; } }
`,
      };
    },
  },
  {
    name: 'testimonial-feature',
    title: 'Testimonial: featured story',
    type: 'testimonials',
    category: 'Social proof',
    description: 'One customer story with a portrait, pull quote and a result figure.',
    sample: 'northwind-cloud',
    build: (b) => {
      const q = need(b.testimonials, 'testimonials', b)[0]!;
      const stat = b.stats?.[1] ?? b.stats?.[0];
      return {
        html: `<section class="pws pws-testimonial-feature">
  <div class="container">
    <div class="pws-card pws-story">
      <div class="row g-0 align-items-stretch">
        <div class="col-md-5">${img(portrait(q.name), 'pws-story-img')}</div>
        <div class="col-md-7">
          <figure class="pws-story-body mb-0">
            ${stars()}
            <blockquote><p class="pws-story-quote">“${esc(q.quote)}”</p></blockquote>
            <figcaption><span class="pws-person-name">${esc(q.name)}</span><span class="pws-muted"> · ${esc(q.role)}</span></figcaption>
            ${stat ? `<p class="pws-story-stat"><span>${esc(stat.value)}</span> ${esc(stat.label)}</p>` : ''}
          </figure>
        </div>
      </div>
    </div>
  </div>
</section>`,
        css: `${PERSON_CSS}.pws-testimonial-feature .pws-story { overflow: hidden; }
.pws-testimonial-feature .pws-story-img { width: 100%; height: 100%; min-height: 18rem; max-height: 28rem; object-fit: cover; }
.pws-testimonial-feature .pws-story-body { padding: clamp(1.75rem, 4vw, 3.5rem); }
.pws-testimonial-feature .pws-story-quote { font-size: clamp(1.15rem, 1vw + 1rem, 1.5rem); color: var(--pw-heading-color); margin: 1rem 0 1.5rem; }
.pws-testimonial-feature .pws-story-stat { margin: 2rem 0 0; padding-top: 1.5rem; border-top: 1px solid var(--pws-line); color: var(--pws-muted); }
.pws-testimonial-feature .pws-story-stat span { font-size: 2rem; font-weight: 800; color: var(--pw-heading-color); margin-right: .5rem; }
`,
      };
    },
  },
  {
    name: 'testimonials-wall',
    title: 'Testimonials: rating summary and quotes',
    type: 'testimonials',
    category: 'Social proof',
    description: 'An average rating panel beside a masonry of short reviews.',
    sample: 'casa-verde',
    build: (b) => {
      const t = need(b.testimonials, 'testimonials', b);
      return {
        html: `<section class="pws pws-testimonials-wall">
  <div class="container">
    <div class="row g-4 gy-5">
      <div class="col-lg-4">
        <p class="pws-eyebrow">Reviews</p>
        <h2>Loved by our guests</h2>
        <p class="pws-rating"><span class="pws-rating-value">4.9</span>${stars()}</p>
        <p class="pws-muted">Average from 1,200+ verified reviews.</p>
      </div>
      <div class="col-lg-8">
        <div class="pws-wall">
          ${t
            .map(
              (q) => `<figure class="pws-card mb-0">
            <blockquote><p>“${esc(q.quote)}”</p></blockquote>
            <figcaption>${person(q)}</figcaption>
          </figure>`,
            )
            .join('\n          ')}
        </div>
      </div>
    </div>
  </div>
</section>`,
        css: `${PERSON_CSS}.pws-testimonials-wall .pws-wall { columns: 2 16rem; column-gap: 1.5rem; }
.pws-testimonials-wall .pws-wall figure { break-inside: avoid; padding: 1.5rem; margin-bottom: 1.5rem !important; display: inline-block; width: 100%; }
.pws-testimonials-wall .pws-rating { display: flex; align-items: center; gap: .75rem; margin: 1.5rem 0 .25rem; }
.pws-testimonials-wall .pws-rating-value { font-size: 3.5rem; font-weight: 800; line-height: 1; color: var(--pw-heading-color); }
`,
      };
    },
  },
  {
    name: 'team-grid',
    title: 'Team: four portraits',
    type: 'team',
    category: 'Content',
    description: 'Four team members with portrait, name, role and social links.',
    sample: 'ledgerline',
    build: (b) => {
      const team = need(b.team, 'team', b);
      return {
        html: `<section class="pws pws-team-grid">
  <div class="container">
    ${heading('Meet the team', `The people behind ${b.name}.`, 'Our people')}
    <div class="row g-4">
      ${team
        .slice(0, 4)
        .map(
          (p) => `<div class="col-6 col-lg-3">
        <div class="pws-member text-center">
          ${img(portrait(p.name), 'pws-portrait')}
          <h3>${esc(p.name)}</h3>
          <p class="pws-muted mb-2">${esc(p.role)}</p>
          <ul class="list-inline mb-0 pws-member-social">
            <li class="list-inline-item"><a href="#" aria-label="${esc(p.name)} on LinkedIn">${icon('brands:linkedin')}</a></li>
            <li class="list-inline-item"><a href="#" aria-label="Email ${esc(p.name)}">${icon('envelope')}</a></li>
          </ul>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-team-grid .pws-portrait { width: 100%; aspect-ratio: 6 / 7; object-fit: cover; border-radius: calc(var(--pw-border-radius) * 2); margin-bottom: 1rem; background: var(--pws-tint); }
.pws-team-grid h3 { font-size: 1.1rem; margin-bottom: .15rem; }
.pws-team-grid .pws-member-social a { color: var(--pw-heading-color); opacity: .75; }
`,
      };
    },
  },
  {
    name: 'team-bios',
    title: 'Team: cards with biographies',
    type: 'team',
    category: 'Content',
    description: 'Three team cards with round portraits and a short biography each.',
    sample: 'medina-health',
    build: (b) => {
      const team = need(b.team, 'team', b);
      return {
        html: `<section class="pws pws-team-bios pws-tone-tint">
  <div class="container">
    ${heading('The people you will meet', `Experienced, friendly and focused on you.`, 'Our team')}
    <div class="row g-4">
      ${team
        .slice(0, 3)
        .map(
          (p) => `<div class="col-md-6 col-lg-4">
        <div class="pws-card h-100">
          <div class="d-flex align-items-center gap-3 mb-3">
            ${img(avatar(p.name), 'pws-avatar pws-avatar-lg')}
            <div><h3>${esc(p.name)}</h3><p class="pws-muted mb-0">${esc(p.role)}</p></div>
          </div>
          <p class="mb-0">${esc(p.bio ?? '')}</p>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-team-bios .pws-card { padding: 1.75rem; }
.pws-team-bios .pws-avatar-lg { width: 4.5rem; height: 4.5rem; }
.pws-team-bios h3 { font-size: 1.15rem; margin-bottom: .1rem; }
`,
      };
    },
  },
  {
    name: 'team-founders',
    title: 'Team: founders side by side',
    type: 'team',
    category: 'Content',
    description: 'Two founders with large portraits, roles and a personal note.',
    sample: 'ironbridge-builders',
    build: (b) => {
      const team = need(b.team, 'team', b);
      return {
        html: `<section class="pws pws-team-founders">
  <div class="container">
    ${heading('Led by people who care', `Say hello to the founders of ${b.name}.`, 'Leadership')}
    <div class="row g-4 justify-content-center">
      ${team
        .slice(0, 2)
        .map(
          (p) => `<div class="col-md-6 col-lg-5">
        <div class="pws-card h-100 overflow-hidden">
          ${img(portrait(p.name), 'pws-founder-img')}
          <div class="pws-founder-body">
            <h3>${esc(p.name)}</h3>
            <p class="pws-eyebrow mb-3">${esc(p.role)}</p>
            <p class="pws-muted mb-0">${esc(p.bio ?? '')}</p>
          </div>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-team-founders .pws-founder-img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; object-position: top; background: var(--pws-tint); }
.pws-team-founders .pws-founder-body { padding: 1.75rem; }
.pws-team-founders h3 { margin-bottom: .25rem; }
`,
      };
    },
  },
  {
    name: 'logos-strip',
    title: 'Logos: trusted-by strip',
    type: 'logos',
    category: 'Social proof',
    description: 'A quiet row of partner or client logos under a one-line heading.',
    sample: 'northwind-cloud',
    build: (b) => {
      const p = need(b.partners, 'partners', b);
      return {
        html: `<section class="pws pws-logos-strip">
  <div class="container">
    <h2 class="pws-logos-title text-center">${esc(p.title)}</h2>
    <ul class="list-unstyled d-flex flex-wrap justify-content-center align-items-center pws-logos">
      ${p.names.map((name) => `<li>${img(logoFor(name), 'pws-logo')}</li>`).join('\n      ')}
    </ul>
  </div>
</section>`,
        css: `:where(.pws).pws-logos-strip { padding-block: clamp(2.5rem, 5vw, 3.5rem); border-block: 1px solid var(--pws-line); }
.pws-logos-strip .pws-logos-title { font-size: .875rem; letter-spacing: .12em; text-transform: uppercase; font-weight: 700; color: var(--pws-muted); margin-bottom: 1.75rem; }
.pws-logos-strip .pws-logos { gap: 1.5rem 3rem; margin: 0; }
.pws-logos-strip .pws-logo { height: 2.25rem; width: auto; opacity: .75; filter: grayscale(1); }
`,
      };
    },
  },
  {
    name: 'logos-grid',
    title: 'Logos: boxed grid with intro',
    type: 'logos',
    category: 'Social proof',
    description: 'Partner logos in bordered tiles beside a short paragraph and link.',
    sample: 'forgeline-industrial',
    build: (b) => {
      const p = need(b.partners, 'partners', b);
      return {
        html: `<section class="pws pws-logos-grid">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-4">
        <p class="pws-eyebrow">Partners</p>
        <h2>${esc(p.title)}</h2>
        <p class="pws-muted mb-0">Long-term relationships with the brands our customers rely on.</p>
      </div>
      <div class="col-lg-8">
        <ul class="row row-cols-2 row-cols-md-3 g-3 list-unstyled mb-0">
          ${p.names.map((name) => `<li class="col"><div class="pws-logo-tile">${img(logoFor(name), 'pws-logo')}</div></li>`).join('\n          ')}
        </ul>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-logos-grid .pws-logo-tile { display: flex; align-items: center; justify-content: center; height: 6rem; border: 1px solid var(--pws-line); border-radius: var(--pw-border-radius); background: var(--pws-card); padding: 1rem; }
.pws-logos-grid .pws-logo { max-height: 2.25rem; width: auto; }
`,
      };
    },
  },
  {
    name: 'logos-press',
    title: 'Logos: as featured in',
    type: 'logos',
    category: 'Social proof',
    description: 'Press mentions on a tinted band, with a short pull quote.',
    sample: 'maison-lumiere',
    build: (b) => {
      const p = need(b.partners, 'partners', b);
      const q = b.testimonials?.[0];
      return {
        html: `<section class="pws pws-logos-press pws-tone-tint">
  <div class="container text-center">
    ${q ? `<p class="pws-press-quote mx-auto">“${esc(q.quote)}”</p>` : ''}
    <h2 class="pws-logos-title">${esc(p.title)}</h2>
    <ul class="list-unstyled d-flex flex-wrap justify-content-center align-items-center pws-logos mb-0">
      ${p.names.map((name) => `<li>${img(logoFor(name), 'pws-logo')}</li>`).join('\n      ')}
    </ul>
  </div>
</section>`,
        css: `:where(.pws).pws-logos-press { padding-block: clamp(3rem, 6vw, 4.5rem); }
.pws-logos-press .pws-press-quote { max-width: 40rem; font-size: clamp(1.15rem, 1vw + 1rem, 1.5rem); color: var(--pw-heading-color); font-style: italic; margin-bottom: 2rem; }
.pws-logos-press .pws-logos-title { font-size: .8125rem; letter-spacing: .14em; text-transform: uppercase; font-weight: 700; color: var(--pws-muted); margin-bottom: 1.5rem; }
.pws-logos-press .pws-logos { gap: 1.5rem 3rem; }
.pws-logos-press .pws-logo { height: 2rem; width: auto; }
`,
      };
    },
  },
];
