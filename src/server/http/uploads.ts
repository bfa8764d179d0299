/**
 * Reading uploads (issue 3 "Uploads"): multipart bodies through @fastify/multipart with one file and a
 * few small text fields, capped per kind while streaming; the type is decided from the bytes
 * (files/sniff.ts) and must be the kind the call takes; a raster image is stored only as its
 * re-encoding (files/reencode.ts: upright, no metadata, nothing after its end; issue 22 item 7), and
 * an SVG only as its allow-list rewrite (files/svg-sanitize.ts: no scripts, handlers or external
 * references).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { FileLimits } from '../data/files.ts';
import { reencodeImage, UnreadableImageError } from '../files/reencode.ts';
import { type MediaKind, type SniffedMedia, sniffMedia } from '../files/sniff.ts';
import { sanitizeSvg } from '../files/svg-sanitize.ts';
import { badRequest, HttpError } from './http-error.ts';

const MB = 1024 * 1024;

export async function registerMultipart(app: FastifyInstance, limits: FileLimits) {
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(limits.imageMaxBytes, limits.videoMaxBytes),
      files: 1,
      fields: 10,
      fieldSize: 10_000,
      parts: 20,
    },
  });
}

/**
 * Route `config` that documents `form` as the call's `multipart/form-data` request body in the OpenAPI
 * document (a per-route swagger transform). The route itself declares no body schema: Fastify would
 * validate it against a body that multipart routes read later, as a stream (`readUploadForm`).
 */
export function documentedForm(form: z.ZodType) {
  return {
    swaggerTransform: (document: Parameters<typeof jsonSchemaTransform>[0]) =>
      jsonSchemaTransform({
        ...document,
        schema: { ...document.schema, consumes: ['multipart/form-data'], body: form },
      }),
  };
}

export interface UploadedForm {
  readonly bytes: Buffer;
  readonly filename: string;
  readonly fields: Readonly<Record<string, string>>;
}

const tooLarge = (kind: string, max: number) =>
  new HttpError(413, `upload_file: ${kind} files may be at most ${Math.round((max / MB) * 10) / 10} MB`);

/** Reads a multipart form with exactly one file of at most `maxBytes`. */
export async function readUploadForm(
  request: FastifyRequest,
  maxBytes: number,
  kind: string,
): Promise<UploadedForm> {
  if (!request.isMultipart()) throw badRequest('body: send multipart/form-data with a file in upload_file');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file ??= { bytes, filename: part.filename };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind, maxBytes);
    if (code === 'FST_FILES_LIMIT') throw badRequest('upload_file: send one file per request');
    if ((error as { statusCode?: number }).statusCode === undefined)
      throw badRequest('body: malformed multipart form');
    throw error;
  }
  if (!file || file.bytes.length === 0) throw badRequest('upload_file: a non-empty file is required');
  return { ...file, fields };
}

const ACCEPTED = {
  image: 'png, jpeg, gif, webp, avif or svg',
  video: 'mp4 or webm',
} as const;

/** Sniffs `bytes`, insists on `kind` and its size cap; an image is stored as its clean rewrite. */
export async function acceptMedia(
  bytes: Buffer,
  kind: MediaKind,
  limits: FileLimits,
): Promise<{ bytes: Buffer; media: SniffedMedia }> {
  const media = sniffMedia(bytes);
  if (!media || media.kind !== kind)
    throw badRequest(`upload_file: not a ${ACCEPTED[kind]} ${kind} (the content decides, not the name)`);
  const max = kind === 'image' ? limits.imageMaxBytes : limits.videoMaxBytes;
  if (bytes.length > max) throw tooLarge(kind, max);
  if (media.mime === 'image/svg+xml') return { bytes: acceptSvg(bytes), media };
  if (kind === 'image') return acceptRaster(bytes, media);
  return { bytes, media };
}

async function acceptRaster(bytes: Buffer, media: SniffedMedia) {
  try {
    return await reencodeImage(bytes, media);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw badRequest(
      `upload_file: this ${media.ext} image cannot be read (damaged, too large, or not the type its first bytes claim)`,
    );
  }
}

/** The SVG's safe rewrite; an SVG with nothing safe left to draw is refused. */
function acceptSvg(bytes: Buffer): Buffer {
  const clean = sanitizeSvg(bytes);
  if (!clean)
    throw badRequest(
      'upload_file: this SVG cannot be accepted: its root is not a plain <svg> element once scripts, event handlers and external references are removed',
    );
  return clean;
}
