/**
 * Gallery calls under /api/customer (spec §7 "Gallery and files", §3 "User gallery"): upload an image
 * or a video (multipart, type from the bytes, size caps per kind, per-user quota), add a picture from a
 * URL (through the SSRF-safe outbound client), list with totals, delete (the stored file goes too),
 * and the saved Pexels pictures with the Pexels request counter. Session token only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddPexelsImageBody,
  AddPictureBody,
  DeleteFileBody,
  GalleryFileResponse,
  GalleryImageForm,
  GalleryResponse,
  GalleryVideoForm,
  PexelsCountResponse,
  type PexelsImage,
  PexelsImageResponse,
  PexelsListResponse,
} from '../../api/gallery.ts';
import { type FileRow, type PexelsRow, toGalleryFile } from '../data/files.ts';
import type { MediaKind } from '../files/sniff.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { idempotent } from '../http/idempotency.ts';
import { acceptMedia, documentedForm, readUploadForm, registerMultipart } from '../http/uploads.ts';
import { okReplies, replies } from './replies.ts';
import { fetchImage } from './upload.ts';

const toPexels = (row: PexelsRow): PexelsImage => ({
  _id: row.id,
  url: row.url,
  pexels_id: row.pexelsId,
  alt: row.alt,
  photographer: row.photographer,
  created_at: row.createdAt.toISOString(),
});

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { files } = app.store;
  const { hostedBase } = app.serverConfig;
  const tags = ['gallery'];
  app.addHook('onRequest', requireAuth('session'));
  await registerMultipart(app, files.limits);

  const answer = async (row: FileRow, message: string) => ({
    code: 200 as const,
    message,
    file: toGalleryFile(row, hostedBase),
    ...(await files.totals(row.ownerId)),
  });

  const uploadRoute = (path: string, kind: MediaKind) =>
    app.post(
      path,
      {
        ...idempotent,
        config: documentedForm(kind === 'image' ? GalleryImageForm : GalleryVideoForm),
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: `multipart/form-data with one ${kind} file in \`upload_file\`; the type is read from the bytes.`,
          response: replies(GalleryFileResponse),
        },
      },
      async (request) => {
        const max = kind === 'image' ? files.limits.imageMaxBytes : files.limits.videoMaxBytes;
        const form = await readUploadForm(request, max, kind);
        const { bytes, media } = await acceptMedia(form.bytes, kind, files.limits);
        const row = await files.store(ownerId(request), bytes, media, {
          name: form.filename,
          inGallery: true,
          source: 'upload',
        });
        return answer(row, kind === 'image' ? 'Picture uploaded' : 'Video uploaded');
      },
    );
  uploadRoute('/upload_picture_to_user_gallery', 'image');
  uploadRoute('/upload_video_for_user_gallery', 'video');

  app.post(
    '/add_picture_to_user_gallery',
    { ...idempotent, schema: { tags, body: AddPictureBody, response: replies(GalleryFileResponse) } },
    async (request) => {
      const { bytes, media } = await fetchImage(app, request.body.url);
      const name = request.body.name ?? new URL(request.body.url).pathname.split('/').pop();
      const row = await files.store(ownerId(request), bytes, media, { name, inGallery: true, source: 'url' });
      return answer(row, 'Picture added');
    },
  );

  app.get('/get_user_gallery', { schema: { tags, response: replies(GalleryResponse) } }, async (request) => {
    const gallery = await files.gallery(ownerId(request));
    return {
      code: 200 as const,
      message: 'Gallery',
      gallery: {
        ...gallery,
        images: gallery.images.map((row) => toGalleryFile(row, hostedBase)),
        videos: gallery.videos.map((row) => toGalleryFile(row, hostedBase)),
        storage_used_bytes: await files.usedBytes(ownerId(request)),
        storage_quota_bytes: files.limits.quotaBytes,
      },
    };
  });

  const deleteRoute = (path: string, kind: MediaKind) =>
    app.post(path, { schema: { tags, body: DeleteFileBody, response: okReplies } }, async (request) => {
      await files.removeFromGallery(ownerId(request), request.body.id, kind);
      return { code: 200 as const, message: kind === 'image' ? 'Picture deleted' : 'Video deleted' };
    });
  deleteRoute('/delete_picture', 'image');
  deleteRoute('/delete_video_for_user_gallery', 'video');

  app.get(
    '/list_picture_from_pexels_gallery',
    { schema: { tags, response: replies(PexelsListResponse) } },
    async (request) => {
      const { images, requestCount } = await files.listPexels(ownerId(request));
      return {
        code: 200 as const,
        message: 'Pexels pictures',
        images: images.map(toPexels),
        pexels_request_count: requestCount,
      };
    },
  );

  app.post(
    '/add_picture_to_pexels_gallery',
    { schema: { tags, body: AddPexelsImageBody, response: replies(PexelsImageResponse) } },
    async (request) => {
      const { url, pexels_id, alt, photographer } = request.body;
      const row = await files.addPexels(ownerId(request), {
        url,
        pexelsId: pexels_id === undefined ? '' : String(pexels_id),
        alt: alt ?? '',
        photographer: photographer ?? '',
      });
      return { code: 200 as const, message: 'Pexels picture saved', image: toPexels(row) };
    },
  );

  app.put(
    '/increase_pexel_request_count',
    { schema: { tags, response: replies(PexelsCountResponse) } },
    async (request) => ({
      code: 200 as const,
      message: 'Pexels request counted',
      pexels_request_count: await files.increasePexelsCount(ownerId(request)),
    }),
  );
};
