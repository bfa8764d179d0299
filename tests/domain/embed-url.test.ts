/** The I-Frame's embed addresses (issue 20 §2 I-Frame): written out by hand from each service's documented form. */
import { describe, expect, it } from 'vitest';
import { EMBED_URL_MESSAGE, embedAddress } from '../../src/domain/embed-url.ts';

describe('embedAddress', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90',
    ],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('a video address %s embeds from %s', (url, src) => {
    expect(embedAddress(url)).toEqual({ ok: true, value: { src, video: true } });
  });

  it.each([
    [
      'https://www.google.com/maps/place/Eiffel+Tower/@48.8583701,2.2944813,17z',
      'https://maps.google.com/maps?q=Eiffel%20Tower&z=17&output=embed',
    ],
    [
      'https://maps.google.com/?q=10+Downing+St',
      'https://maps.google.com/maps?q=10%20Downing%20St&output=embed',
    ],
    [
      'https://www.google.com/maps/@51.5,-0.12,12z',
      'https://maps.google.com/maps?q=51.5%2C-0.12&z=12&output=embed',
    ],
    ['https://www.google.com/maps/embed?pb=!1m18', 'https://www.google.com/maps/embed?pb=!1m18'],
  ])('a map address %s embeds from %s', (url, src) => {
    expect(embedAddress(url)).toEqual({ ok: true, value: { src, video: false } });
  });

  it('embeds any other web address as it is', () => {
    expect(embedAddress(' https://example.com/form ')).toEqual({
      ok: true,
      value: { src: 'https://example.com/form', video: false },
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com', 'example.com', ''])(
    'refuses %j with the message',
    (url) => {
      expect(embedAddress(url)).toEqual({ ok: false, error: EMBED_URL_MESSAGE });
    },
  );
});
