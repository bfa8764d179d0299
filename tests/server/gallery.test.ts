import { readdir } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../src/api/wire.ts';
import { buildSitesApp } from '../../src/server/app.ts';
import { MEDIA_CSP } from '../../src/server/sites/sites-app.ts';
import { imageFixtures, MP4, SVG, WEBM } from './fixtures/media.ts';
import {
  call,
  createTestApp,
  listenOnLoopback,
  multipartBody,
  registerUser,
  type TestApp,
  type TestUser,
  upload,
} from './helpers.ts';

let t: TestApp;
let strict: TestApp;
let sites: FastifyInstance;
let user: TestUser;
let server: Server;
let imageBase: string;
let images: Awaited<ReturnType<typeof imageFixtures>>;
const LIMITS = { imageMaxBytes: 50_000, videoMaxBytes: 80_000, quotaBytes: 150_000 };

beforeAll(async () => {
  images = await imageFixtures();
  server = createServer((req, res) => {
    if (req.url === '/photo.jpg')
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(images.jpeg);
    if (req.url === '/page.html')
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (req.url === '/lying.png')
      return res.writeHead(200, { 'content-type': 'image/png' }).end('<html></html>');
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  imageBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  t = await createTestApp({ files: LIMITS, outbound: { allowHosts: ['127.0.0.1'] } });
  strict = await createTestApp();
  user = await registerUser(t.app, 'gallery');
  sites = buildSitesApp({ dataDir: t.dataDir, appOrigin: 'http://localhost:3000' });
  await sites.ready();
});
afterAll(async () => {
  server.close();
  await sites.close();
  await strict.close();
  await t.close();
});

const gallery = async (token = user.token) =>
  (await call(t.app, token, 'GET', '/api/customer/get_user_gallery')).body.gallery;

describe('uploads', () => {
  it('stores an image under a generated name, typed by its bytes, EXIF stripped', async () => {
    const own = await registerUser(t.app, 'first-upload');
    const answer = await upload(
      t.app,
      own.token,
      '/api/customer/upload_picture_to_user_gallery',
      {},
      {
        filename: '../../etc/passwd.txt',
        type: 'text/plain',
        bytes: images.jpeg,
      },
    );
    expect(answer.status).toBe(200);
    const file = answer.body.file;
    expect(file).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
      name: 'passwd.txt',
      width: 3,
      height: 2,
    });
    expect(file.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:3001/media/${own.id}/[0-9a-f-]{36}\\.jpg$`));
    expect(answer.body).toMatchObject({ total_asserts_file_count: 1, total_asserts_file_size: file.size });
    const stored = await t.app.store.storage.read(new URL(file.url).pathname.slice(1));
    expect(stored?.includes('Secret Camera Owner')).toBe(false);
    expect(stored?.length).toBe(file.size);
  });

  it.each([
    ['png', 'image/png'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ] as const)('accepts %s', async (name, mime) => {
    const answer = await upload(
      t.app,
      user.token,
      '/api/customer/upload_picture_to_user_gallery',
      {},
      {
        filename: 'photo.exe',
        bytes: images[name],
      },
    );
    expect(answer.body.file.mime).toBe(mime);
  });

  it('refuses a file whose bytes are not of the call’s kind, whatever its name', async () => {
    const html = await upload(
      t.app,
      user.token,
      '/api/customer/upload_picture_to_user_gallery',
      {},
      {
        filename: 'cat.png',
        type: 'image/png',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    );
    expect(html.status).toBe(400);
    expect(html.body.message).toMatch(/^upload_file: not a png, jpeg/);
    const videoAsImage = await upload(
      t.app,
      user.token,
      '/api/customer/upload_picture_to_user_gallery',
      {},
      {
        filename: 'x.png',
        bytes: MP4,
      },
    );
    expect(videoAsImage.status).toBe(400);
    const none = await upload(t.app, user.token, '/api/customer/upload_picture_to_user_gallery', { a: 'b' });
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'upload_file: a non-empty file is required' },
    });
    const json = await call(t.app, user.token, 'POST', '/api/customer/upload_picture_to_user_gallery', {});
    expect(json.status).toBe(400);
  });

  it('caps size per kind', async () => {
    const big = Buffer.concat([images.png, Buffer.alloc(60_000)]);
    const answer = await upload(
      t.app,
      user.token,
      '/api/customer/upload_picture_to_user_gallery',
      {},
      {
        filename: 'big.png',
        bytes: big,
      },
    );
    expect(answer).toMatchObject({ status: 413, body: { code: 413 } });
    expect(answer.body.message).toMatch(/image files may be at most/);
    const video = await upload(
      t.app,
      user.token,
      '/api/customer/upload_video_for_user_gallery',
      {},
      {
        filename: 'clip.mp4',
        bytes: Buffer.concat([MP4, Buffer.alloc(60_000)]),
      },
    );
    expect(video.status).toBe(200);
    expect(video.body.file).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    const webm = await upload(
      t.app,
      user.token,
      '/api/customer/upload_video_for_user_gallery',
      {},
      {
        filename: 'clip.webm',
        bytes: WEBM,
      },
    );
    expect(webm.body.file.mime).toBe('video/webm');
  });

  it('keeps totals right through delete, and deletes the file', async () => {
    const own = await registerUser(t.app, 'totals');
    for (const [path, filename, bytes] of [
      ['upload_picture_to_user_gallery', 'a.png', images.png],
      ['upload_picture_to_user_gallery', 'b.gif', images.gif],
      ['upload_video_for_user_gallery', 'c.webm', WEBM],
    ] as const)
      expect((await upload(t.app, own.token, `/api/customer/${path}`, {}, { filename, bytes })).status).toBe(
        200,
      );
    const before = await gallery(own.token);
    expect(before.images.length).toBe(2);
    expect(before.videos.length).toBe(1);
    const sum = [...before.images, ...before.videos].reduce(
      (total: number, f: { size: number }) => total + f.size,
      0,
    );
    expect(before).toMatchObject({ total_asserts_file_count: 3, total_asserts_file_size: sum });
    const victim = before.images[0];
    expect(
      (
        await call(t.app, own.token, 'POST', '/api/customer/delete_video_for_user_gallery', {
          id: victim._id,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, own.token, 'POST', '/api/customer/delete_picture', { id: victim._id })).status,
    ).toBe(200);
    expect(await t.app.store.storage.read(new URL(victim.url).pathname.slice(1))).toBeUndefined();
    const after = await gallery(own.token);
    expect(after).toMatchObject({ total_asserts_file_count: 2, total_asserts_file_size: sum - victim.size });
    expect(
      (await call(t.app, own.token, 'POST', '/api/customer/delete_picture', { id: victim._id })).status,
    ).toBe(404);
  });

  it('enforces the per-user quota', async () => {
    const other = await registerUser(t.app, 'quota');
    const filler = Buffer.concat([MP4, Buffer.alloc(70_000)]);
    const send = () =>
      upload(
        t.app,
        other.token,
        '/api/customer/upload_video_for_user_gallery',
        {},
        { filename: 'v.mp4', bytes: filler },
      );
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(413);
    expect(third.body.message).toMatch(/quota/);
    expect((await gallery(other.token)).total_asserts_file_count).toBe(2);
  });

  it('reports the storage used against the quota, page assets included', async () => {
    const other = await registerUser(t.app, 'storage');
    const empty = await gallery(other.token);
    expect(empty).toMatchObject({ storage_used_bytes: 0, storage_quota_bytes: LIMITS.quotaBytes });
    const video = await upload(
      t.app,
      other.token,
      '/api/customer/upload_video_for_user_gallery',
      {},
      { filename: 'clip.webm', bytes: WEBM },
    );
    const asset = await upload(
      t.app,
      other.token,
      '/api/app_api/upload_image_on_s3',
      {},
      { filename: 'a.svg', bytes: SVG },
    );
    expect([video.status, asset.status]).toEqual([200, 200]);
    const after = await gallery(other.token);
    // The asset counts against the quota but is not a gallery entry.
    expect(after).toMatchObject({
      total_asserts_file_count: 1,
      total_asserts_file_size: WEBM.length,
      storage_used_bytes: WEBM.length + asset.body.file.size,
      storage_quota_bytes: LIMITS.quotaBytes,
    });
  });

  it('stores nothing of an upload the client abandons half-way', async () => {
    const live = await createTestApp({ files: LIMITS });
    try {
      const port = await listenOnLoopback(live.app);
      const owner = await registerUser(live.app, 'abandon');
      const { payload, contentType } = multipartBody(
        {},
        { filename: 'clip.mp4', bytes: Buffer.concat([MP4, Buffer.alloc(60_000)]) },
      );
      const settled = new Promise<void>((resolve) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/customer/upload_video_for_user_gallery',
            headers: {
              [AUTH_HEADER]: owner.token,
              'content-type': contentType,
              'content-length': payload.length,
            },
          },
          () => resolve(),
        );
        request.on('error', () => resolve());
        // Half the body leaves, then the person cancels: the connection goes.
        request.write(payload.subarray(0, payload.length / 2), () => setTimeout(() => request.destroy(), 50));
      });
      await settled;
      // The server notices the closed connection on its own schedule: wait for its request to end.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = await call(live.app, owner.token, 'GET', '/api/customer/get_user_gallery');
      expect(answer.body.gallery).toMatchObject({ total_asserts_file_count: 0, storage_used_bytes: 0 });
      // Nor any bytes: no file under the user's media folder.
      const stored = await readdir(join(live.dataDir, 'files', 'media', owner.id)).catch(() => []);
      expect(stored).toEqual([]);
    } finally {
      await live.close();
    }
  });

  it('page-asset uploads take project_name and file_name as display data only', async () => {
    const own = await registerUser(t.app, 'assets');
    for (const path of ['/api/app_api/upload_image_on_s3', '/api/app_api/upload_image_file_on_s3']) {
      const answer = await upload(
        t.app,
        own.token,
        path,
        { project_name: '../../../x', file_name: '../../evil.svg' },
        {
          filename: 'x',
          bytes: SVG,
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.url).toMatch(/\/media\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.svg$/);
      expect(answer.body.file_name).toBe(path.endsWith('file_on_s3') ? 'evil.svg' : 'evil.svg');
    }
    // Page assets are not gallery entries.
    expect((await gallery(own.token)).total_asserts_file_count).toBe(0);
  });
});

describe('from a URL', () => {
  it('the local image server is refused without the allowlist', async () => {
    const other = await registerUser(strict.app, 'strict');
    const answer = await call(strict.app, other.token, 'POST', '/api/app_api/upload_s3_image_from_url', {
      url: `${imageBase}/photo.jpg`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^url: /);
  });

  it('is accepted with it, and must really be an image', async () => {
    const own = await registerUser(t.app, 'from-url');
    const uploaded = await call(t.app, own.token, 'POST', '/api/app_api/upload_s3_image_from_url', {
      url: `${imageBase}/photo.jpg`,
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.file).toMatchObject({ mime: 'image/jpeg', name: 'photo.jpg' });
    const added = await call(t.app, own.token, 'POST', '/api/customer/add_picture_to_user_gallery', {
      url: `${imageBase}/photo.jpg`,
      name: 'Team photo',
    });
    expect(added.body.file.name).toBe('Team photo');
    // Only the gallery call adds an entry; the page-image upload does not.
    expect(added.body.total_asserts_file_count).toBe(1);
    for (const path of ['/page.html', '/lying.png', '/missing.png']) {
      const answer = await call(t.app, own.token, 'POST', '/api/customer/add_picture_to_user_gallery', {
        url: `${imageBase}${path}`,
      });
      expect(answer.status).toBe(400);
    }
    expect(
      (
        await call(t.app, own.token, 'POST', '/api/customer/add_picture_to_user_gallery', {
          url: 'file:///etc/passwd',
        })
      ).status,
    ).toBe(400);
  });
});

describe('media on the sites origin', () => {
  it('serves uploads with their type and a CSP that forbids scripts (SVG included)', async () => {
    const answer = await upload(
      t.app,
      user.token,
      '/api/customer/upload_picture_to_user_gallery',
      {},
      {
        filename: 'x.svg',
        bytes: SVG,
      },
    );
    const response = await sites.inject({ method: 'GET', url: new URL(answer.body.file.url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(MEDIA_CSP);
    expect(MEDIA_CSP).not.toContain('allow-scripts');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    for (const path of [
      `/media/${user.id}/../secret.key`,
      `/media/${user.id}/x.html`,
      '/media/x/y.png',
      `/media/${user.id}`,
    ]) {
      expect((await sites.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });
});

describe('pexels', () => {
  it('saves pictures once each and counts requests', async () => {
    const url = 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg';
    const first = await call(t.app, user.token, 'POST', '/api/customer/add_picture_to_pexels_gallery', {
      url,
      pexels_id: 1,
      alt: 'A cat',
    });
    const again = await call(t.app, user.token, 'POST', '/api/customer/add_picture_to_pexels_gallery', {
      url,
    });
    expect(again.body.image._id).toBe(first.body.image._id);
    expect(
      (
        await call(t.app, user.token, 'POST', '/api/customer/add_picture_to_pexels_gallery', {
          url: 'https://evil.example/x.jpg',
        })
      ).status,
    ).toBe(400);
    await call(t.app, user.token, 'PUT', '/api/customer/increase_pexel_request_count');
    const counted = await call(t.app, user.token, 'PUT', '/api/customer/increase_pexel_request_count');
    expect(counted.body.pexels_request_count).toBe(2);
    const list = await call(t.app, user.token, 'GET', '/api/customer/list_picture_from_pexels_gallery');
    expect(list.body).toMatchObject({
      pexels_request_count: 2,
      images: [{ url, pexels_id: '1', alt: 'A cat' }],
    });
  });
});

describe('stock images', () => {
  it('lists the shipped library, filtered by category and words', async () => {
    const all = await call(t.app, user.token, 'GET', '/api/images/get_stock_images_list');
    expect(all.status).toBe(200);
    expect(all.body.images.length).toBeGreaterThan(10);
    expect(all.body.images[0]).toMatchObject({
      _id: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
      url_path: expect.stringMatching(/^\/content\/images\//),
      width: expect.any(Number),
    });
    const food = await call(t.app, user.token, 'GET', '/api/images/get_stock_images_list?category=food');
    expect(food.body.images.length).toBeGreaterThan(0);
    expect(food.body.images.every((image: { category: string }) => image.category === 'Food')).toBe(true);
    const none = await call(
      t.app,
      user.token,
      'GET',
      '/api/images/get_stock_images_list?search=zzzz-nothing',
    );
    expect(none.body.images).toEqual([]);
  });
});
