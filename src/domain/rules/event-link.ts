/**
 * Booking links (issue 23 "Event settings"; spec §5: a link with an event id gets the book-a-call
 * class): which links are booking links, and the booking address check — Calendly, Cal.com or any
 * https address. Tiny and pure: the builder reads it on every selection.
 */
import { type ElementNode, getAttr, hasClass } from '../html-tree.ts';
import { BOOK_A_CALL_CLASS } from './links.ts';

/** The Calender Button block marks its link so; a book-a-call link is one too. */
export const CALENDAR_ATTR = 'data-pw-calendar';
export const EVENT_ID_ATTR = 'data-event-id';

export function isEventLink(node: ElementNode): boolean {
  return (
    node.tag === 'a' && (getAttr(node, CALENDAR_ATTR) !== undefined || hasClass(node, BOOK_A_CALL_CLASS))
  );
}

export type BookingProvider = 'calendly' | 'cal.com' | 'other';

export const BOOKING_ADDRESS_MESSAGE =
  'Enter the booking address as an https:// link (Calendly, Cal.com or your own).';
export const EVENT_ID_MESSAGE =
  'An event id is up to 120 letters, digits, dashes, dots or slashes, without spaces.';

/** The https address, or null when `href` is not one. */
export function bookingAddress(href: string): URL | null {
  try {
    const url = new URL(href.trim());
    return url.protocol === 'https:' && url.hostname.includes('.') ? url : null;
  } catch {
    return null;
  }
}

export function bookingProvider(url: URL): BookingProvider {
  const host = url.hostname.toLowerCase();
  if (host === 'calendly.com' || host.endsWith('.calendly.com')) return 'calendly';
  if (host === 'cal.com' || host.endsWith('.cal.com')) return 'cal.com';
  return 'other';
}

export function isEventId(id: string): boolean {
  return /^[A-Za-z0-9_./:-]{1,120}$/.test(id);
}
