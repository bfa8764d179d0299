/**
 * Which gallery call a chosen file goes to, and how the drawer words the storage used (spec §3 User
 * gallery "images, videos"; §5 "File sizes display as GB, MB, KB or bytes (unit 1024)"; §7 Gallery and
 * files). The browser's type and the name only route the file: the server reads the type from the
 * bytes and refuses a mismatch with a message the drawer shows. Pure.
 */
import { formatFileSize } from '../../../domain/rules/display.ts';

export type GalleryMediaKind = 'image' | 'video';

/** What the drawer's chooser offers (the server takes exactly these, decided from the bytes). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml';
export const VIDEO_ACCEPT = 'video/mp4,video/webm';

export const GALLERY_UPLOAD_PATHS: Readonly<Record<GalleryMediaKind, string>> = {
  image: '/api/customer/upload_picture_to_user_gallery',
  video: '/api/customer/upload_video_for_user_gallery',
};

export const GALLERY_DELETE_PATHS: Readonly<Record<GalleryMediaKind, string>> = {
  image: '/api/customer/delete_picture',
  video: '/api/customer/delete_video_for_user_gallery',
};

const VIDEO_NAME = /\.(mp4|m4v|webm)$/i;

/** A file typed `video/*` or named like an mp4 or webm is a video; everything else goes as an image. */
export function mediaKindOf(file: { readonly type: string; readonly name: string }): GalleryMediaKind {
  if (file.type.toLowerCase().startsWith('video/')) return 'video';
  if (file.type === '' && VIDEO_NAME.test(file.name)) return 'video';
  return 'image';
}

/** "3.2 MB of 1 GB used", or "3.2 MB used" when the quota is unknown. */
export function storageUsedText(used: number, quota: number | undefined): string {
  return quota !== undefined && quota > 0
    ? `${formatFileSize(used)} of ${formatFileSize(quota)} used`
    : `${formatFileSize(used)} used`;
}

/** Share of the quota used, 0…1 (a full or over-full quota reads 1); 0 when the quota is unknown. */
export function storageUsedFraction(used: number, quota: number | undefined): number {
  if (quota === undefined || !(quota > 0) || !(used > 0)) return 0;
  return Math.min(1, used / quota);
}
