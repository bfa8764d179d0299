/**
 * `GET /api/health` and `GET /api/ready` (issue 26 "Health"): 200 while the database and the storage
 * answer, 503 naming the part that does not (on local disk and on S3), never a credential; ready
 * until shutdown starts draining.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const get = async (t: TestApp, url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('GET /api/health', () => {
  it('answers ok on local disk, and 503 naming the storage when its folder is gone', async () => {
    const t = await createTestApp();
    try {
      const healthy = await get(t, '/api/health');
      expect(healthy).toMatchObject({
        status: 200,
        body: { code: 200, status: 'ok', checks: { database: 'ok', storage: 'ok' } },
      });
      expect(healthy.headers['cache-control']).toBe('no-store');
      rmSync(join(t.dataDir, 'files'), { recursive: true, force: true });
      const failing = await get(t, '/api/health');
      expect(failing).toMatchObject({
        status: 503,
        body: { code: 503, status: 'failing', checks: { database: 'ok', storage: 'failing' } },
      });
      expect(failing.body.message).toMatch(/storage/);
    } finally {
      await t.close();
    }
  });

  it('answers ok on S3, and 503 without the endpoint or keys when the bucket is unreachable', async () => {
    const bucket = await s3.createBucket();
    const t = await createTestApp({ s3: bucket });
    try {
      expect((await get(t, '/api/health')).body.checks).toEqual({ database: 'ok', storage: 'ok' });
    } finally {
      await t.close();
    }
    const lost = await createTestApp({ s3: { ...bucket, bucket: 'no-such-bucket' } });
    try {
      const failing = await get(lost, '/api/health');
      expect(failing.status).toBe(503);
      expect(failing.body.checks).toEqual({ database: 'ok', storage: 'failing' });
      const text = JSON.stringify(failing.body);
      for (const secret of [s3.endpoint, 'no-such-bucket', bucket.secretAccessKey!])
        expect(text).not.toContain(secret);
    } finally {
      await lost.close();
    }
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const t = await createTestApp();
    try {
      const db = t.app.store.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
      const execute = db.execute;
      db.execute = async () => {
        throw new Error('connection refused');
      };
      try {
        const failing = await get(t, '/api/health');
        expect(failing.status).toBe(503);
        expect(failing.body.checks).toEqual({ database: 'failing', storage: 'ok' });
        expect(failing.body.message).toMatch(/database/);
      } finally {
        db.execute = execute;
      }
      expect((await get(t, '/api/health')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/ready', () => {
  it('is ready once built (migrated), and 503 from the moment shutdown starts draining', async () => {
    const t = await createTestApp();
    try {
      expect(await get(t, '/api/ready')).toMatchObject({
        status: 200,
        body: { code: 200, status: 'ready' },
      });
      t.app.lifecycle.draining = true;
      const draining = await get(t, '/api/ready');
      expect(draining).toMatchObject({ status: 503, body: { code: 503 } });
      expect(draining.body.message).toMatch(/shutting down/i);
    } finally {
      await t.close();
    }
  });

  it('starts draining when the app begins to close', async () => {
    const t = await createTestApp();
    expect(t.app.lifecycle.draining).toBe(false);
    await t.close();
    expect(t.app.lifecycle.draining).toBe(true);
  });
});
