/**
 * Navbars and footers. Navbars are Bootstrap 5 `navbar-expand-lg` with a collapse menu (toggler
 * labelled for screen readers), the brand as icon + text (both editable), the menu as a
 * `navbar-nav` list (the nav-list panel) and one call-to-action button.
 */
import { esc, icon } from '../html.ts';
import type { Business, PageContext, SectionVariant } from '../model.ts';

function brand(b: Business, href = 'index.html'): string {
  return `<a class="navbar-brand pws-brand" href="${href}"><span class="pws-brand-mark">${icon(b.logoIcon)}</span><span class="pws-brand-name">${esc(b.name)}</span></a>`;
}

function navItems(page: PageContext): string {
  return page.nav
    .map((link) => {
      const active = link.href === page.current;
      return `<li class="nav-item"><a class="nav-link${active ? ' active' : ''}"${active ? ' aria-current="page"' : ''} href="${esc(link.href)}">${esc(link.label)}</a></li>`;
    })
    .join('\n        ');
}

function toggler(id: string): string {
  return `<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#${id}" aria-controls="${id}" aria-expanded="false" aria-label="Toggle navigation">${icon('bars')}</button>`;
}

const NAV_CSS = `:where(.pws).pws-nav { padding-block: 0; overflow: visible; z-index: 20; }
.pws-nav .navbar { padding-block: 1rem; }
.pws-nav .pws-brand { display: inline-flex; align-items: center; gap: .6rem; font-weight: 800; font-size: 1.25rem; color: var(--pw-heading-color); letter-spacing: -0.02em; }
.pws-nav .pws-brand-mark { display: inline-flex; align-items: center; justify-content: center; width: 2.4rem; height: 2.4rem; border-radius: var(--pw-border-radius); background: var(--pw-secondary-color); color: var(--pw-secondary-text-color); font-size: 1.05rem; }
.pws-nav .nav-link { font-weight: 600; padding-inline: .9rem !important; }
.pws-nav .nav-link.active { color: var(--pw-menu-hover-color); }
.pws-nav .navbar-toggler { border: 1px solid var(--pws-line); color: var(--pw-heading-color); padding: .45rem .7rem; border-radius: var(--pw-border-radius); }
.pws-nav .navbar-toggler:focus { box-shadow: 0 0 0 .2rem var(--pws-tint-strong); }
@media (max-width: 991.98px) { .pws-nav .navbar-collapse { padding-block: .75rem 1rem; } .pws-nav .navbar-collapse .btn { margin-top: .5rem; } }
`;

export const navigation: SectionVariant[] = [
  {
    name: 'navbar-classic',
    title: 'Navbar: logo left, menu right',
    type: 'navbar',
    category: 'Navigation',
    description:
      'Brand on the left, page links and a call-to-action button on the right; collapses under 992 px.',
    sample: 'northwind-cloud',
    build: (b, page) => ({
      html: `<header class="pws pws-nav pws-navbar-classic">
  <nav class="navbar navbar-expand-lg" aria-label="Main">
    <div class="container">
      ${brand(b)}
      ${toggler('navbar-classic-menu')}
      <div class="collapse navbar-collapse" id="navbar-classic-menu">
        <ul class="navbar-nav ms-auto mb-2 mb-lg-0">
        ${navItems(page)}
        </ul>
        <a href="${esc(b.hero.primary.href)}" class="btn btn-primary ms-lg-3">${esc(b.hero.primary.label)}</a>
      </div>
    </div>
  </nav>
</header>`,
      css: `${NAV_CSS}.pws-navbar-classic { border-bottom: 1px solid var(--pws-line); }
`,
    }),
  },
  {
    name: 'navbar-centered',
    title: 'Navbar: centred logo with contact bar',
    type: 'navbar',
    category: 'Navigation',
    description: 'A slim contact bar above a centred brand, with the menu split around it on large screens.',
    sample: 'maison-lumiere',
    build: (b, page) => {
      const half = Math.ceil(page.nav.length / 2);
      const left: PageContext = { ...page, nav: page.nav.slice(0, half) };
      const right: PageContext = { ...page, nav: page.nav.slice(half) };
      const phone = b.contact?.phone ?? '';
      return {
        html: `<header class="pws pws-nav pws-navbar-centered">
  <div class="pws-topbar">
    <div class="container d-flex flex-wrap justify-content-center justify-content-md-between gap-2">
      <span>${icon('location-dot', 'me-2')}${esc(b.contact?.address ?? b.tagline)}</span>
      <span class="d-none d-md-inline">${icon('phone', 'me-2')}${esc(phone)}</span>
    </div>
  </div>
  <nav class="navbar navbar-expand-lg" aria-label="Main">
    <div class="container">
      <div class="d-lg-none">${brand(b)}</div>
      ${toggler('navbar-centered-menu')}
      <div class="collapse navbar-collapse justify-content-center" id="navbar-centered-menu">
        <ul class="navbar-nav">
        ${navItems(left)}
        </ul>
        <div class="d-none d-lg-block mx-4">${brand(b)}</div>
        <ul class="navbar-nav">
        ${navItems(right)}
        </ul>
      </div>
    </div>
  </nav>
</header>`,
        css: `${NAV_CSS}.pws-navbar-centered .pws-topbar { background: var(--pw-heading-color); color: var(--pw-primary-color); font-size: .875rem; padding-block: .5rem; }
.pws-navbar-centered .navbar { border-bottom: 1px solid var(--pws-line); }
.pws-navbar-centered .pws-brand { font-size: 1.4rem; }
`,
      };
    },
  },
  {
    name: 'navbar-pill',
    title: 'Navbar: floating pill menu',
    type: 'navbar',
    category: 'Navigation',
    description: 'Brand, a rounded pill holding the menu, and a secondary and primary action.',
    sample: 'ledgerline',
    build: (b, page) => ({
      html: `<header class="pws pws-nav pws-navbar-pill">
  <nav class="navbar navbar-expand-lg" aria-label="Main">
    <div class="container">
      ${brand(b)}
      ${toggler('navbar-pill-menu')}
      <div class="collapse navbar-collapse" id="navbar-pill-menu">
        <ul class="navbar-nav mx-auto mb-2 mb-lg-0 pws-pill">
        ${navItems(page)}
        </ul>
        <div class="d-flex flex-wrap gap-2 align-items-center">
          ${b.hero.secondary ? `<a href="${esc(b.hero.secondary.href)}" class="btn pws-btn-ghost">${esc(b.hero.secondary.label)}</a>` : ''}
          <a href="${esc(b.hero.primary.href)}" class="btn btn-primary">${esc(b.hero.primary.label)}</a>
        </div>
      </div>
    </div>
  </nav>
</header>`,
      css: `${NAV_CSS}@media (min-width: 992px) { .pws-navbar-pill .pws-pill { background: var(--pws-surface); border: 1px solid var(--pws-line); border-radius: 999px; padding: .3rem; } .pws-navbar-pill .pws-pill .nav-link { border-radius: 999px; } .pws-navbar-pill .pws-pill .nav-link.active { background: var(--pw-primary-color); box-shadow: var(--pws-shadow-sm); } }
`,
    }),
  },
  {
    name: 'navbar-minimal',
    title: 'Navbar: brand and one action',
    type: 'navbar',
    category: 'Navigation',
    description: 'A distraction-free bar for funnel pages: the brand and a single button, no menu.',
    sample: 'brightpath-coaching',
    build: (b, page) => ({
      html: `<header class="pws pws-nav pws-navbar-minimal">
  <nav class="navbar" aria-label="Main">
    <div class="container">
      ${brand(b, page.home ?? '#')}
      <a href="${esc(b.hero.primary.href)}" class="btn btn-primary btn-sm">${esc(b.hero.primary.label)}</a>
    </div>
  </nav>
</header>`,
      css: `${NAV_CSS}.pws-navbar-minimal { border-bottom: 1px solid var(--pws-line); }
`,
    }),
  },
  {
    name: 'footer-columns',
    title: 'Footer: four columns',
    type: 'footer',
    category: 'Footers',
    description: 'Brand and social icons, page links, contact details and opening hours, with a legal line.',
    sample: 'northwind-cloud',
    build: (b, page) => ({
      html: `<footer class="pws pws-footer pws-footer-columns pws-tone-inverse">
  <div class="container">
    <div class="row g-4">
      <div class="col-lg-4">
        <p class="pws-footer-brand">${icon(b.logoIcon, 'me-2')}${esc(b.name)}</p>
        <p class="pws-muted">${esc(b.description)}</p>
        ${social(b)}
      </div>
      <div class="col-6 col-lg-2">
        <h2 class="pws-footer-title">Pages</h2>
        <ul class="list-unstyled pws-footer-links">
          ${page.nav.map((l) => `<li><a href="${esc(l.href)}">${esc(l.label)}</a></li>`).join('\n          ')}
        </ul>
      </div>
      <div class="col-6 col-lg-3">
        <h2 class="pws-footer-title">Contact</h2>
        <ul class="list-unstyled pws-footer-links">
          <li>${esc(b.contact?.address ?? '')}</li>
          <li><a href="tel:${esc((b.contact?.phone ?? '').replace(/[^+0-9]/g, ''))}">${esc(b.contact?.phone ?? '')}</a></li>
          <li><a href="mailto:${esc(b.contact?.email ?? '')}">${esc(b.contact?.email ?? '')}</a></li>
        </ul>
      </div>
      <div class="col-lg-3">
        <h2 class="pws-footer-title">Hours</h2>
        <ul class="list-unstyled pws-footer-links">
          ${(b.contact?.hours ?? []).map((h) => `<li>${esc(h)}</li>`).join('\n          ')}
        </ul>
      </div>
    </div>
    <div class="pws-footer-legal">
      <p class="mb-0">© 2025 ${esc(b.name)}. All rights reserved.</p>
      <p class="mb-0"><a href="#">Privacy policy</a> · <a href="#">Terms</a></p>
    </div>
  </div>
</footer>`,
      css: FOOTER_CSS,
    }),
  },
  {
    name: 'footer-simple',
    title: 'Footer: one line',
    type: 'footer',
    category: 'Footers',
    description: 'Brand, inline links and copyright on a single row: ideal for funnels and landing pages.',
    sample: 'brightpath-coaching',
    build: (b) => ({
      html: `<footer class="pws pws-footer pws-footer-simple">
  <div class="container d-flex flex-column flex-md-row align-items-center justify-content-between gap-3">
    <p class="pws-footer-brand mb-0">${icon(b.logoIcon, 'me-2')}${esc(b.name)}</p>
    <ul class="list-inline mb-0 pws-footer-links">
      <li class="list-inline-item"><a href="#">Privacy</a></li>
      <li class="list-inline-item"><a href="#">Terms</a></li>
      <li class="list-inline-item"><a href="mailto:${esc(b.contact?.email ?? '')}">Contact</a></li>
    </ul>
    <p class="mb-0 pws-muted">© 2025 ${esc(b.name)}</p>
  </div>
</footer>`,
      css: `${FOOTER_CSS}.pws-footer-simple { border-top: 1px solid var(--pws-line); }
.pws-footer.pws-footer-simple { padding-block: 2rem; }
.pws-footer-simple .pws-footer-links a { color: var(--pw-primary-text-color); }
`,
    }),
  },
  {
    name: 'footer-centered',
    title: 'Footer: centred with social icons',
    type: 'footer',
    category: 'Footers',
    description: 'A centred brand, tagline, menu and social icons on a soft tinted band.',
    sample: 'maison-lumiere',
    build: (b, page) => ({
      html: `<footer class="pws pws-footer pws-footer-centered pws-tone-tint">
  <div class="container text-center">
    <p class="pws-footer-brand">${icon(b.logoIcon, 'me-2')}${esc(b.name)}</p>
    <p class="pws-muted mx-auto pws-footer-tagline">${esc(b.tagline)}</p>
    <ul class="list-inline pws-footer-links my-4">
      ${page.nav.map((l) => `<li class="list-inline-item"><a href="${esc(l.href)}">${esc(l.label)}</a></li>`).join('\n      ')}
    </ul>
    ${social(b, 'justify-content-center')}
    <p class="pws-muted small mt-4 mb-0">© 2025 ${esc(b.name)} · ${esc(b.contact?.address ?? '')}</p>
  </div>
</footer>`,
      css: `${FOOTER_CSS}.pws-footer-centered .pws-footer-tagline { max-width: 32rem; }
.pws-footer-centered .pws-footer-links a { color: var(--pw-heading-color); font-weight: 600; margin-inline: .5rem; }
.pws-footer-centered .pws-social a { background: var(--pw-primary-color); color: var(--pw-heading-color); }
`,
    }),
  },
  {
    name: 'footer-newsletter',
    title: 'Footer: newsletter and links',
    type: 'footer',
    category: 'Footers',
    description: 'A newsletter sign-up beside link columns, on the inverse (dark) tone.',
    sample: 'summit-academy',
    build: (b, page) => ({
      html: `<footer class="pws pws-footer pws-footer-newsletter pws-tone-inverse">
  <div class="container">
    <div class="row g-4 align-items-start">
      <div class="col-lg-5">
        <p class="pws-footer-brand">${icon(b.logoIcon, 'me-2')}${esc(b.name)}</p>
        <p class="pws-muted">Get our monthly letter: news, dates and offers from ${esc(b.name)}. No spam, unsubscribe any time.</p>
        <form class="pws-form pws-footer-form d-flex flex-column flex-sm-row gap-2" data-form="newsletter">
          <label class="visually-hidden" for="footer-newsletter-email">Email address</label>
          <input class="form-control" type="email" id="footer-newsletter-email" name="email" placeholder="you@example.com" autocomplete="email" required>
          <button class="btn btn-primary" type="submit">Subscribe</button>
        </form>
      </div>
      <div class="col-6 col-lg-3 offset-lg-1">
        <h2 class="pws-footer-title">Explore</h2>
        <ul class="list-unstyled pws-footer-links">
          ${page.nav.map((l) => `<li><a href="${esc(l.href)}">${esc(l.label)}</a></li>`).join('\n          ')}
        </ul>
      </div>
      <div class="col-6 col-lg-3">
        <h2 class="pws-footer-title">Visit</h2>
        <ul class="list-unstyled pws-footer-links">
          <li>${esc(b.contact?.address ?? '')}</li>
          <li>${esc(b.contact?.phone ?? '')}</li>
        </ul>
        ${social(b)}
      </div>
    </div>
    <div class="pws-footer-legal"><p class="mb-0">© 2025 ${esc(b.name)}</p><p class="mb-0"><a href="#">Privacy policy</a></p></div>
  </div>
</footer>`,
      css: FOOTER_CSS,
    }),
  },
];

function social(b: Business, justify = ''): string {
  const labels: Record<string, string> = {
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    'x-twitter': 'X',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    pinterest: 'Pinterest',
  };
  return `<ul class="list-inline pws-social d-flex gap-2 mb-0 ${justify}">
  ${b.social.map((s) => `<li><a href="#" aria-label="${esc(b.name)} on ${labels[s] ?? s}">${icon(`brands:${s}`)}</a></li>`).join('\n  ')}
</ul>`;
}

const FOOTER_CSS = `:where(.pws).pws-footer { padding-block: clamp(3rem, 6vw, 4.5rem) 2rem; }
.pws-footer .pws-footer-brand { font-weight: 800; font-size: 1.25rem; color: inherit; }
.pws-footer .pws-footer-brand i { color: var(--pw-secondary-color); }
.pws-footer .pws-footer-title { font-size: .8125rem; text-transform: uppercase; letter-spacing: .12em; font-weight: 700; margin-bottom: 1rem; }
.pws-footer .pws-footer-links li { margin-bottom: .5rem; }
.pws-footer .pws-footer-links a { color: inherit; text-decoration: none; }
.pws-footer .pws-footer-links a:hover { text-decoration: underline; }
.pws-footer .pws-social { padding-left: 0; list-style: none; }
.pws-footer .pws-social a { display: inline-flex; width: 2.5rem; height: 2.5rem; align-items: center; justify-content: center; border-radius: 50%; background: color-mix(in srgb, currentColor 12%, transparent); color: inherit; text-decoration: none; }
.pws-footer .pws-footer-legal { display: flex; flex-wrap: wrap; gap: .75rem; justify-content: space-between; margin-top: 3rem; padding-top: 1.5rem; border-top: 1px solid color-mix(in srgb, currentColor 18%, transparent); font-size: .875rem; }
.pws-footer .pws-footer-legal a { color: inherit; }
.pws-footer.pws-tone-inverse .pws-footer-brand i { color: inherit; }
.pws-footer-form .form-control { min-width: 0; }
`;
