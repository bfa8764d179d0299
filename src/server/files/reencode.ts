/**
 * Re-encoding of uploaded raster images (issue 22 item 7): a stored picture is what the image decoder
 * drew from the upload, written out again in the same format, so nothing travels with it that is not
 * pixels: no bytes after the end marker (an HTML tail that a browser could be talked into reading),
 * no EXIF, XMP, ICC or text chunks. The decoder also has to agree with the sniffer on the format.
 *
 * Invariants: the type stays the sniffed one (a PNG stays a PNG); EXIF orientation is applied before
 * the tag goes, so a photo shows upright; animated GIF and WebP keep every frame with their delays
 * and loop count. SVG is not a raster: it goes through the sanitizer instead (svg-sanitize.ts).
 */
import type { default as createSharp, Metadata, Sharp } from 'sharp';
import { MAX_IMAGE_SIDE, type SniffedMedia } from './sniff.ts';

/** What sharp calls each sniffed raster type (AVIF is HEIF with the AV1 codec). */
const DECODER_FORMAT: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

/** Frames times pixels beyond which decoding is refused (sharp's default, 16383²). */
const MAX_INPUT_PIXELS = 0x3fff * 0x3fff;
const ENCODE_TIMEOUT_SECONDS = 60;

let sharpPackage: Promise<typeof createSharp> | undefined;
/**
 * sharp (and its native libvips) is imported by the first upload of a picture rather than at every
 * start of the server (≈ 0.2 s). Outside the decoding's try blocks: a sharp that cannot load is the
 * server's failure, not an unreadable upload.
 */
function loadSharp(): Promise<typeof createSharp> {
  sharpPackage ??= import('sharp').then((module) => module.default);
  return sharpPackage;
}

export class UnreadableImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableImageError';
  }
}

export function isRasterImage(media: SniffedMedia): boolean {
  return media.kind === 'image' && media.mime in DECODER_FORMAT;
}

/** A lossless WebP carries a `VP8L` bitstream and no lossy `VP8 ` one. */
function isLosslessWebp(bytes: Buffer): boolean {
  return bytes.includes('VP8L', 12, 'latin1') && !bytes.includes('VP8 ', 12, 'latin1');
}

function encode(image: Sharp, media: SniffedMedia, meta: Metadata, bytes: Buffer): Sharp {
  switch (media.mime) {
    case 'image/png':
      return image.png({ compressionLevel: 9, palette: meta.isPalette, quality: 100 });
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/gif':
      return image.gif({ reuse: true });
    case 'image/webp':
      return isLosslessWebp(bytes) ? image.webp({ lossless: true }) : image.webp({ quality: 90 });
    case 'image/avif':
      return image.avif({ quality: 70, effort: 2 });
    default:
      throw new Error(`not a raster type: ${media.mime}`);
  }
}

async function readMetadata(sharp: typeof createSharp, bytes: Buffer, animated: boolean): Promise<Metadata> {
  try {
    return await sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
}

/**
 * The upload drawn and written again: same format, upright, metadata and trailing bytes gone.
 * Throws UnreadableImageError when the decoder cannot read it as the sniffed format.
 */
export async function reencodeImage(
  bytes: Buffer,
  media: SniffedMedia,
): Promise<{ bytes: Buffer; media: SniffedMedia }> {
  const format = DECODER_FORMAT[media.mime];
  if (!format) throw new Error(`not a raster type: ${media.mime}`);
  const animated = media.mime === 'image/gif' || media.mime === 'image/webp';
  const sharp = await loadSharp();
  const meta = await readMetadata(sharp, bytes, animated);
  if (meta.format !== format || (format === 'heif' && meta.compression !== 'av1'))
    throw new UnreadableImageError(`the decoder reads ${meta.format}, not ${media.ext}`);
  const frames = meta.pages ?? 1;
  const image = sharp(bytes, {
    animated,
    // Orientation is a still photo's affair; an animation is drawn as its frames are.
    autoOrient: frames === 1,
    failOn: 'error',
    limitInputPixels: MAX_INPUT_PIXELS,
  }).timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
  try {
    const { data, info } = await encode(image, media, meta, bytes).toBuffer({ resolveWithObject: true });
    const height = info.pageHeight ?? info.height;
    if (info.width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
      throw new UnreadableImageError('the image is too large');
    return { bytes: data, media: { ...media, width: info.width, height } };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError((error as Error).message);
  }
}
