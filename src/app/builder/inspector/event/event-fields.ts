/**
 * The Event settings panel's table (issue 23 "Event settings"; spec §5): a booking link's label, its
 * booking address (Calendly, Cal.com or any https address, checked here before a command runs) and
 * its event id — with one, `element.setLink` gives the link the book-a-call class. Pure.
 */
import type { ElementTarget } from '../../../../commands/element.ts';
import type { Command } from '../../../../commands/registry.ts';
import { type ElementNode, getAttr, textContent } from '../../../../domain/html-tree.ts';
import {
  BOOKING_ADDRESS_MESSAGE,
  bookingAddress,
  bookingProvider,
  EVENT_ID_ATTR,
  EVENT_ID_MESSAGE,
  isEventId,
} from '../../../../domain/rules/event-link.ts';
import { NEW_TAB_TARGET } from '../../../../domain/rules/links.ts';
import type { CheckedCommand } from '../node-values.ts';

export interface EventValues {
  readonly label: string;
  readonly href: string;
  readonly eventId: string;
  readonly openInNewTab: boolean;
}

export function readEventValues(node: ElementNode): EventValues {
  return {
    label: textContent(node.children).trim(),
    href: getAttr(node, 'href') ?? '',
    eventId: getAttr(node, EVENT_ID_ATTR) ?? '',
    openInNewTab: getAttr(node, 'target') === NEW_TAB_TARGET,
  };
}

/** What the address field says about the typed address. */
export function providerHelp(href: string): string {
  const url = bookingAddress(href);
  if (!url) return 'A Calendly, Cal.com or other https:// booking page.';
  const provider = bookingProvider(url);
  return provider === 'calendly'
    ? 'A Calendly booking page.'
    : provider === 'cal.com'
      ? 'A Cal.com booking page.'
      : 'Your own booking page.';
}

/** One `element.setLink` with the address, event id and new-tab choice, or why it cannot run. */
export function eventLinkCommand(target: ElementTarget, values: EventValues): CheckedCommand {
  if (!bookingAddress(values.href)) return { ok: false, message: BOOKING_ADDRESS_MESSAGE };
  const eventId = values.eventId.trim();
  if (eventId !== '' && !isEventId(eventId)) return { ok: false, message: EVENT_ID_MESSAGE };
  return {
    ok: true,
    command: {
      kind: 'element.setLink',
      ...target,
      href: values.href.trim(),
      openInNewTab: values.openInNewTab,
      eventId,
    },
  };
}

export function labelCommand(target: ElementTarget, label: string): Command {
  return { kind: 'element.setText', ...target, text: label };
}
