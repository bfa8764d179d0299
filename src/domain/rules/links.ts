/**
 * Link settings (spec §5): a link gets `target="_blank"` when "open in new tab" is chosen, and the
 * `book-a-call` class when an event id is set. The result lists attributes to write; `null`
 * means remove the attribute, so switching an option off cleans up after it.
 */

export const BOOK_A_CALL_CLASS = 'book-a-call';
export const NEW_TAB_TARGET = '_blank';
/** Stops the opened page from reaching back through `window.opener`. */
export const NEW_TAB_REL = 'noopener noreferrer';

export interface LinkSettings {
  readonly href: string;
  readonly openInNewTab: boolean;
  readonly eventId?: string | null;
  /** The element's current `class` attribute; its other classes are kept. */
  readonly className?: string | null;
}

export type AttributeChanges = Record<string, string | null>;

function toggleClass(className: string, token: string, present: boolean): string | null {
  const tokens = className.split(/\s+/).filter((t) => t !== '' && t !== token);
  if (present) tokens.push(token);
  return tokens.length > 0 ? tokens.join(' ') : null;
}

/** Attributes to set on the `<a>`; an empty href is removed rather than written as `href=""`. */
export function linkAttributes(settings: LinkSettings): AttributeChanges {
  const href = settings.href.trim();
  const eventId = (settings.eventId ?? '').trim();
  const hasEvent = eventId !== '';
  return {
    href: href === '' ? null : href,
    target: settings.openInNewTab ? NEW_TAB_TARGET : null,
    rel: settings.openInNewTab ? NEW_TAB_REL : null,
    class: toggleClass(settings.className ?? '', BOOK_A_CALL_CLASS, hasEvent),
    'data-event-id': hasEvent ? eventId : null,
  };
}
