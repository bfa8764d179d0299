import { describe, expect, it } from 'vitest';
import { linkAttributes } from '../../../src/domain/rules/links.ts';

describe('linkAttributes', () => {
  it('opens in the same tab without an event: target, rel, class and event id removed', () => {
    expect(linkAttributes({ href: 'https://example.com', openInNewTab: false })).toEqual({
      href: 'https://example.com',
      target: null,
      rel: null,
      class: null,
      'data-event-id': null,
    });
  });

  it('sets target _blank and a safe rel when a new tab is chosen', () => {
    const attrs = linkAttributes({ href: '/about', openInNewTab: true });
    expect(attrs.target).toBe('_blank');
    expect(attrs.rel).toBe('noopener noreferrer');
  });

  it('adds the book-a-call class and the event id when an event id is set, keeping other classes', () => {
    const attrs = linkAttributes({
      href: '#',
      openInNewTab: false,
      eventId: 'ev42',
      className: 'btn btn-primary',
    });
    expect(attrs.class).toBe('btn btn-primary book-a-call');
    expect(attrs['data-event-id']).toBe('ev42');
  });

  it('does not add the class twice', () => {
    expect(
      linkAttributes({ href: '#', openInNewTab: false, eventId: 'e', className: 'book-a-call btn' }).class,
    ).toBe('btn book-a-call');
  });

  it('removes the class and event id when the event id is cleared', () => {
    const attrs = linkAttributes({
      href: '#',
      openInNewTab: false,
      eventId: '  ',
      className: 'btn book-a-call',
    });
    expect(attrs.class).toBe('btn');
    expect(attrs['data-event-id']).toBeNull();
    expect(
      linkAttributes({ href: '#', openInNewTab: false, eventId: null, className: 'book-a-call' }).class,
    ).toBeNull();
  });

  it('removes an empty href', () => {
    expect(linkAttributes({ href: '  ', openInNewTab: false }).href).toBeNull();
  });
});
