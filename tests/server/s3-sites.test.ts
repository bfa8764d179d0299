/**
 * The whole file path on S3 (issue 26 "Storage"): an app and its sites origin built with S3 settings
 * keep every file in the bucket (s3rver on loopback) and nothing under DATA_DIR/files. A gallery
 * upload, a save and a publish are then served by the sites origin from the bucket: the published
 * page by its domain, the hosted page, and the image, whole and by byte range.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFilesPrefix } from '../../src/server/data/page-files.ts';
import { createS3Client, type S3Settings } from '../../src/server/storage/s3.ts';
import { imageFixtures } from './fixtures/media.ts';
import {
  call,
  createProject,
  createTestApp,
  listenOnLoopback,
  registerUser,
  requestAsHost,
  sitesFor,
  type TestApp,
  type TestUser,
  upload,
} from './helpers.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';

let s3: TestS3Server;
let bucket: S3Settings;
let t: TestApp;
let sites: FastifyInstance;
let port: number;
let user: TestUser;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.createBucket();
  t = await createTestApp({ s3: bucket });
  user = await registerUser(t.app);
  sites = sitesFor(t);
  port = await listenOnLoopback(sites);
});
afterAll(async () => {
  await sites?.close();
  await t?.close();
  await s3?.close();
});

async function bucketKeys(): Promise<string[]> {
  const client = await createS3Client(bucket);
  try {
    const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
    return (answer.Contents ?? []).map((object) => object.Key!);
  } finally {
    client.destroy();
  }
}

describe('on S3 storage', () => {
  it('uploads, saves and publishes into the bucket, and the sites origin serves all of it from there', async () => {
    const png = (await imageFixtures()).png;
    const uploaded = await upload(
      t.app,
      user.token,
      '/api/customer/upload_picture_to_user_gallery',
      {},
      { filename: 'logo.png', type: 'image/png', bytes: png },
    );
    expect(uploaded.status).toBe(200);
    const imagePath = new URL(uploaded.body.file.url).pathname;

    const project = await createProject(t.app, user.token, 'On S3');
    const html = `<!doctype html><html><body><img src="${uploaded.body.file.url}" alt="Logo"><p>From the bucket</p></body></html>`;
    const saved = await call(t.app, user.token, 'POST', '/api/project/user_template', {
      project_id: project._id,
      slug_name: 'index',
      html,
      css: 'p{color:teal}',
      javascript: '',
    });
    expect(saved.status).toBe(200);
    const attached = await call(t.app, user.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: project._id,
      domain: 'www.on-s3.example',
    });
    expect(attached.status).toBe(200);
    const published = await call(t.app, user.token, 'POST', '/api/project/publish', {
      project_id: project._id,
    });
    expect(published.status).toBe(200);

    const keys = await bucketKeys();
    expect(keys).toContain(imagePath.slice(1));
    expect(keys).toContain('domains/www.on-s3.example.json');
    expect(keys.some((key) => key.startsWith(`published/${project._id}/`))).toBe(true);
    expect(keys.some((key) => key.startsWith(`${pageFilesPrefix(project._id)}/`))).toBe(true);
    expect(existsSync(join(t.dataDir, 'files'))).toBe(false);

    const home = await requestAsHost(port, 'www.on-s3.example', 'GET', '/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toContain('<p>From the bucket</p>');
    expect(home.body).toContain(imagePath);
    const css = await requestAsHost(port, 'www.on-s3.example', 'GET', '/css/index.css');
    expect(css).toMatchObject({ status: 200 });
    expect(css.body).toContain('teal');

    const hosted = await requestAsHost(port, '127.0.0.1', 'GET', `/${project._id}/index.html`);
    expect(hosted.status).toBe(200);
    expect(hosted.body).toContain('<p>From the bucket</p>');

    const image = await fetch(`http://127.0.0.1:${port}${imagePath}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.length).toBe(uploaded.body.file.size);
    expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    const ranged = await fetch(`http://127.0.0.1:${port}${imagePath}`, { headers: { range: 'bytes=1-3' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 1-3/${bytes.length}`);
    expect(await ranged.text()).toBe('PNG');
    const past = await fetch(`http://127.0.0.1:${port}${imagePath}`, {
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(past.status).toBe(416);
    await past.arrayBuffer();
  });

  it('deletes a gallery file from the bucket', async () => {
    const png = (await imageFixtures()).png;
    const uploaded = await upload(
      t.app,
      user.token,
      '/api/customer/upload_picture_to_user_gallery',
      {},
      { filename: 'gone.png', type: 'image/png', bytes: png },
    );
    const key = new URL(uploaded.body.file.url).pathname.slice(1);
    expect(await bucketKeys()).toContain(key);
    const removed = await call(t.app, user.token, 'POST', '/api/customer/delete_picture', {
      id: uploaded.body.file._id,
    });
    expect(removed.status).toBe(200);
    expect(await bucketKeys()).not.toContain(key);
    expect((await fetch(`http://127.0.0.1:${port}/${key}`)).status).toBe(404);
  });
});
