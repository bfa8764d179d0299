/**
 * A real S3 endpoint for tests: `s3rver` (the S3 REST protocol, XML answers, SigV4-signed requests
 * checked) on 127.0.0.1 with a random port and a temp folder, in a child process of its own
 * (scripts/s3-test-server.mjs says why). Each caller takes a bucket of its own, so tests sharing
 * one server never see each other's keys.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { createS3Client, type S3Settings } from '../../../src/server/storage/s3.ts';

const SERVER_SCRIPT = fileURLToPath(new URL('../../../scripts/s3-test-server.mjs', import.meta.url));

// The SDK warns once that its 2027 releases need Node 22; the tests run on Node 20 on purpose.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface TestS3Server {
  readonly endpoint: string;
  /** A new empty bucket and the settings that reach it. */
  createBucket(): Promise<S3Settings>;
  close(): Promise<void>;
}

let bucketCounter = 0;

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'pagewright-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SERVER_SCRIPT, directory], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited.then(() => {
      throw new Error('the S3 test server did not start');
    }),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async createBucket() {
      bucketCounter += 1;
      const settings: S3Settings = {
        endpoint,
        region: 'us-east-1',
        bucket: `test-${process.pid}-${bucketCounter}`,
        // s3rver's fixed key pair (it checks the SigV4 signature against it).
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      };
      const client = await createS3Client(settings);
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      client.destroy();
      return settings;
    },
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
