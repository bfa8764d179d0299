/** The content sniffer: every accepted type by its bytes, with dimensions; lies and fakes refused. */
import { beforeAll, describe, expect, it } from 'vitest';
import { sniffMedia } from '../../src/server/files/sniff.ts';
import { imageFixtures, MP4, SVG, WEBM } from './fixtures/media.ts';

let images: Awaited<ReturnType<typeof imageFixtures>>;
beforeAll(async () => {
  images = await imageFixtures();
});

describe('sniffMedia', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
    ['webp', 'image/webp', 'webp'],
    ['webpLossless', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'avif'],
  ] as const)('recognises %s with its size', (name, mime, ext) => {
    expect(sniffMedia(images[name])).toEqual({ kind: 'image', mime, ext, width: 3, height: 2 });
  });

  it('recognises svg, mp4 and webm', () => {
    expect(sniffMedia(SVG)).toMatchObject({ kind: 'image', mime: 'image/svg+xml', width: 10, height: 20 });
    expect(sniffMedia(MP4)).toMatchObject({ kind: 'video', mime: 'video/mp4', ext: 'mp4' });
    expect(sniffMedia(WEBM)).toMatchObject({ kind: 'video', mime: 'video/webm', ext: 'webm' });
  });

  it.each([
    ['html', Buffer.from('<!doctype html><html><body>hi</body></html>')],
    ['html with an svg inside', Buffer.from('<html><svg></svg></html>')],
    ['text', Buffer.from('just some text here')],
    ['truncated png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    [
      'png header with zero size',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        Buffer.from('IHDR'),
        Buffer.alloc(8),
      ]),
    ],
    ['jpeg magic only', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    [
      'heic',
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypheic'),
        Buffer.alloc(4),
        Buffer.from('mif1heic'),
      ]),
    ],
    [
      'matroska that is not webm',
      Buffer.concat([WEBM.subarray(0, 24), Buffer.from('mkvx'), WEBM.subarray(28)]).fill(0x6d, 24, 28),
    ],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffMedia(bytes)).toBeUndefined();
  });
});
