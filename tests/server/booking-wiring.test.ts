/**
 * Booking links on published pages (booking-wiring.ts): the loader goes into a page that has a
 * Calender Button or a book-a-call link, once, before `</body>`; a page without one is unchanged,
 * and a script that merely mentions such a link does not count. The visitor's side (the dialog, the
 * 1500 ms, the embed address) is e2e/published-calendar.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  BOOKING_DRAW_DELAY_MS,
  BOOKING_SCRIPT,
  hasBookingLink,
  wireBookingLinks,
} from '../../src/server/sites/booking-wiring.ts';
import { pageHtmlTransform } from '../../src/server/sites/site-render.ts';

const page = (body: string) =>
  `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const CALENDAR =
  '<a class="btn btn-outline-primary" href="https://calendly.com/acme/intro" data-pw-calendar="true">Book a call</a>';
const BOOK_A_CALL =
  '<a class="btn book-a-call" data-event-id="intro" href="https://cal.com/acme/intro">Talk to us</a>';

describe('booking links on a published page', () => {
  it('finds a Calender Button and a book-a-call link, and nothing else', () => {
    expect(hasBookingLink(page(CALENDAR))).toBe(true);
    expect(hasBookingLink(page(BOOK_A_CALL))).toBe(true);
    expect(hasBookingLink(page(`<a class='book-a-call' href="https://x.example/b">b</a>`))).toBe(true);
    expect(hasBookingLink(page('<a class="btn" href="https://calendly.com/acme">plain</a>'))).toBe(false);
    expect(hasBookingLink(page('<a class="book-a-caller" href="/x">x</a>'))).toBe(false);
    expect(hasBookingLink(page('<div data-pw-calendar="true">not a link</div>'))).toBe(false);
    expect(hasBookingLink(page(`<script>var s='${CALENDAR}';</script>`))).toBe(false);
  });

  it('adds the loader and its style once, before </body>; a page without a booking link is unchanged', () => {
    const wired = wireBookingLinks(page(CALENDAR + BOOK_A_CALL));
    expect(wired.split(BOOKING_SCRIPT)).toHaveLength(2);
    expect(wired.indexOf(BOOKING_SCRIPT)).toBeLessThan(wired.indexOf('</body>'));
    expect(wired).toContain('<style>.pw-booking{');
    expect(wired.startsWith(page(CALENDAR + BOOK_A_CALL).slice(0, -'</body></html>'.length))).toBe(true);
    const plain = page('<a href="https://calendly.com/acme">plain</a>');
    expect(wireBookingLinks(plain)).toBe(plain);
  });

  it('waits the spec’s 1500 ms before drawing the calendar', () => {
    expect(BOOKING_DRAW_DELAY_MS).toBe(1500);
    expect(BOOKING_SCRIPT).toContain('},1500);');
  });

  it('every published, preview and zipped page gets it through the page transform', () => {
    const transform = pageHtmlTransform({}, new Map([['index', {}]]));
    const out = transform('index.html', Buffer.from(page(CALENDAR))).toString('utf8');
    expect(out).toContain(BOOKING_SCRIPT);
    // Other files pass unchanged.
    expect(transform('css/index.css', Buffer.from(CALENDAR)).toString('utf8')).toBe(CALENDAR);
  });
});
