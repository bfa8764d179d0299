/**
 * Media: image galleries (grid, mosaic, carousel, captioned) and blog/article lists. The carousel
 * is Bootstrap's (indicators with `data-bs-slide-to`, as the builder's carousel rules expect).
 */
import { esc, heading, icon, img } from '../html.ts';
import type { Business, SectionVariant } from '../model.ts';
import { need } from '../model.ts';

function galleryBlock(b: Business) {
  return b.gallery ?? { title: `Inside ${b.name}`, lead: b.tagline, kicker: 'Gallery' };
}

function posts(b: Business) {
  return need(b.blog, 'blog', b);
}

export const media: SectionVariant[] = [
  {
    name: 'gallery-grid',
    title: 'Gallery: even grid',
    type: 'gallery',
    category: 'Media',
    description: 'Six images in an even, rounded grid with a gentle zoom on hover.',
    sample: 'aurora-escapes',
    build: (b) => {
      const g = galleryBlock(b);
      return {
        html: `<section class="pws pws-gallery-grid">
  <div class="container">
    ${heading(g.title, g.lead, g.kicker)}
    <div class="row g-3">
      ${b.images.gallery
        .slice(0, 6)
        .map((image) => `<div class="col-6 col-lg-4"><div class="pws-zoom">${img(image)}</div></div>`)
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-gallery-grid .pws-zoom { overflow: hidden; border-radius: calc(var(--pw-border-radius) * 1.5); }
.pws-gallery-grid .pws-zoom img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; transition: transform .4s ease; }
.pws-gallery-grid .pws-zoom:hover img { transform: scale(1.05); }
`,
      };
    },
  },
  {
    name: 'gallery-mosaic',
    title: 'Gallery: mosaic',
    type: 'gallery',
    category: 'Media',
    description: 'A mosaic with one large feature image and four smaller ones.',
    sample: 'casa-verde',
    build: (b) => {
      const g = galleryBlock(b);
      const [first, ...rest] = b.images.gallery;
      return {
        html: `<section class="pws pws-gallery-mosaic">
  <div class="container">
    ${heading(g.title, g.lead, g.kicker)}
    <div class="pws-mosaic">
      ${first ? img(first, 'pws-mosaic-main') : ''}
      ${rest
        .slice(0, 4)
        .map((image) => img(image))
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-gallery-mosaic .pws-mosaic { display: grid; gap: .75rem; grid-template-columns: repeat(2, 1fr); }
.pws-gallery-mosaic .pws-mosaic img { width: 100%; height: 100%; aspect-ratio: 1; object-fit: cover; border-radius: calc(var(--pw-border-radius) * 1.5); }
.pws-gallery-mosaic .pws-mosaic .pws-mosaic-main { grid-column: span 2; aspect-ratio: 16 / 10; }
@media (min-width: 768px) { .pws-gallery-mosaic .pws-mosaic { grid-template-columns: repeat(4, 1fr); } .pws-gallery-mosaic .pws-mosaic .pws-mosaic-main { grid-row: span 2; aspect-ratio: auto; } }
`,
      };
    },
  },
  {
    name: 'gallery-carousel',
    title: 'Gallery: image carousel',
    type: 'gallery',
    category: 'Media',
    description: 'A wide Bootstrap carousel with captions, indicators and previous/next arrows.',
    sample: 'aurora-escapes',
    build: (b) => {
      const g = galleryBlock(b);
      const id = 'gallery-carousel-slides';
      const images = b.images.gallery.slice(0, 4);
      return {
        html: `<section class="pws pws-gallery-carousel">
  <div class="container">
    ${heading(g.title, g.lead, g.kicker)}
    <div id="${id}" class="carousel slide carousel-fade pws-slider" data-bs-ride="carousel">
      <div class="carousel-indicators">
        ${images.map((_, i) => `<button type="button" data-bs-target="#${id}" data-bs-slide-to="${i}"${i === 0 ? ' class="active" aria-current="true"' : ''} aria-label="Slide ${i + 1}"></button>`).join('\n        ')}
      </div>
      <div class="carousel-inner">
        ${images
          .map(
            (image, i) => `<div class="carousel-item${i === 0 ? ' active' : ''}">
          ${img(image, 'd-block w-100', i > 0)}
          <div class="carousel-caption"><p class="mb-0">${esc(image.alt)}</p></div>
        </div>`,
          )
          .join('\n        ')}
      </div>
      <button class="carousel-control-prev" type="button" data-bs-target="#${id}" data-bs-slide="prev">${icon('chevron-left')}<span class="visually-hidden">Previous slide</span></button>
      <button class="carousel-control-next" type="button" data-bs-target="#${id}" data-bs-slide="next">${icon('chevron-right')}<span class="visually-hidden">Next slide</span></button>
    </div>
  </div>
</section>`,
        css: `.pws-gallery-carousel .pws-slider { border-radius: calc(var(--pw-border-radius) * 2); overflow: hidden; box-shadow: var(--pws-shadow); }
.pws-gallery-carousel .carousel-item img { aspect-ratio: 16 / 8; object-fit: cover; }
.pws-gallery-carousel .carousel-caption { left: 0; right: 0; bottom: 0; padding: 2.5rem 1.5rem 2.75rem; background: linear-gradient(transparent, rgba(0, 0, 0, .72)); color: #fff; font-weight: 600; }
.pws-gallery-carousel .carousel-indicators { margin-bottom: .75rem; }
.pws-gallery-carousel .carousel-control-prev, .pws-gallery-carousel .carousel-control-next { width: 3.5rem; color: #fff; font-size: 1.5rem; }
@media (max-width: 575.98px) { .pws-gallery-carousel .carousel-item img { aspect-ratio: 4 / 3; } .pws-gallery-carousel .carousel-caption { font-size: .875rem; } }
`,
      };
    },
  },
  {
    name: 'gallery-captioned',
    title: 'Gallery: captioned cards',
    type: 'gallery',
    category: 'Media',
    description: 'Portfolio-style cards: image with a title and short caption underneath.',
    sample: 'ironbridge-builders',
    build: (b) => {
      const g = galleryBlock(b);
      return {
        html: `<section class="pws pws-gallery-captioned pws-tone-tint">
  <div class="container">
    ${heading(g.title, g.lead, g.kicker)}
    <div class="row g-4">
      ${b.images.gallery
        .slice(0, 3)
        .map(
          (image) => `<div class="col-md-4">
        <figure class="pws-card h-100 mb-0 overflow-hidden">
          ${img(image)}
          <figcaption><p class="pws-caption-title mb-1">${esc(image.alt.split(',')[0] ?? image.alt)}</p><p class="pws-muted small mb-0">${esc(b.name)}</p></figcaption>
        </figure>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-gallery-captioned figure img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; }
.pws-gallery-captioned figcaption { padding: 1.1rem 1.25rem 1.25rem; }
.pws-gallery-captioned .pws-caption-title { font-weight: 700; color: var(--pw-heading-color); }
`,
      };
    },
  },
  {
    name: 'blog-cards',
    title: 'Blog: three article cards',
    type: 'blog',
    category: 'Content',
    description: 'Latest articles as cards with image, tag, date, reading time and excerpt.',
    sample: 'summit-academy',
    build: (b) => {
      const p = posts(b);
      return {
        html: `<section class="pws pws-blog-cards">
  <div class="container">
    ${heading(p.title, p.lead, p.kicker)}
    <div class="row g-4">
      ${p.posts
        .slice(0, 3)
        .map(
          (post, i) => `<div class="col-md-6 col-lg-4">
        <article class="pws-card h-100 overflow-hidden pws-post">
          ${img(b.images.gallery[(i + 1) % b.images.gallery.length] ?? b.images.about)}
          <div class="pws-post-body">
            <p class="pws-post-meta"><span class="pws-tag">${esc(post.tag)}</span>${esc(post.date)} · ${post.minutes} min read</p>
            <h3><a href="#" class="stretched-link">${esc(post.title)}</a></h3>
            <p class="pws-muted mb-0">${esc(post.excerpt)}</p>
          </div>
        </article>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-blog-cards .pws-post { position: relative; }
.pws-blog-cards .pws-post img { width: 100%; aspect-ratio: 16 / 10; object-fit: cover; }
.pws-blog-cards .pws-post-body { padding: 1.5rem; }
.pws-blog-cards .pws-post h3 { font-size: 1.2rem; }
.pws-blog-cards .pws-post h3 a { color: var(--pw-heading-color); text-decoration: none; }
.pws-blog-cards .pws-post:hover h3 a { text-decoration: underline; }
:where(.pws) .pws-post-meta { font-size: .875rem; color: var(--pws-muted); margin-bottom: .75rem; }
:where(.pws) .pws-tag { display: inline-block; margin-right: .75rem; padding: .15rem .6rem; border-radius: 999px; background: var(--pws-tint-strong); color: var(--pw-heading-color); font-weight: 700; font-size: .75rem; text-transform: uppercase; letter-spacing: .06em; }
`,
      };
    },
  },
  {
    name: 'blog-featured',
    title: 'Blog: featured post and list',
    type: 'blog',
    category: 'Content',
    description: 'One featured article with a large image, and the next articles as a compact list.',
    sample: 'ledgerline',
    build: (b) => {
      const p = posts(b);
      const [first, ...rest] = p.posts;
      return {
        html: `<section class="pws pws-blog-featured">
  <div class="container">
    ${heading(p.title, p.lead, p.kicker, 'start')}
    <div class="row g-4 gy-5">
      <div class="col-lg-7">
        ${
          first
            ? `<article class="pws-featured-post">
          ${img(b.images.hero, 'pws-media')}
          <p class="pws-post-meta mt-4"><span class="pws-tag">${esc(first.tag)}</span>${esc(first.date)} · ${first.minutes} min read</p>
          <h3><a href="#">${esc(first.title)}</a></h3>
          <p class="pws-muted mb-0">${esc(first.excerpt)}</p>
        </article>`
            : ''
        }
      </div>
      <div class="col-lg-5">
        <ul class="list-unstyled pws-post-list mb-0">
          ${rest
            .map(
              (post) => `<li>
            <p class="pws-post-meta"><span class="pws-tag">${esc(post.tag)}</span>${esc(post.date)}</p>
            <h3><a href="#">${esc(post.title)}</a></h3>
            <p class="pws-muted mb-0">${esc(post.excerpt)}</p>
          </li>`,
            )
            .join('\n          ')}
        </ul>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-blog-featured .pws-media { aspect-ratio: 16 / 9; }
.pws-blog-featured h3 a { color: var(--pw-heading-color); text-decoration: none; }
.pws-blog-featured h3 a:hover { text-decoration: underline; }
.pws-blog-featured .pws-featured-post h3 { font-size: clamp(1.4rem, 1vw + 1rem, 1.75rem); }
.pws-blog-featured .pws-post-list li { padding-bottom: 1.5rem; margin-bottom: 1.5rem; border-bottom: 1px solid var(--pws-line); }
.pws-blog-featured .pws-post-list li:last-child { border-bottom: 0; }
.pws-blog-featured .pws-post-list h3 { font-size: 1.15rem; }
:where(.pws) .pws-post-meta { font-size: .875rem; color: var(--pws-muted); margin-bottom: .75rem; }
:where(.pws) .pws-tag { display: inline-block; margin-right: .75rem; padding: .15rem .6rem; border-radius: 999px; background: var(--pws-tint-strong); color: var(--pw-heading-color); font-weight: 700; font-size: .75rem; text-transform: uppercase; letter-spacing: .06em; }
`,
      };
    },
  },
  {
    name: 'blog-minimal',
    title: 'Blog: minimal article list',
    type: 'blog',
    category: 'Content',
    description: 'A clean list of article titles with dates and an arrow, for news and updates.',
    sample: 'forgeline-industrial',
    build: (b) => {
      const p = posts(b);
      return {
        html: `<section class="pws pws-blog-minimal">
  <div class="container">
    <div class="row g-4">
      <div class="col-lg-4">${heading(p.title, p.lead, p.kicker, 'start')}</div>
      <div class="col-lg-8">
        <ul class="list-unstyled mb-0 pws-news">
          ${p.posts
            .map(
              (post) => `<li>
            <a href="#" class="pws-news-link">
              <span class="pws-news-date">${esc(post.date)}</span>
              <span class="pws-news-title">${esc(post.title)}</span>
              ${icon('arrow-right', 'pws-news-arrow')}
            </a>
          </li>`,
            )
            .join('\n          ')}
        </ul>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-blog-minimal .pws-news li { border-top: 1px solid var(--pws-line); }
.pws-blog-minimal .pws-news li:last-child { border-bottom: 1px solid var(--pws-line); }
.pws-blog-minimal .pws-news-link { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.5rem; padding: 1.35rem .25rem; color: var(--pw-heading-color); text-decoration: none; }
.pws-blog-minimal .pws-news-date { min-width: 7.5rem; font-size: .875rem; color: var(--pws-muted); font-weight: 600; }
.pws-blog-minimal .pws-news-title { flex: 1; min-width: 12rem; font-weight: 700; font-size: 1.1rem; }
.pws-blog-minimal .pws-news-arrow { color: var(--pw-secondary-color); transition: transform .2s ease; }
.pws-blog-minimal .pws-news-link:hover .pws-news-arrow { transform: translateX(4px); }
`,
      };
    },
  },
];
