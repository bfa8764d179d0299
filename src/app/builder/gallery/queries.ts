/**
 * The builder's image sources (spec §3 "User gallery … saved Pexels images and stock images", §4 page
 * lifecycle "loads the gallery, template images, stock images and Pexels images", §7 "Gallery and
 * files") as queryOptions factories under one key scheme, ['gallery', ...], and the picture delete.
 * Every source is turned into the same `PickableImage`: what to show (`preview`) and what the page
 * links (`src`) — library files are linked page-relatively (`assets/images/…`), as sections do, so
 * a saved or published page finds them on the sites origin.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../../api/client.ts';
import type { OkResponse } from '../../../api/common.ts';
import type {
  GalleryFile,
  GalleryResponse,
  PexelsListResponse,
  StockImagesResponse,
} from '../../../api/gallery.ts';
import type { TemplateFilesResponse } from '../../../api/template.ts';
import { GALLERY_DELETE_PATHS } from './upload-kind.ts';

/** One image any picker shows. */
export interface PickableImage {
  readonly id: string;
  /** What the page links. */
  readonly src: string;
  /** What the picker shows (an address the app can load). */
  readonly preview: string;
  readonly name: string;
  /** Bytes, when known (the user's own uploads). */
  readonly size?: number;
  /** A video of the user's gallery: shown, deletable, never dropped onto an image. */
  readonly video?: true;
}

export const galleryKeys = {
  all: ['gallery'] as const,
  user: () => [...galleryKeys.all, 'user'] as const,
  stock: () => [...galleryKeys.all, 'stock'] as const,
  pexels: () => [...galleryKeys.all, 'pexels'] as const,
  template: (templateId: string) => [...galleryKeys.all, 'template', templateId] as const,
};

export const toPickable = (file: GalleryFile): PickableImage => ({
  id: file._id,
  src: file.url,
  preview: file.url,
  name: file.name,
  size: file.size,
  ...(file.kind === 'video' && { video: true as const }),
});

export const userGalleryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: galleryKeys.user(),
    queryFn: ({ signal }) =>
      api.request<GalleryResponse>({ method: 'GET', path: '/api/customer/get_user_gallery', signal }),
    select: (answer) => ({
      images: answer.gallery.images.map(toPickable),
      videos: answer.gallery.videos.map(toPickable),
      count: answer.gallery.total_asserts_file_count,
      size: answer.gallery.total_asserts_file_size,
      /** What the quota counts (page assets too), and the quota; absent from older servers. */
      storageUsed: answer.gallery.storage_used_bytes as number | undefined,
      storageQuota: answer.gallery.storage_quota_bytes as number | undefined,
    }),
    meta: { errorToast: false },
  });

/** Library files are linked as the sections link them; the app shows them from /content/. */
const CONTENT_PREFIX = '/content/';
const PAGE_ASSET_PREFIX = 'assets/';

export const stockImagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: galleryKeys.stock(),
    queryFn: ({ signal }) =>
      api.request<StockImagesResponse>({ method: 'GET', path: '/api/images/get_stock_images_list', signal }),
    select: (answer): PickableImage[] =>
      answer.images.map((image) => ({
        id: image._id,
        src: `${PAGE_ASSET_PREFIX}${image.file}`,
        preview: image.url_path,
        name: image.title,
      })),
    staleTime: 10 * 60 * 1000,
    meta: { errorToast: false },
  });

const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

export const templateImagesQuery = (api: ApiClient, templateId: string) =>
  queryOptions({
    queryKey: galleryKeys.template(templateId),
    queryFn: ({ signal }) =>
      api.request<z.infer<typeof TemplateFilesResponse>>({
        method: 'POST',
        path: '/api/template/template_files',
        body: { template_id: templateId, path: 'assets/images' },
        signal,
      }),
    select: (answer): PickableImage[] =>
      answer.files
        .filter((file) => IMAGE_FILE.test(file.file_name))
        .map((file) => ({
          id: file.Key,
          src: file.Key,
          preview: `${CONTENT_PREFIX}${file.file_path}`,
          name: file.file_name,
        })),
    staleTime: 10 * 60 * 1000,
    meta: { errorToast: false },
  });

export const pexelsImagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: galleryKeys.pexels(),
    queryFn: ({ signal }) =>
      api.request<PexelsListResponse>({
        method: 'GET',
        path: '/api/customer/list_picture_from_pexels_gallery',
        signal,
      }),
    select: (answer): PickableImage[] =>
      answer.images.map((image) => ({
        id: image._id,
        src: image.url,
        preview: image.url,
        name: image.alt || (image.photographer ? `Photo by ${image.photographer}` : 'Pexels photo'),
      })),
    meta: { errorToast: false },
  });

/** Deletes one of the user's own gallery files: a picture or a video, each through its own call. */
export const deleteGalleryFile = (api: ApiClient, file: PickableImage) =>
  api.request<OkResponse>({
    method: 'POST',
    path: GALLERY_DELETE_PATHS[file.video ? 'video' : 'image'],
    body: { id: file.id },
  });
