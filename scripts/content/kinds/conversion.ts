/**
 * Conversion: FAQ accordions, calls to action, forms (contact, opt-in, newsletter, booking with
 * the calendar button, webinar registration, quote request) and countdowns. Every field has a
 * `<label for>`; field names follow the spec's always-required names (first_name, email, …).
 * Forms carry `class="pws-form"` and `data-form` (the form panel's hook); the booking button is
 * `.pw-calendar-button` (setting an event id on it adds `book-a-call`, spec §5).
 */
import { button, esc, eyebrow, heading, icon, img } from '../html.ts';
import { avatar, mapImage } from '../image-catalog.ts';
import type { Business, SectionVariant } from '../model.ts';
import { need } from '../model.ts';

function faq(b: Business) {
  return need(b.faq, 'faq', b);
}

function accordion(b: Business, id: string): string {
  return `<div class="accordion pws-accordion" id="${id}">
      ${faq(b)
        .items.map(
          (item, i) => `<div class="accordion-item">
        <h3 class="accordion-header" id="${id}-h${i}">
          <button class="accordion-button${i === 0 ? '' : ' collapsed'}" type="button" data-bs-toggle="collapse" data-bs-target="#${id}-c${i}" aria-expanded="${i === 0}" aria-controls="${id}-c${i}">${esc(item.q)}</button>
        </h3>
        <div id="${id}-c${i}" class="accordion-collapse collapse${i === 0 ? ' show' : ''}" aria-labelledby="${id}-h${i}" data-bs-parent="#${id}">
          <div class="accordion-body">${esc(item.a)}</div>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>`;
}

const ACCORDION_CSS = `:where(.pws) .pws-accordion { --bs-accordion-bg: transparent; }
:where(.pws) .pws-accordion .accordion-item { background: var(--pws-card); border: 1px solid var(--pws-line); border-radius: var(--pw-border-radius); margin-bottom: .75rem; overflow: hidden; color: var(--pw-primary-text-color); }
:where(.pws) .pws-accordion .accordion-header { margin: 0; }
:where(.pws) .pws-accordion .accordion-button { font-size: 1.0625rem; font-weight: 700; color: var(--pw-heading-color); background: transparent; padding: 1.15rem 1.35rem; box-shadow: none; }
:where(.pws) .pws-accordion .accordion-button:focus-visible { outline: 2px solid var(--pw-secondary-color); outline-offset: -2px; }
:where(.pws) .pws-accordion .accordion-button::after { background-image: none; content: "+"; font-size: 1.5rem; line-height: 1; width: auto; height: auto; transform: none; color: var(--pw-secondary-color); }
:where(.pws) .pws-accordion .accordion-button:not(.collapsed)::after { content: "−"; }
:where(.pws) .pws-accordion .accordion-body { padding: 0 1.35rem 1.25rem; color: var(--pws-muted); }
`;

const FORM_CSS = `:where(.pws) .pws-form .form-label { font-weight: 600; color: var(--pw-heading-color); font-size: .9375rem; }
:where(.pws) .pws-form .form-control, :where(.pws) .pws-form .form-select { padding: .7rem .9rem; }
:where(.pws) .pws-form .form-control:focus, :where(.pws) .pws-form .form-select:focus { border-color: var(--pw-secondary-color); box-shadow: 0 0 0 .2rem var(--pws-tint-strong); }
:where(.pws) .pws-form-card { padding: clamp(1.5rem, 4vw, 2.5rem); box-shadow: var(--pws-shadow); }
`;

function field(id: string, label: string, name: string, type = 'text', col = 'col-12', auto = ''): string {
  const ac = auto ? ` autocomplete="${auto}"` : '';
  const req = ['first_name', 'last_name', 'email', 'name', 'full_name'].includes(name) ? ' required' : '';
  return `<div class="${col}"><label class="form-label" for="${id}">${esc(label)}</label><input class="form-control" id="${id}" name="${name}" type="${type}"${ac}${req}></div>`;
}

const COUNTDOWN_JS = `(function () {
  if (window.pwsCountdowns) return;
  window.pwsCountdowns = true;
  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function init() {
    document.querySelectorAll('[data-countdown-days], [data-countdown-until]').forEach(function (box) {
      var until = box.getAttribute('data-countdown-until');
      var end = until ? Date.parse(until) : Date.now() + parseFloat(box.getAttribute('data-countdown-days') || '3') * 864e5;
      function tick() {
        var left = Math.max(0, end - Date.now());
        var parts = { days: Math.floor(left / 864e5), hours: Math.floor(left / 36e5) % 24, minutes: Math.floor(left / 6e4) % 60, seconds: Math.floor(left / 1e3) % 60 };
        Object.keys(parts).forEach(function (unit) {
          var el = box.querySelector('[data-unit="' + unit + '"]');
          if (el) el.textContent = pad(parts[unit]);
        });
        if (left > 0) setTimeout(tick, 1000);
      }
      tick();
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init); else init();
})();`;

function timer(days: number, extra = ''): string {
  const units: [string, string][] = [
    ['days', String(days).padStart(2, '0')],
    ['hours', '00'],
    ['minutes', '00'],
    ['seconds', '00'],
  ];
  return `<div class="pws-timer${extra}" data-countdown-days="${days}" role="timer" aria-label="Time left on this offer">
        ${units.map(([unit, v]) => `<div class="pws-timer-unit"><span class="pws-timer-value" data-unit="${unit}">${v}</span><span class="pws-timer-label">${unit[0]!.toUpperCase()}${unit.slice(1)}</span></div>`).join('\n        ')}
      </div>`;
}

const TIMER_CSS = `:where(.pws) .pws-timer { display: flex; gap: .75rem; flex-wrap: wrap; }
:where(.pws) .pws-timer-unit { min-width: 4.75rem; padding: .85rem .5rem; text-align: center; border-radius: var(--pw-border-radius); background: var(--pws-card); border: 1px solid var(--pws-line); }
:where(.pws) .pws-timer-value { display: block; font-size: clamp(1.75rem, 2vw + 1rem, 2.5rem); font-weight: 800; line-height: 1; font-variant-numeric: tabular-nums; color: var(--pw-heading-color); }
:where(.pws) .pws-timer-label { display: block; margin-top: .35rem; font-size: .75rem; text-transform: uppercase; letter-spacing: .1em; color: var(--pws-muted); font-weight: 700; }
`;

export const conversion: SectionVariant[] = [
  {
    name: 'faq-accordion',
    title: 'FAQ: accordion',
    type: 'faq',
    category: 'Content',
    description: 'Frequently asked questions in a centred accordion; the first answer starts open.',
    sample: 'northwind-cloud',
    build: (b) => {
      const f = faq(b);
      return {
        html: `<section class="pws pws-faq-accordion">
  <div class="container">
    ${heading(f.title, f.lead, f.kicker)}
    <div class="pws-faq-wrap mx-auto">
    ${accordion(b, 'faq-accordion-list')}
    </div>
  </div>
</section>`,
        css: `${ACCORDION_CSS}.pws-faq-accordion .pws-faq-wrap { max-width: 48rem; }
`,
      };
    },
  },
  {
    name: 'faq-split',
    title: 'FAQ: intro and accordion',
    type: 'faq',
    category: 'Content',
    description: 'A heading, contact prompt and button on the left; the accordion on the right.',
    sample: 'medina-health',
    build: (b) => {
      const f = faq(b);
      return {
        html: `<section class="pws pws-faq-split pws-tone-tint">
  <div class="container">
    <div class="row g-4 gy-5">
      <div class="col-lg-4">
        ${heading(f.title, f.lead, f.kicker, 'start')}
        <p class="pws-muted">Still have a question? Our team answers within one working day.</p>
        ${button({ label: 'Contact us', href: 'contact.html' }, 'ghost', 'arrow-right', '')}
      </div>
      <div class="col-lg-8">
        ${accordion(b, 'faq-split-list')}
      </div>
    </div>
  </div>
</section>`,
        css: ACCORDION_CSS,
      };
    },
  },
  {
    name: 'faq-grid',
    title: 'FAQ: two-column answers',
    type: 'faq',
    category: 'Content',
    description: 'Questions and answers laid out openly in two columns, no clicking needed.',
    sample: 'aurora-escapes',
    build: (b) => {
      const f = faq(b);
      return {
        html: `<section class="pws pws-faq-grid">
  <div class="container">
    ${heading(f.title, f.lead, f.kicker)}
    <div class="row g-4 gx-lg-5">
      ${f.items
        .map(
          (item) => `<div class="col-md-6">
        <div class="d-flex gap-3">
          <span class="pws-icon">${icon('circle-question')}</span>
          <div><h3>${esc(item.q)}</h3><p class="pws-muted mb-0">${esc(item.a)}</p></div>
        </div>
      </div>`,
        )
        .join('\n      ')}
    </div>
  </div>
</section>`,
        css: `.pws-faq-grid h3 { font-size: 1.1rem; margin-bottom: .4rem; }
`,
      };
    },
  },
  {
    name: 'cta-band',
    title: 'Call to action: accent band',
    type: 'cta',
    category: 'Conversion',
    description: 'A full-width accent band with a headline, one sentence and two buttons.',
    sample: 'northwind-cloud',
    build: (b) => {
      const c = need(b.cta, 'cta', b);
      return {
        html: `<section class="pws pws-cta-band pws-tone-accent">
  <div class="container">
    <div class="row g-4 align-items-center">
      <div class="col-lg-8">
        <h2>${esc(c.title)}</h2>
        <p class="pws-lead">${esc(c.lead ?? '')}</p>
      </div>
      <div class="col-lg-4 d-flex flex-wrap gap-2 justify-content-lg-end">
        ${button(c.button, 'light', 'arrow-right')}
      </div>
    </div>
  </div>
</section>`,
        css: `:where(.pws).pws-cta-band { padding-block: clamp(3rem, 6vw, 4.5rem); }
.pws-cta-band::before { content: ""; position: absolute; inset: -40% -10% auto auto; width: 28rem; height: 28rem; border-radius: 50%; background: radial-gradient(circle, color-mix(in srgb, var(--pw-secondary-text-color) 16%, transparent), transparent 70%); }
.pws-cta-band .container { position: relative; }
.pws-cta-band h2 { margin-bottom: .5rem; }
`,
      };
    },
  },
  {
    name: 'cta-card',
    title: 'Call to action: centred card',
    type: 'cta',
    category: 'Conversion',
    description: 'A rounded card on the inverse tone with a headline, text and two buttons.',
    sample: 'ledgerline',
    build: (b) => {
      const c = need(b.cta, 'cta', b);
      return {
        html: `<section class="pws pws-cta-card">
  <div class="container">
    <div class="pws-cta-box text-center">
      ${eyebrow(c.kicker)}
      <h2>${esc(c.title)}</h2>
      <p class="pws-cta-lead mx-auto">${esc(c.lead ?? '')}</p>
      <div class="d-flex flex-wrap gap-2 justify-content-center">
        ${button(c.button, 'primary', 'arrow-right')}
        ${c.secondary ? button(c.secondary, 'outline-light') : ''}
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-cta-card .pws-cta-box { position: relative; overflow: hidden; padding: clamp(2.5rem, 6vw, 4.5rem) clamp(1.25rem, 4vw, 3rem); border-radius: calc(var(--pw-border-radius) * 2.5); background: radial-gradient(40rem 20rem at 100% 0%, color-mix(in srgb, var(--pw-secondary-color) 45%, transparent), transparent 70%), #101828; color: #fff; }
.pws-cta-card h2 { color: #fff; }
.pws-cta-card .pws-eyebrow { color: #fff; opacity: .85; }
.pws-cta-card .pws-cta-lead { color: rgba(255, 255, 255, .85); max-width: 36rem; margin-bottom: 2rem; font-size: 1.125rem; }
`,
      };
    },
  },
  {
    name: 'cta-image',
    title: 'Call to action: with image',
    type: 'cta',
    category: 'Conversion',
    description: 'Image on one side, headline and button on the other, on a tinted card.',
    sample: 'maison-lumiere',
    build: (b) => {
      const c = need(b.cta, 'cta', b);
      return {
        html: `<section class="pws pws-cta-image">
  <div class="container">
    <div class="pws-card pws-cta-split overflow-hidden">
      <div class="row g-0 align-items-center">
        <div class="col-md-6">${img(b.images.gallery[1] ?? b.images.about, 'pws-cta-img')}</div>
        <div class="col-md-6">
          <div class="pws-cta-copy">
            ${eyebrow(c.kicker)}
            <h2>${esc(c.title)}</h2>
            <p class="pws-muted">${esc(c.lead ?? '')}</p>
            ${button(c.button, 'primary', 'arrow-right')}
          </div>
        </div>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-cta-image .pws-cta-split { background: var(--pws-tint); }
.pws-cta-image .pws-cta-img { width: 100%; height: 100%; min-height: 16rem; max-height: 26rem; object-fit: cover; }
.pws-cta-image .pws-cta-copy { padding: clamp(1.75rem, 5vw, 3.5rem); }
`,
      };
    },
  },
  {
    name: 'cta-booking',
    title: 'Call to action: book a call',
    type: 'cta',
    category: 'Conversion',
    description: 'A consultation prompt with the calendar button, what to expect and a reassurance line.',
    sample: 'brightpath-coaching',
    build: (b) => {
      const bk = need(b.booking, 'booking', b);
      return {
        html: `<section class="pws pws-cta-booking pws-tone-tint" id="book">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-6">
        ${eyebrow(bk.kicker)}
        <h2>${esc(bk.title)}</h2>
        <p class="pws-lead mb-4">${esc(bk.lead ?? '')}</p>
        <a href="#book" class="btn btn-primary btn-lg pw-calendar-button">${icon('calendar-check', 'me-2')}${esc(bk.button.label)}</a>
        <p class="pws-muted small mt-3 mb-0">${icon('clock', 'me-1')}30 minutes · video call · no obligation</p>
      </div>
      <div class="col-lg-5 offset-lg-1">
        <ol class="list-unstyled pws-card pws-booking-steps mb-0">
          ${bk.steps.map((s, i) => `<li><span class="pws-step-dot">${i + 1}</span><div><h3>${esc(s.title)}</h3><p class="pws-muted mb-0">${esc(s.text)}</p></div></li>`).join('\n          ')}
        </ol>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-cta-booking .pws-booking-steps { padding: 1.75rem; }
.pws-cta-booking .pws-booking-steps li { display: flex; gap: 1rem; }
.pws-cta-booking .pws-booking-steps li + li { margin-top: 1.25rem; padding-top: 1.25rem; border-top: 1px solid var(--pws-line); }
.pws-cta-booking .pws-step-dot { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 2rem; height: 2rem; border-radius: 50%; background: var(--pw-heading-color); color: var(--pw-primary-color); font-weight: 800; font-size: .875rem; }
.pws-cta-booking h3 { font-size: 1.05rem; margin-bottom: .2rem; }
`,
      };
    },
  },
  {
    name: 'form-contact',
    title: 'Form: contact with details',
    type: 'form',
    category: 'Conversion',
    description: 'Contact details, opening hours and a labelled enquiry form with topic select.',
    sample: 'medina-health',
    build: (b) => {
      const c = need(b.contact, 'contact', b);
      const topics = c.topics ?? ['General enquiry', 'Booking', 'Feedback'];
      return {
        html: `<section class="pws pws-form-contact" id="contact">
  <div class="container">
    <div class="row g-4 gy-5">
      <div class="col-lg-5">
        ${heading(c.formTitle, c.formLead, 'Contact', 'start')}
        <ul class="list-unstyled pws-contact-list">
          <li><span class="pws-icon">${icon('location-dot')}</span><div><h3>Visit</h3><p class="pws-muted mb-0">${esc(c.address)}</p></div></li>
          <li><span class="pws-icon">${icon('phone')}</span><div><h3>Call</h3><p class="mb-0"><a href="tel:${esc(c.phone.replace(/[^+0-9]/g, ''))}">${esc(c.phone)}</a></p></div></li>
          <li><span class="pws-icon">${icon('envelope')}</span><div><h3>Email</h3><p class="mb-0"><a href="mailto:${esc(c.email)}">${esc(c.email)}</a></p></div></li>
          <li><span class="pws-icon">${icon('clock')}</span><div><h3>Hours</h3><p class="pws-muted mb-0">${c.hours.map(esc).join('<br>')}</p></div></li>
        </ul>
      </div>
      <div class="col-lg-7">
        <form class="pws-form pws-card pws-form-card" data-form="contact">
          <div class="row g-3">
            ${field('contact-first-name', 'First name', 'first_name', 'text', 'col-sm-6', 'given-name')}
            ${field('contact-last-name', 'Last name', 'last_name', 'text', 'col-sm-6', 'family-name')}
            ${field('contact-email', 'Email', 'email', 'email', 'col-sm-6', 'email')}
            ${field('contact-phone', 'Phone (optional)', 'phone', 'tel', 'col-sm-6', 'tel')}
            <div class="col-12"><label class="form-label" for="contact-topic">Topic</label><select class="form-select" id="contact-topic" name="topic">${topics.map((t) => `<option>${esc(t)}</option>`).join('')}</select></div>
            <div class="col-12"><label class="form-label" for="contact-message">Message</label><textarea class="form-control" id="contact-message" name="message" rows="5"></textarea></div>
            <div class="col-12"><div class="form-check"><input class="form-check-input" type="checkbox" id="contact-consent" name="consent" required><label class="form-check-label" for="contact-consent">I agree to be contacted about my enquiry.</label></div></div>
            <div class="col-12"><button class="btn btn-primary btn-lg" type="submit">Send message ${icon('paper-plane', 'ms-2')}</button></div>
          </div>
        </form>
      </div>
    </div>
  </div>
</section>`,
        css: `${FORM_CSS}.pws-form-contact .pws-contact-list li { display: flex; gap: 1rem; margin-bottom: 1.5rem; }
.pws-form-contact .pws-contact-list h3 { font-size: 1rem; margin-bottom: .2rem; }
.pws-form-contact .form-check-input:checked { background-color: var(--pw-secondary-color); border-color: var(--pw-secondary-color); }
`,
      };
    },
  },
  {
    name: 'form-optin',
    title: 'Form: lead magnet opt-in',
    type: 'form',
    category: 'Conversion',
    description: 'A free download offer: cover image, what is inside, and a name + email form.',
    sample: 'greenleaf-guides',
    build: (b) => {
      const o = need(b.optin, 'optin', b);
      return {
        html: `<section class="pws pws-form-optin pws-tone-tint" id="optin">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-5 text-center">${img(b.images.about, 'pws-cover')}</div>
      <div class="col-lg-7">
        ${eyebrow(o.kicker)}
        <h2>${esc(o.title)}</h2>
        <p class="pws-lead mb-4">${esc(o.lead ?? '')}</p>
        <ul class="pws-check">
          ${o.bullets.map((x) => `<li>${esc(x)}</li>`).join('\n          ')}
        </ul>
        <form class="pws-form row g-2 mt-3" data-form="optin">
          ${field('optin-first-name', 'First name', 'first_name', 'text', 'col-sm-5', 'given-name')}
          ${field('optin-email', 'Email address', 'email', 'email', 'col-sm-7', 'email')}
          <div class="col-12 mt-3"><button class="btn btn-primary btn-lg w-100" type="submit">${esc(o.button)}</button></div>
          <p class="pws-muted small mt-2 mb-0">${icon('lock', 'me-1')}${esc(o.note)}</p>
        </form>
      </div>
    </div>
  </div>
</section>`,
        css: `${FORM_CSS}.pws-form-optin .pws-cover { width: min(100%, 22rem); aspect-ratio: 3 / 4; object-fit: cover; border-radius: calc(var(--pw-border-radius) * 1.25); box-shadow: var(--pws-shadow); transform: rotate(-3deg); }
`,
      };
    },
  },
  {
    name: 'form-newsletter',
    title: 'Form: newsletter sign-up',
    type: 'form',
    category: 'Conversion',
    description: 'A compact inline email sign-up with a headline and a privacy note.',
    sample: 'casa-verde',
    build: (b) => ({
      html: `<section class="pws pws-form-newsletter">
  <div class="container">
    <div class="pws-card pws-newsletter">
      <div class="row g-4 align-items-center">
        <div class="col-lg-6">
          <h2>Join the ${esc(b.name)} list</h2>
          <p class="pws-muted mb-0">News, seasonal offers and early invitations, about twice a month.</p>
        </div>
        <div class="col-lg-6">
          <form class="pws-form d-flex flex-column flex-sm-row gap-2" data-form="newsletter">
            <label class="visually-hidden" for="newsletter-email">Email address</label>
            <input class="form-control form-control-lg" type="email" id="newsletter-email" name="email" placeholder="you@example.com" autocomplete="email" required>
            <button class="btn btn-primary btn-lg text-nowrap" type="submit">Sign up</button>
          </form>
        </div>
      </div>
    </div>
  </div>
</section>`,
      css: `${FORM_CSS}.pws-form-newsletter .pws-newsletter { padding: clamp(1.5rem, 4vw, 3rem); background: var(--pws-tint); }
.pws-form-newsletter h2 { font-size: calc(var(--pw-h2-font-size) * .85); }
`,
    }),
  },
  {
    name: 'form-booking',
    title: 'Form: appointment request',
    type: 'form',
    category: 'Conversion',
    description: 'Name, contact, preferred service, date and time, or book straight into the calendar.',
    sample: 'glow-studio',
    build: (b) => {
      const c = need(b.contact, 'contact', b);
      const services = (b.services?.items ?? []).map((s) => s.title);
      return {
        html: `<section class="pws pws-form-booking pws-tone-tint" id="book">
  <div class="container">
    <div class="row justify-content-center">
      <div class="col-lg-9">
        ${heading(c.formTitle, c.formLead, 'Appointments')}
        <form class="pws-form pws-card pws-form-card" data-form="booking">
          <div class="row g-3">
            ${field('booking-name', 'Full name', 'full_name', 'text', 'col-md-6', 'name')}
            ${field('booking-email', 'Email', 'email', 'email', 'col-md-6', 'email')}
            ${field('booking-phone', 'Phone', 'phone', 'tel', 'col-md-6', 'tel')}
            <div class="col-md-6"><label class="form-label" for="booking-service">Service</label><select class="form-select" id="booking-service" name="service">${services.map((s) => `<option>${esc(s)}</option>`).join('')}</select></div>
            ${field('booking-date', 'Preferred date', 'date', 'date', 'col-md-6')}
            <div class="col-md-6"><label class="form-label" for="booking-time">Preferred time</label><select class="form-select" id="booking-time" name="time"><option>Morning (9–12)</option><option>Afternoon (12–5)</option><option>Evening (5–8)</option></select></div>
            <div class="col-12 d-flex flex-wrap gap-3 align-items-center">
              <button class="btn btn-primary btn-lg" type="submit">Request appointment</button>
              <a href="#book" class="btn pws-btn-ghost btn-lg pw-calendar-button">${icon('calendar-days', 'me-2')}See live availability</a>
            </div>
          </div>
        </form>
      </div>
    </div>
  </div>
</section>`,
        css: FORM_CSS,
      };
    },
  },
  {
    name: 'form-webinar',
    title: 'Form: webinar registration',
    type: 'form',
    category: 'Conversion',
    description: 'Webinar date and host beside a registration card with a live countdown.',
    sample: 'brightpath-coaching',
    build: (b) => {
      const cd = need(b.countdown, 'countdown', b);
      const host = b.team?.[0];
      return {
        html: `<section class="pws pws-form-webinar" id="register">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-6">
        ${eyebrow(cd.kicker)}
        <h2>${esc(cd.title)}</h2>
        <p class="pws-lead mb-4">${esc(cd.lead ?? '')}</p>
        ${timer(cd.days)}
        ${host ? `<div class="d-flex align-items-center gap-3 mt-4">${img(avatar(host.name), 'pws-avatar')}<p class="mb-0"><strong>Hosted by ${esc(host.name)}</strong><br><span class="pws-muted">${esc(host.role)}</span></p></div>` : ''}
      </div>
      <div class="col-lg-5 offset-lg-1">
        <form class="pws-form pws-card pws-form-card" data-form="webinar">
          <h3 class="h4">Save your free seat</h3>
          <p class="pws-muted">Live on Zoom, with the replay sent to everyone who registers.</p>
          <div class="row g-3">
            ${field('webinar-first-name', 'First name', 'first_name', 'text', 'col-12', 'given-name')}
            ${field('webinar-email', 'Email', 'email', 'email', 'col-12', 'email')}
            <div class="col-12"><button class="btn btn-primary btn-lg w-100" type="submit">Register now</button></div>
          </div>
        </form>
      </div>
    </div>
  </div>
</section>`,
        css: `${FORM_CSS}${TIMER_CSS}`,
        js: COUNTDOWN_JS,
      };
    },
  },
  {
    name: 'form-quote',
    title: 'Form: request a quote',
    type: 'form',
    category: 'Conversion',
    description: 'A project brief form with company, budget range and details, beside reassurance points.',
    sample: 'ironbridge-builders',
    build: (b) => {
      const c = need(b.contact, 'contact', b);
      return {
        html: `<section class="pws pws-form-quote" id="quote">
  <div class="container">
    <div class="row g-4 gy-5">
      <div class="col-lg-5">
        ${heading(c.formTitle, c.formLead, 'Free quote', 'start')}
        <ul class="pws-check">
          <li>Written quote within 3 working days</li>
          <li>No-obligation site visit</li>
          <li>Fixed prices, no hidden extras</li>
        </ul>
        <p class="pws-muted mt-4 mb-0">${icon('phone', 'me-2')}Prefer to talk? Call <a href="tel:${esc(c.phone.replace(/[^+0-9]/g, ''))}">${esc(c.phone)}</a></p>
      </div>
      <div class="col-lg-7">
        <form class="pws-form pws-card pws-form-card" data-form="quote">
          <div class="row g-3">
            ${field('quote-name', 'Your name', 'name', 'text', 'col-md-6', 'name')}
            ${field('quote-company', 'Company (optional)', 'company', 'text', 'col-md-6', 'organization')}
            ${field('quote-email', 'Email', 'email', 'email', 'col-md-6', 'email')}
            ${field('quote-phone', 'Phone', 'phone', 'tel', 'col-md-6', 'tel')}
            <div class="col-12"><label class="form-label" for="quote-budget">Budget range</label><select class="form-select" id="quote-budget" name="budget"><option>Under $10,000</option><option>$10,000 – $50,000</option><option>$50,000 – $150,000</option><option>Over $150,000</option></select></div>
            <div class="col-12"><label class="form-label" for="quote-details">Project details</label><textarea class="form-control" id="quote-details" name="details" rows="4"></textarea></div>
            <div class="col-12"><button class="btn btn-primary btn-lg" type="submit">Request my quote</button></div>
          </div>
        </form>
      </div>
    </div>
  </div>
</section>`,
        css: FORM_CSS,
      };
    },
  },
  {
    name: 'countdown-banner',
    title: 'Countdown: offer banner',
    type: 'countdown',
    category: 'Conversion',
    description: 'A slim urgency banner: offer line, a live countdown and a button.',
    sample: 'threadline-apparel',
    build: (b) => {
      const cd = need(b.countdown, 'countdown', b);
      return {
        html: `<section class="pws pws-countdown-banner pws-tone-inverse">
  <div class="container d-flex flex-column flex-lg-row align-items-center justify-content-between gap-4 text-center text-lg-start">
    <div>
      <h2 class="h3 mb-1">${esc(cd.title)}</h2>
      <p class="pws-muted mb-0">${esc(cd.lead ?? '')}</p>
    </div>
    ${timer(cd.days, ' justify-content-center')}
    ${button(cd.button, 'primary', 'arrow-right', '')}
  </div>
</section>`,
        css: `${TIMER_CSS}:where(.pws).pws-countdown-banner { padding-block: 2.5rem; }
.pws-countdown-banner .pws-timer-unit { background: transparent; border-color: color-mix(in srgb, var(--pw-primary-color) 30%, transparent); min-width: 4.25rem; padding: .6rem .4rem; }
.pws-countdown-banner .pws-timer-value { color: var(--pw-primary-color); font-size: 1.75rem; }
.pws-countdown-banner .pws-timer-label { color: var(--pw-primary-color); }
`,
        js: COUNTDOWN_JS,
      };
    },
  },
  {
    name: 'countdown-launch',
    title: 'Countdown: launch announcement',
    type: 'countdown',
    category: 'Conversion',
    description: 'A centred launch countdown with big numbers, a promise and an early-access button.',
    sample: 'northwind-cloud',
    build: (b) => {
      const cd = need(b.countdown, 'countdown', b);
      return {
        html: `<section class="pws pws-countdown-launch pws-tone-tint">
  <div class="container text-center">
    ${heading(cd.title, cd.lead, cd.kicker)}
    ${timer(cd.days, ' justify-content-center')}
    <div class="mt-4">${button(cd.button, 'primary', 'bell')}</div>
  </div>
</section>`,
        css: `${TIMER_CSS}.pws-countdown-launch .pws-timer-unit { min-width: 5.5rem; padding-block: 1.25rem; box-shadow: var(--pws-shadow-sm); }
`,
        js: COUNTDOWN_JS,
      };
    },
  },
  {
    name: 'countdown-offer',
    title: 'Countdown: offer with image',
    type: 'countdown',
    category: 'Conversion',
    description: 'Product image beside a limited-time offer, a countdown and a buy button.',
    sample: 'threadline-apparel',
    build: (b) => {
      const cd = need(b.countdown, 'countdown', b);
      return {
        html: `<section class="pws pws-countdown-offer">
  <div class="container">
    <div class="row g-4 gy-5 align-items-center">
      <div class="col-lg-6">${img(b.images.gallery[2] ?? b.images.hero, 'pws-media')}</div>
      <div class="col-lg-6">
        ${eyebrow(cd.kicker)}
        <h2>${esc(cd.title)}</h2>
        <p class="pws-lead mb-4">${esc(cd.lead ?? '')}</p>
        ${timer(cd.days)}
        <div class="mt-4">${button(cd.button, 'primary', 'bag-shopping')}</div>
      </div>
    </div>
  </div>
</section>`,
        css: `${TIMER_CSS}.pws-countdown-offer .pws-media { aspect-ratio: 1; }
`,
        js: COUNTDOWN_JS,
      };
    },
  },
  {
    name: 'contact-map',
    title: 'Contact: map with address card',
    type: 'contact',
    category: 'Conversion',
    description:
      'An embedded map (an iframe: paste your own map link in the iframe panel) with an address card.',
    sample: 'harbor-haven-realty',
    build: (b) => {
      const c = need(b.contact, 'contact', b);
      return {
        html: `<section class="pws pws-contact-map">
  <div class="container">
    <div class="row g-4 align-items-stretch">
      <div class="col-lg-8">
        <div class="ratio ratio-16x9 pws-map"><iframe src="${'assets/images/'}${mapImage().file}" title="Map showing ${esc(b.name)}" loading="lazy"></iframe></div>
      </div>
      <div class="col-lg-4">
        <div class="pws-card h-100 pws-address">
          <h2 class="h4">Find us</h2>
          <p class="pws-muted">${esc(c.address)}</p>
          <p class="mb-1">${icon('phone', 'me-2')}<a href="tel:${esc(c.phone.replace(/[^+0-9]/g, ''))}">${esc(c.phone)}</a></p>
          <p>${icon('envelope', 'me-2')}<a href="mailto:${esc(c.email)}">${esc(c.email)}</a></p>
          <h3 class="pws-hours-title">Opening hours</h3>
          <ul class="list-unstyled pws-muted mb-0">
            ${c.hours.map((h) => `<li>${esc(h)}</li>`).join('\n            ')}
          </ul>
        </div>
      </div>
    </div>
  </div>
</section>`,
        css: `.pws-contact-map .pws-map { border-radius: calc(var(--pw-border-radius) * 1.5); overflow: hidden; border: 1px solid var(--pws-line); background: var(--pws-tint); }
.pws-contact-map .pws-map iframe { border: 0; }
.pws-contact-map .pws-address { padding: 1.75rem; }
.pws-contact-map .pws-hours-title { font-size: 1rem; margin-top: 1.5rem; }
`,
      };
    },
  },
  {
    name: 'cta-confirmation',
    title: 'Confirmation: thank you',
    type: 'cta',
    category: 'Conversion',
    description: 'A thank-you or confirmation message with next steps, for the last page of a funnel.',
    sample: 'fitfuel-challenge',
    build: (b, page) => {
      const header = page.header ?? {
        title: 'Thank you!',
        lead: 'Check your inbox: your confirmation is on its way.',
      };
      return {
        html: `<section class="pws pws-cta-confirmation">
  <div class="container text-center">
    <div class="pws-confirm mx-auto animate__animated animate__zoomIn">
      <span class="pws-confirm-icon">${icon('check')}</span>
      ${eyebrow(header.kicker)}
      <h1>${esc(header.title)}</h1>
      <p class="pws-lead mx-auto">${esc(header.lead ?? '')}</p>
      <ol class="pws-next list-unstyled text-start mx-auto">
        <li><span class="pws-icon">${icon('envelope-open-text')}</span><span>Open the email from ${esc(b.name)} and click the confirmation link.</span></li>
        <li><span class="pws-icon">${icon('address-book')}</span><span>Add ${esc(b.contact?.email ?? 'our address')} to your contacts so nothing lands in spam.</span></li>
        <li><span class="pws-icon">${icon('share-nodes')}</span><span>Follow us for tips between emails.</span></li>
      </ol>
    </div>
  </div>
</section>`,
        css: `:where(.pws).pws-cta-confirmation { background: radial-gradient(50rem 24rem at 50% 0%, var(--pws-tint-strong), transparent 70%); }
.pws-cta-confirmation .pws-confirm { max-width: 40rem; }
.pws-cta-confirmation .pws-confirm-icon { display: inline-flex; align-items: center; justify-content: center; width: 5rem; height: 5rem; border-radius: 50%; background: var(--pw-secondary-color); color: var(--pw-secondary-text-color); font-size: 2rem; margin-bottom: 1.5rem; box-shadow: 0 0 0 .75rem var(--pws-tint-strong); }
.pws-cta-confirmation h1 { font-size: clamp(calc(var(--pw-h1-font-size) * .85), 3vw + 1rem, calc(var(--pw-h1-font-size) * 1.2)); font-weight: max(var(--pw-h1-font-weight), 700); }
.pws-cta-confirmation .pws-next { max-width: 30rem; margin-top: 2.5rem; }
.pws-cta-confirmation .pws-next li { display: flex; gap: 1rem; align-items: center; padding: 1rem 0; border-top: 1px solid var(--pws-line); }
`,
      };
    },
  },
];
