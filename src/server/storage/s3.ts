/**
 * S3-compatible Storage (issue 26 "Storage"): AWS S3, Cloudflare R2, MinIO, Garage — one bucket, the
 * same keys as local disk (`{projectId}/{slug}.html`, …), so a CDN can serve published sites straight
 * from the bucket. Used when `S3_BUCKET` is set (config.ts).
 * - Writes: one PutObject, or a multipart upload past `MULTIPART_FROM` bytes; S3 makes the object
 *   visible only when the request (or CompleteMultipartUpload) finishes, so readers see the old or
 *   the new bytes, never a mix. Each object carries its Content-Type for a CDN.
 * - Reads: `open` starts a GetObject and answers its size and Last-Modified; a ranged stream asks
 *   again for that byte Range pinned to the opened ETag (If-Match) and checks the total size, so a
 *   concurrent replace fails the stream instead of mixing versions. A missing key is undefined.
 * - There are no links in a bucket: `within` confinement is a key-prefix check before any request.
 * - Listing and prefix deletes page through ListObjectsV2 and DeleteObjects 1,000 keys at a time.
 */

import { PassThrough, type Readable } from 'node:stream';
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import { contentTypeOf } from '../sites/content-types.ts';
import { assertSafeKey, type OpenedFile, type Storage } from './storage.ts';

/** The `S3_*` settings (docs/configuration.md). Without keys the SDK's default credential chain is used. */
export interface S3Settings {
  readonly endpoint?: string | undefined;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId?: string | undefined;
  readonly secretAccessKey?: string | undefined;
  /** `bucket` in the path (`endpoint/bucket/key`) rather than the host name: MinIO, Garage, most self-hosted stores. */
  readonly forcePathStyle: boolean;
}

/** Bodies from this size go up as a multipart upload (parts of `PART_SIZE`), so a 100 MB video is never one request. */
export const MULTIPART_FROM = 16 * 1024 * 1024;
const PART_SIZE = 8 * 1024 * 1024;
/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

type S3Sdk = typeof import('@aws-sdk/client-s3');

let s3Sdk: Promise<S3Sdk> | undefined;
/**
 * The AWS SDK is imported by the first use of a bucket rather than at every start of the server: it
 * was ≈ 0.3 s of each start, and most servers keep their files on disk (docs/benchmarks.md, "Unit
 * suite wall time").
 */
function loadS3Sdk(): Promise<S3Sdk> {
  s3Sdk ??= import('@aws-sdk/client-s3');
  return s3Sdk;
}

export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadS3Sdk();
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
    // The SDK's default CRC trailers (aws-chunked bodies) are refused by several S3-compatible
    // stores; checksums are sent only where the API requires one (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** `givenClient`, when given, is used instead of one made from `settings` at the first request. */
export function createS3Storage(settings: S3Settings, givenClient?: S3Client): Storage {
  const Bucket = settings.bucket;
  let connected: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connected ??= loadS3Sdk().then(async (sdk) => ({
      sdk,
      client: givenClient ?? (await createS3Client(settings)),
    }));
    return connected;
  };

  const isInside = (key: string, within: string | undefined) => {
    assertSafeKey(key);
    if (within === undefined) return true;
    assertSafeKey(within);
    return key.startsWith(`${within}/`);
  };

  /** The object's GetObject answer, or undefined when there is none. */
  const get = async (key: string, extra: { Range?: string; IfMatch?: string } = {}) => {
    const { sdk, client } = await connect();
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket, Key: key, ...extra }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  const listKeys = async (prefix: string) => {
    assertSafeKey(prefix);
    const { sdk, client } = await connect();
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  };

  return {
    async read(key, options) {
      if (!isInside(key, options?.within)) return undefined;
      const answer = await get(key);
      if (!answer?.Body) return undefined;
      return Buffer.from(await answer.Body.transformToByteArray());
    },

    async open(key, options) {
      if (!isInside(key, options?.within)) return undefined;
      const answer = await get(key);
      if (!answer?.Body) return undefined;
      return openedObject(key, answer, (range, etag) =>
        get(key, { Range: `bytes=${range.start}-${range.end}`, ...(etag && { IfMatch: etag }) }),
      );
    },

    async write(key, data) {
      assertSafeKey(key);
      const body = typeof data === 'string' ? Buffer.from(data) : data;
      const { sdk, client } = await connect();
      const params = {
        Bucket,
        Key: key,
        Body: body,
        ContentType: contentTypeOf(key) ?? 'application/octet-stream',
      };
      if (body.byteLength < MULTIPART_FROM) {
        await client.send(new sdk.PutObjectCommand(params));
        return;
      }
      // Only bodies this large need lib-storage: it loads on the first one.
      const { Upload } = await import('@aws-sdk/lib-storage');
      await new Upload({ client, params, partSize: PART_SIZE, queueSize: 2 }).done();
    },

    async delete(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      const keys = await listKeys(prefix);
      const { sdk, client } = await connect();
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const batch = keys.slice(at, at + DELETE_BATCH);
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0)
          throw new Error(`S3 could not delete ${failed.length} keys under ${prefix}/: ${failed[0]?.Code}`);
      }
    },

    list: listKeys,

    async ping() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
  };
}

type RangedGet = (
  range: { start: number; end: number },
  etag: string | undefined,
) => Promise<GetObjectCommandOutput | undefined>;

/** One GetObject answer as an OpenedFile: the whole body as it came, or a ranged re-read of the same version. */
function openedObject(key: string, answer: GetObjectCommandOutput, getRange: RangedGet): OpenedFile {
  const size = answer.ContentLength ?? 0;
  const whole = answer.Body as Readable;
  return {
    size,
    ...(answer.LastModified && { modifiedAt: answer.LastModified }),
    stream(range) {
      if (!range || (range.start === 0 && range.end === size - 1)) return whole;
      whole.destroy();
      const out = new PassThrough();
      getRange(range, answer.ETag).then(
        (part) => {
          const total = Number(part?.ContentRange?.split('/')[1]);
          if (!part?.Body || (Number.isFinite(total) && total !== size)) {
            (part?.Body as Readable | undefined)?.destroy();
            out.destroy(new Error(`${key} changed while it was being read`));
            return;
          }
          const body = part.Body as Readable;
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    },
    async close() {
      whole.destroy();
    },
  };
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
}
