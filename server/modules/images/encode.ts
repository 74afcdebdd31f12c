/**
 * Turning an uploaded original into the WebP variants pages draw. Nothing here trusts the file's
 * name or declared type: the bytes are recognised by their signature before any decoder sees
 * them (so SVG, HTML and the many other formats libvips could open never reach it), the pixel
 * count is read from the header before decoding, and only pixels survive the re-encoding.
 */
import sharp from 'sharp';
import { IMAGE_KINDS, type ImageKind } from '../../../src/domain/images.ts';
import { ApiError, fieldErrors, msg } from '../../lib/errors.ts';

/** A decompression bomb declares more pixels than this: refused before a pixel is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** WebP's own limit on a side. */
const MAX_SIDE = 16_383;
const WEBP_QUALITY = 82;

type Format = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** An ISO-BMFF file (AVIF, HEIC) whose `ftyp` box names an AVIF brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
    64,
    bytes.length,
  );
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    const brand = ascii(bytes, at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** The raster format the bytes really are, or null for anything else (SVG, HTML, PDF, TIFF…). */
export function sniffImage(bytes: Uint8Array): Format | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** What libvips calls each format once it has opened the file. */
const DECODED_AS: Record<Format, string> = {
  png: 'png',
  jpeg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

const notAnImage = () => fieldErrors({ file: [msg('images.not_accepted')] });

export interface Variant {
  /** The width in the variant's name: one of its kind's widths. */
  width: number;
  bytes: Buffer;
  /** The variant's own pixels (fewer than `width` for an original narrower than its kind's smallest width). */
  pixelWidth: number;
  pixelHeight: number;
}

/** The names an original of `width` pixels gets: each width of its kind it reaches, or the smallest. */
export function variantWidths(kind: ImageKind, width: number): number[] {
  const widths: readonly number[] = IMAGE_KINDS[kind];
  const reached = widths.filter((candidate) => candidate <= width);
  return reached.length > 0 ? reached : widths.slice(0, 1);
}

// GIF: its first frame only (pages: 1). failOn 'error': a damaged file is refused, not half-drawn.
const open = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 });

/** The upright pixel size of an accepted original, read from its header alone. */
async function checkedSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const format = sniffImage(bytes);
  if (!format) throw notAnImage();
  // The header alone is read here, so no pixel limit yet: a bomb gets its own answer below.
  const meta = await sharp(bytes, { limitInputPixels: false, pages: 1 })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (meta.format !== DECODED_AS[format] || (format === 'avif' && meta.compression !== 'av1'))
    throw notAnImage();
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw notAnImage();
  if (width * height > MAX_IMAGE_PIXELS || width > MAX_SIDE || height > MAX_SIDE)
    throw new ApiError(400, {
      file: [msg('images.too_many_pixels', { megapixels: MAX_IMAGE_PIXELS / 1_000_000, side: MAX_SIDE })],
    });
  return { width, height };
}

/**
 * Every variant of an original for its kind, upright (EXIF orientation applied) and in sRGB,
 * with every piece of metadata (EXIF, GPS, XMP, ICC, comments) left behind: sharp writes none
 * unless asked to keep it. Never wider than the original.
 */
export async function encodeVariants(bytes: Uint8Array, kind: ImageKind): Promise<Variant[]> {
  const size = await checkedSize(bytes);
  const upright = open(bytes).autoOrient();
  try {
    return await Promise.all(
      variantWidths(kind, size.width).map(async (width) => {
        const { data, info } = await upright
          .clone()
          .resize({ width: Math.min(width, size.width) })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width, bytes: data, pixelWidth: info.width, pixelHeight: info.height };
      }),
    );
  } catch {
    // The header was sound but the pixels are not (a truncated or corrupt file).
    throw notAnImage();
  }
}
