/**
 * Gallery and file calls of spec §7 "Gallery and files" and the user gallery of spec §3 (`images`,
 * `videos`, `total_asserts_file_count`, `total_asserts_file_size` — the spec's spelling). Uploads are
 * multipart (`upload_file`, plus `project_name` / `file_name` where the spec names them); their type
 * is decided from the bytes, and they are stored under generated names and served from the hosted
 * base at `/media/{customerId}/{fileId}.{ext}`. Browser-safe.
 */
import { z } from 'zod';
import { Id, okEnvelope, Timestamp, WebUrl } from './common.ts';
// Multipart field of the uploaded file (any file field is accepted; this is the spec's name).
import { UPLOAD_FIELD } from './wire.ts';

export { UPLOAD_FIELD };

export const GalleryFile = z.object({
  _id: Id,
  url: z.string().describe('absolute URL on the hosted base'),
  name: z.string().describe('display name only; never a storage path'),
  size: z.number().int().describe('bytes'),
  mime: z.string(),
  kind: z.enum(['image', 'video']),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: Timestamp,
});
export type GalleryFile = z.infer<typeof GalleryFile>;

const Totals = {
  total_asserts_file_count: z.number().int().describe('gallery images + videos'),
  total_asserts_file_size: z.number().int().describe('bytes of gallery images + videos'),
};

export const UserGallery = z.object({
  images: z.array(GalleryFile),
  videos: z.array(GalleryFile),
  ...Totals,
  storage_used_bytes: z
    .number()
    .int()
    .describe('bytes of every stored file of the user (gallery and page assets): what the quota counts'),
  storage_quota_bytes: z.number().int().describe('the per-user storage quota, bytes'),
});
export type UserGallery = z.infer<typeof UserGallery>;

export const GalleryResponse = okEnvelope({ gallery: UserGallery });
export type GalleryResponse = z.infer<typeof GalleryResponse>;

/**
 * The multipart forms of the upload calls, for the OpenAPI document: the server reads the stream itself
 * (one file, in any file field), so these never validate a request.
 */
const uploadFile = (what: string) =>
  z.file().describe(`${what}; the type is read from the bytes, never from the name or the declared type`);

export const GalleryImageForm = z.object({
  [UPLOAD_FIELD]: uploadFile('one image: png, jpeg, gif, webp, avif or svg'),
});
export const GalleryVideoForm = z.object({ [UPLOAD_FIELD]: uploadFile('one video: mp4 or webm') });
export const AssetImageForm = z.object({
  [UPLOAD_FIELD]: uploadFile('one image: png, jpeg, gif, webp, avif or svg'),
  project_name: z.string().optional().describe('display only'),
  file_name: z.string().optional().describe('display name of the file; never used as a path'),
});

export const GalleryFileResponse = okEnvelope({ file: GalleryFile, ...Totals });
export type GalleryFileResponse = z.infer<typeof GalleryFileResponse>;

/** The shared address check (common.ts), under the name the gallery calls use. */
export const HttpUrl = WebUrl;

export const AddPictureBody = z.object({ url: HttpUrl, name: z.string().max(200).optional() });
export type AddPictureBody = z.infer<typeof AddPictureBody>;

export const DeleteFileBody = z.object({ id: Id });
export type DeleteFileBody = z.infer<typeof DeleteFileBody>;

export const UploadFromUrlBody = z.object({ url: HttpUrl });
export type UploadFromUrlBody = z.infer<typeof UploadFromUrlBody>;

/** Answer of the page-asset uploads (`upload_s3_image_from_url`, `upload_image_on_s3`, `upload_image_file_on_s3`). */
export const UploadedAssetResponse = okEnvelope({
  url: z.string(),
  file_name: z.string(),
  file: GalleryFile,
});
export type UploadedAssetResponse = z.infer<typeof UploadedAssetResponse>;

export const PEXELS_IMAGE_HOST = 'images.pexels.com';

export const PexelsImage = z.object({
  _id: Id,
  url: z.string(),
  pexels_id: z.string(),
  alt: z.string(),
  photographer: z.string(),
  created_at: Timestamp,
});
export type PexelsImage = z.infer<typeof PexelsImage>;

export const AddPexelsImageBody = z.object({
  url: HttpUrl.refine(
    (value) => {
      try {
        const url = new URL(value);
        return (
          url.protocol === 'https:' && url.hostname === PEXELS_IMAGE_HOST && !url.username && !url.password
        );
      } catch {
        return false;
      }
    },
    { error: `must be an https://${PEXELS_IMAGE_HOST}/ URL` },
  ),
  pexels_id: z.union([z.string().max(50), z.number().int()]).optional(),
  alt: z.string().max(500).optional(),
  photographer: z.string().max(200).optional(),
});
export type AddPexelsImageBody = z.infer<typeof AddPexelsImageBody>;

export const PexelsListResponse = okEnvelope({
  images: z.array(PexelsImage),
  pexels_request_count: z.number().int(),
});
export type PexelsListResponse = z.infer<typeof PexelsListResponse>;
export const PexelsImageResponse = okEnvelope({ image: PexelsImage });
export const PexelsCountResponse = okEnvelope({ pexels_request_count: z.number().int() });

export const StockImage = z.object({
  _id: z.string(),
  file: z.string(),
  url_path: z.string(),
  title: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  width: z.number(),
  height: z.number(),
});
export const StockImagesResponse = okEnvelope({ images: z.array(StockImage) });
export type StockImagesResponse = z.infer<typeof StockImagesResponse>;

/** Filters of `get_stock_images_list`: a category name (any case) and words matched against title and tags. */
export const StockImagesQuery = z.object({
  category: z.string().trim().max(100).optional(),
  search: z.string().trim().max(200).optional(),
});
