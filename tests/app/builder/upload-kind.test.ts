/**
 * Where a chosen file is sent (images and videos each to their own gallery call) and how the storage
 * used reads against the quota, in the spec's 1024 unit (§5).
 */
import { describe, expect, it } from 'vitest';
import {
  GALLERY_DELETE_PATHS,
  GALLERY_UPLOAD_PATHS,
  mediaKindOf,
  storageUsedFraction,
  storageUsedText,
} from '../../../src/app/builder/gallery/upload-kind.ts';

describe('mediaKindOf', () => {
  it('sends videos by their type, or by an mp4/webm name when the browser gives no type', () => {
    expect(mediaKindOf({ type: 'video/mp4', name: 'clip' })).toBe('video');
    expect(mediaKindOf({ type: 'video/webm', name: 'clip.bin' })).toBe('video');
    expect(mediaKindOf({ type: 'VIDEO/MP4', name: 'a' })).toBe('video');
    expect(mediaKindOf({ type: '', name: 'intro.MP4' })).toBe('video');
    expect(mediaKindOf({ type: '', name: 'intro.webm' })).toBe('video');
  });

  it('sends everything else as an image (the server judges the bytes)', () => {
    expect(mediaKindOf({ type: 'image/png', name: 'shop.png' })).toBe('image');
    expect(mediaKindOf({ type: 'image/png', name: 'fake.mp4' })).toBe('image');
    expect(mediaKindOf({ type: '', name: 'notes' })).toBe('image');
    expect(mediaKindOf({ type: 'application/pdf', name: 'menu.pdf' })).toBe('image');
  });

  it('maps each kind to the spec’s gallery calls', () => {
    expect(GALLERY_UPLOAD_PATHS).toEqual({
      image: '/api/customer/upload_picture_to_user_gallery',
      video: '/api/customer/upload_video_for_user_gallery',
    });
    expect(GALLERY_DELETE_PATHS).toEqual({
      image: '/api/customer/delete_picture',
      video: '/api/customer/delete_video_for_user_gallery',
    });
  });
});

describe('storage used', () => {
  it('reads in the 1024 unit, against the quota when there is one', () => {
    // 3.2 × 1024² bytes of 1024³.
    expect(storageUsedText(Math.round(3.2 * 1024 * 1024), 1024 ** 3)).toBe('3.2 MB of 1 GB used');
    expect(storageUsedText(1536, 100 * 1024 * 1024)).toBe('1.5 KB of 100 MB used');
    expect(storageUsedText(0, 1024 ** 3)).toBe('0 bytes of 1 GB used');
    expect(storageUsedText(2048, undefined)).toBe('2 KB used');
    expect(storageUsedText(2048, 0)).toBe('2 KB used');
  });

  it('is a share of the quota, capped at a full quota', () => {
    expect(storageUsedFraction(256, 1024)).toBe(0.25);
    expect(storageUsedFraction(2048, 1024)).toBe(1);
    expect(storageUsedFraction(0, 1024)).toBe(0);
    expect(storageUsedFraction(10, undefined)).toBe(0);
    expect(storageUsedFraction(10, 0)).toBe(0);
  });
});
