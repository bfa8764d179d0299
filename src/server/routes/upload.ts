/**
 * Page-asset uploads under /api/app_api (spec §7 "Gallery and files"): `upload_s3_image_from_url`
 * fetches a picture through the one SSRF-safe outbound client and checks it really is an image;
 * `upload_image_on_s3` and `upload_image_file_on_s3` take a multipart image (`project_name`,
 * `upload_file`, `file_name` are display data only — the stored name is generated). The files count
 * against the quota but are not gallery entries.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssetImageForm, UploadedAssetResponse, UploadFromUrlBody } from '../../api/gallery.ts';
import { toGalleryFile } from '../data/files.ts';
import { sniffMedia } from '../files/sniff.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { badRequest } from '../http/http-error.ts';
import { idempotent } from '../http/idempotency.ts';
import { acceptMedia, documentedForm, readUploadForm, registerMultipart } from '../http/uploads.ts';
import { replies } from './replies.ts';

/** GETs an image URL through the outbound client; the answer must say image/* and sniff as an image. */
export async function fetchImage(app: FastifyInstance, url: string) {
  const { limits } = app.store.files;
  const response = await app.outbound.get(url, { accept: 'image/*', maxBytes: limits.imageMaxBytes });
  const declared = response.contentType.split(';')[0]!.trim().toLowerCase();
  const media = sniffMedia(response.body);
  if (!declared.startsWith('image/') || media?.kind !== 'image')
    throw badRequest('url: the address did not answer with an image');
  return acceptMedia(response.body, 'image', limits);
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { files } = app.store;
  const { hostedBase } = app.serverConfig;
  const tags = ['gallery'];
  app.addHook('onRequest', requireAuth('session'));
  await registerMultipart(app, files.limits);

  app.post(
    '/upload_s3_image_from_url',
    { ...idempotent, schema: { tags, body: UploadFromUrlBody, response: replies(UploadedAssetResponse) } },
    async (request) => {
      const { bytes, media } = await fetchImage(app, request.body.url);
      const name = new URL(request.body.url).pathname.split('/').pop();
      const row = await files.store(ownerId(request), bytes, media, {
        name,
        inGallery: false,
        source: 'url',
      });
      const file = toGalleryFile(row, hostedBase);
      return { code: 200 as const, message: 'Image uploaded', url: file.url, file_name: file.name, file };
    },
  );

  for (const path of ['/upload_image_on_s3', '/upload_image_file_on_s3']) {
    app.post(
      path,
      {
        ...idempotent,
        config: documentedForm(AssetImageForm),
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'multipart/form-data: `upload_file` (an image; the type is read from the bytes), `project_name` and `file_name` (display only; never used as a path).',
          response: replies(UploadedAssetResponse),
        },
      },
      async (request) => {
        const form = await readUploadForm(request, files.limits.imageMaxBytes, 'image');
        const { bytes, media } = await acceptMedia(form.bytes, 'image', files.limits);
        const row = await files.store(ownerId(request), bytes, media, {
          name: form.fields.file_name || form.filename,
          inGallery: false,
          source: 'asset',
        });
        const file = toGalleryFile(row, hostedBase);
        return { code: 200 as const, message: 'Image uploaded', url: file.url, file_name: file.name, file };
      },
    );
  }
};
