// @vitest-environment happy-dom
/**
 * The Event settings panel on a real store (issue 23 "Event settings"; spec §5): which links open it
 * (the Calender Button block, a book-a-call link); the booking address is checked (https: Calendly,
 * Cal.com or any); with an event id the link gets the book-a-call class; undo is one step each.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CALENDAR_BUTTON } from '../../../../../src/app/builder/elements/blocks.ts';
import EventPanel from '../../../../../src/app/builder/inspector/event/EventPanel.tsx';
import {
  eventLinkCommand,
  providerHelp,
} from '../../../../../src/app/builder/inspector/event/event-fields.ts';
import { panelName } from '../../../../../src/app/builder/inspector/panel-registry.ts';
import { inspectedKind } from '../../../../../src/app/builder/inspector/section/section-root.ts';
import { BOOKING_ADDRESS_MESSAGE } from '../../../../../src/domain/rules/event-link.ts';
import { docOf, findNode, renderStorePanel, sectionHtml, storeWith } from '../../panel-harness.tsx';

afterEach(cleanup);

const HTML = `<section><div class="container"><p>Talk to us</p>${CALENDAR_BUTTON.html}</div></section>`;

async function open() {
  const store = storeWith(HTML);
  const node = findNode(store, 'a');
  const selection = { sectionId: docOf(store).sections[0]!.section_id, elementId: node.id };
  const view = await renderStorePanel(EventPanel, store, selection, { kind: 'event' });
  return { store, ...view };
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('which links open Event settings', () => {
  it('the Calender Button and any book-a-call link; other buttons and links keep their panels', () => {
    const store = storeWith(
      `<section>${CALENDAR_BUTTON.html}<a class="book-a-call" href="https://cal.com/x">Call</a>` +
        '<a class="btn btn-primary" href="#">Go</a><a href="#">Read</a></section>',
    );
    const section = docOf(store).sections[0]!;
    const links = section.nodes[0]!.kind === 'element' ? section.nodes[0]!.children : [];
    const kinds = links.map((node) => (node.kind === 'element' ? inspectedKind(section, node) : null));
    expect(kinds).toEqual(['event', 'event', 'button', 'link']);
    expect(panelName('event')).toBe('Event settings');
  });
});

describe('event-fields', () => {
  const at = { sectionId: 's', elementId: 'e' };
  const values = {
    label: 'Book',
    href: 'https://calendly.com/ada/30min',
    eventId: 'intro',
    openInNewTab: true,
  };

  it('an https booking address with an event id is one setLink', () => {
    expect(eventLinkCommand(at, values)).toEqual({
      ok: true,
      command: { kind: 'element.setLink', ...at, href: values.href, openInNewTab: true, eventId: 'intro' },
    });
  });

  it('refuses what is not an https address, and an event id with spaces', () => {
    for (const href of ['http://calendly.com/ada', 'calendly.com/ada', 'javascript:alert(1)', '#', ''])
      expect(eventLinkCommand(at, { ...values, href })).toEqual({
        ok: false,
        message: BOOKING_ADDRESS_MESSAGE,
      });
    expect(eventLinkCommand(at, { ...values, eventId: 'two words' }).ok).toBe(false);
  });

  it('names the provider', () => {
    expect(providerHelp('https://calendly.com/ada/30min')).toBe('A Calendly booking page.');
    expect(providerHelp('https://cal.com/ada/intro')).toBe('A Cal.com booking page.');
    expect(providerHelp('https://book.example.com/')).toBe('Your own booking page.');
  });
});

describe('Event settings', () => {
  it('address, event id (book-a-call class) and label; undo takes the event id back', async () => {
    const { store } = await open();
    type('Booking address', 'https://calendly.com/ada/30min');
    expect(sectionHtml(store)).toContain('href="https://calendly.com/ada/30min"');
    expect(sectionHtml(store)).not.toContain('book-a-call');
    type('Event id', 'intro-call');
    expect(sectionHtml(store)).toContain(
      '<a class="btn btn-outline-primary btn-lg book-a-call" href="https://calendly.com/ada/30min" data-pw-calendar="true" data-event-id="intro-call">',
    );
    expect(screen.getByRole('status').textContent).toContain('book-a-call');
    type('Button label', 'Book a free call');
    expect(sectionHtml(store)).toContain('>Book a free call</a>');
    store.undo();
    store.undo();
    expect(sectionHtml(store)).not.toContain('book-a-call');
    expect(sectionHtml(store)).toContain('href="https://calendly.com/ada/30min"');
  });

  it('an address that is not https shows why beside the field and changes nothing', async () => {
    const { store } = await open();
    type('Booking address', 'http://calendly.com/ada');
    expect(screen.getByRole('alert').textContent).toBe(BOOKING_ADDRESS_MESSAGE);
    expect(sectionHtml(store)).toBe(HTML);
  });
});
