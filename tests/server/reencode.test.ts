/**
 * Uploaded raster images are stored as their re-encoding (issue 22 item 7): nothing after the end
 * marker, no metadata, upright, animations intact, and the decoder must agree with the sniffer.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSitesApp } from '../../src/server/app.ts';
import { reencodeImage, UnreadableImageError } from '../../src/server/files/reencode.ts';
import { sniffMedia } from '../../src/server/files/sniff.ts';
import { imageFixtures } from './fixtures/media.ts';
import { createTestApp, registerUser, type TestApp, type TestUser, upload } from './helpers.ts';

const HTML_TAIL = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

let t: TestApp;
let sites: FastifyInstance;
let user: TestUser;
let images: Awaited<ReturnType<typeof imageFixtures>>;

beforeAll(async () => {
  images = await imageFixtures();
  t = await createTestApp();
  user = await registerUser(t.app, 'reencode');
  sites = buildSitesApp({ dataDir: t.dataDir, appOrigin: 'http://localhost:3000' });
  await sites.ready();
});
afterAll(async () => {
  await sites.close();
  await t.close();
});

/** Uploads through the builder's asset call (the one page thumbnails use); answers the stored bytes. */
async function uploadAsset(bytes: Buffer, filename = 'picture') {
  const answer = await upload(t.app, user.token, '/api/app_api/upload_image_on_s3', {}, { filename, bytes });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const path = new URL(answer.body.url).pathname;
  const stored = await t.app.store.storage.read(path.slice(1));
  return { file: answer.body.file, path, stored: stored! };
}

/** Three 4×4 frames of different colours, 100/200/300 ms, looping. */
function animation(format: 'gif' | 'webp') {
  const raw = Buffer.alloc(4 * 4 * 3 * 3);
  for (let i = 0; i < raw.length; i += 3) raw.set([Math.floor(i / 48) * 100, 50, 200], i);
  const frames = sharp(raw, { raw: { width: 4, height: 12, channels: 3, pageHeight: 4 } });
  const options = { delay: [100, 200, 300], loop: 0 };
  return (format === 'gif' ? frames.gif(options) : frames.webp(options)).toBuffer();
}

describe('uploaded raster images', () => {
  it('stores and serves a PNG without the HTML after its end marker', async () => {
    const polyglot = Buffer.concat([images.png, HTML_TAIL]);
    expect(sniffMedia(polyglot)?.mime).toBe('image/png');
    const { file, path, stored } = await uploadAsset(polyglot, 'x.png');
    expect(file).toMatchObject({ mime: 'image/png', width: 3, height: 2, size: stored.length });
    expect(stored.includes('<html')).toBe(false);
    expect(stored.subarray(-IEND.length).equals(IEND)).toBe(true);
    const served = await sites.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('<script')).toBe(false);
  });

  it('cuts the tail of a JPEG, drops its EXIF and turns it upright', async () => {
    const sideways = await sharp({ create: { width: 3, height: 2, channels: 3, background: 'teal' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Camera Owner' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { file, stored } = await uploadAsset(Buffer.concat([sideways, HTML_TAIL]), 'x.jpg');
    expect(stored.includes('<html')).toBe(false);
    expect(stored.includes('Secret Camera Owner')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2, height: 3 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(file).toMatchObject({ width: 2, height: 3 });
  });

  it.each(['gif', 'webp'] as const)(
    'keeps an animated %s animated, frame delays and loop included',
    async (format) => {
      const source = await animation(format);
      const { file, stored } = await uploadAsset(Buffer.concat([source, HTML_TAIL]), `a.${format}`);
      expect(stored.includes('<html')).toBe(false);
      expect(await sharp(stored, { animated: true }).metadata()).toMatchObject({
        format,
        pages: 3,
        pageHeight: 4,
        delay: [100, 200, 300],
        loop: 0,
      });
      expect(file).toMatchObject({ width: 4, height: 4 });
    },
  );

  it('keeps the other formats their own type', async () => {
    for (const [name, format] of [
      ['webpLossless', 'webp'],
      ['avif', 'heif'],
      ['gif', 'gif'],
    ] as const) {
      const { stored } = await uploadAsset(images[name]);
      expect((await sharp(stored).metadata()).format).toBe(format);
    }
  });

  it('refuses an image the decoder cannot read as the type its header claims', async () => {
    const header = images.png.subarray(0, 33);
    const fake = Buffer.concat([header, Buffer.from('not a zlib stream, just text pretending'), IEND]);
    expect(sniffMedia(fake)?.mime).toBe('image/png');
    await expect(reencodeImage(fake, sniffMedia(fake)!)).rejects.toThrow(UnreadableImageError);
    const answer = await upload(
      t.app,
      user.token,
      '/api/app_api/upload_image_on_s3',
      {},
      { filename: 'f.png', bytes: fake },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^upload_file: this png image cannot be read/);
  });
});
