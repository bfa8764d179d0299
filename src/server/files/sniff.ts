/**
 * Media type from content bytes, never from a name or a client's Content-Type (issue 3 "Uploads"):
 * PNG, JPEG, GIF, WebP, AVIF, SVG images and MP4, WebM videos. A raster image also has to carry
 * readable, sane dimensions in its header (a truncated or fake header is refused); an SVG has to be
 * XML whose first element is `<svg>`.
 */
import { Parser } from 'htmlparser2';

export type MediaKind = 'image' | 'video';

export interface SniffedMedia {
  readonly kind: MediaKind;
  readonly mime: string;
  readonly ext: string;
  readonly width: number | null;
  readonly height: number | null;
}

/** Larger images are refused: headers claiming more are bombs or lies. */
export const MAX_IMAGE_SIDE = 20_000;

const ascii = (bytes: Buffer, start: number, length: number) =>
  bytes.toString('latin1', start, start + length);

function image(mime: string, ext: string, size: [number, number] | undefined): SniffedMedia | undefined {
  if (!size) return undefined;
  const [width, height] = size;
  if (!(width > 0 && height > 0 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE)) return undefined;
  return { kind: 'image', mime, ext, width, height };
}

function pngSize(b: Buffer): [number, number] | undefined {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return undefined;
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

function jpegSize(b: Buffer): [number, number] | undefined {
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return undefined;
    const marker = b[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = b.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return [b.readUInt16BE(offset + 7), b.readUInt16BE(offset + 5)];
    if (marker === 0xda || length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

function webpSize(b: Buffer): [number, number] | undefined {
  if (b.length < 30) return undefined;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1];
  return undefined;
}

/** Brands of an ISO base media file (`ftyp` box): major plus compatible ones. */
function ftypBrands(b: Buffer): string[] | undefined {
  if (b.length < 16 || ascii(b, 4, 4) !== 'ftyp') return undefined;
  const size = Math.min(b.readUInt32BE(0), b.length, 256);
  const brands = [ascii(b, 8, 4)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(ascii(b, offset, 4));
  return brands;
}

function avifSize(b: Buffer): [number, number] | undefined {
  const at = b.indexOf('ispe', 0, 'latin1');
  if (at < 0 || at + 16 > b.length) return undefined;
  return [b.readUInt32BE(at + 8), b.readUInt32BE(at + 12)];
}

const MP4_BRANDS = [
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
];

function sniffSvg(b: Buffer): SniffedMedia | undefined {
  const text = b.toString('utf8').replace(/^\uFEFF/, '');
  if (
    !/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(
      text,
    )
  )
    return undefined;
  let first: { name: string; attributes: Record<string, string> } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        first ??= { name, attributes };
      },
    },
    { xmlMode: true },
  );
  parser.write(text.slice(0, 64 * 1024));
  parser.end();
  if (first?.name.toLowerCase() !== 'svg') return undefined;
  const number = (value: string | undefined) => {
    const parsed = Number.parseFloat(value ?? '');
    return Number.isFinite(parsed) && parsed > 0 ? Math.round(parsed) : null;
  };
  const viewBox = (first.attributes.viewBox ?? '').split(/[\s,]+/).map(Number);
  return {
    kind: 'image',
    mime: 'image/svg+xml',
    ext: 'svg',
    width: number(first.attributes.width) ?? (viewBox.length === 4 ? number(String(viewBox[2])) : null),
    height: number(first.attributes.height) ?? (viewBox.length === 4 ? number(String(viewBox[3])) : null),
  };
}

/** What the bytes are, or undefined when they are none of the accepted media types. */
export function sniffMedia(bytes: Uint8Array): SniffedMedia | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 12) return undefined;
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return image('image/png', 'png', pngSize(b));
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return image('image/jpeg', 'jpg', jpegSize(b));
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')
    return image('image/gif', 'gif', [b.readUInt16LE(6), b.readUInt16LE(8)]);
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return image('image/webp', 'webp', webpSize(b));
  const brands = ftypBrands(b);
  if (brands) {
    if (brands.includes('avif') || brands.includes('avis')) return image('image/avif', 'avif', avifSize(b));
    if (brands.some((brand) => MP4_BRANDS.includes(brand)))
      return { kind: 'video', mime: 'video/mp4', ext: 'mp4', width: null, height: null };
    return undefined;
  }
  if (b.readUInt32BE(0) === 0x1a45dfa3) {
    return b.subarray(0, 64).includes('webm', 0, 'latin1')
      ? { kind: 'video', mime: 'video/webm', ext: 'webm', width: null, height: null }
      : undefined;
  }
  return sniffSvg(b);
}
