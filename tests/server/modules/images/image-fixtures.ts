/** Images built on the fly for the pipeline's tests, with the hidden payloads it must drop. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like picture (a gradient, so the encoder has something to keep) in `format`. */
export async function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif',
): Promise<Buffer> {
  const gradient = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    gradient[i * 3] = (i % width) % 256;
    gradient[i * 3 + 1] = Math.floor(i / width) % 256;
    gradient[i * 3 + 2] = 128;
  }
  return sharp(gradient, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const u16 = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const entry = (tag: number, type: number, count: number, value: Buffer) =>
  Buffer.concat([u16(tag), u16(type), u32(count), Buffer.concat([value, Buffer.alloc(4)]).subarray(0, 4)]);

export const EXIF_SCRIPT = '<script>exif()</script>';

/**
 * An EXIF APP1 segment: orientation 6 (turned 90°), a description holding a script, and a GPS
 * position (29°22'30" N, Kuwait City), as a phone writes them.
 */
function exifSegment(): Buffer {
  const description = Buffer.from(`${EXIF_SCRIPT}\0`);
  const ifd0At = 8;
  const gpsAt = ifd0At + 2 + 3 * 12 + 4;
  const rationalsAt = gpsAt + 2 + 2 * 12 + 4;
  const descriptionAt = rationalsAt + 24;
  const tiff = Buffer.concat([
    Buffer.from('II*\0'),
    u32(ifd0At),
    u16(3),
    entry(0x010e, 2, description.length, u32(descriptionAt)),
    entry(0x0112, 3, 1, u16(6)),
    entry(0x8825, 4, 1, u32(gpsAt)),
    u32(0),
    u16(2),
    entry(0x0001, 2, 2, Buffer.from('N\0')),
    entry(0x0002, 5, 3, u32(rationalsAt)),
    u32(0),
    ...[29, 22, 30].flatMap((value) => [u32(value), u32(1)]),
    description,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, body]);
}

export const COMMENT_SCRIPT = '<script>comment()</script>';
export const XMP_SCRIPT = '<script>xmp()</script>';
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${XMP_SCRIPT}</dc:title></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A 300×200 JPEG with EXIF (orientation 6, GPS, a script), XMP and a comment holding a script. */
export async function jpegWithMetadata(): Promise<Buffer> {
  const plain = await sharp(await picture(300, 200, 'jpeg'))
    .withXmp(XMP)
    .jpeg()
    .toBuffer();
  const comment = Buffer.from(COMMENT_SCRIPT);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  const com = Buffer.concat([Buffer.from([0xff, 0xfe]), length, comment]);
  return Buffer.concat([plain.subarray(0, 2), exifSegment(), com, plain.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 400×300 PNG with a Display P3 profile, XMP and a text chunk holding a script. */
export async function pngWithMetadata(): Promise<Buffer> {
  const png = await sharp(await picture(400, 300, 'png'))
    .withIccProfile('p3')
    .withXmp(XMP)
    .png()
    .toBuffer();
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${COMMENT_SCRIPT}`, 'latin1'));
  // Right after the signature and IHDR (8 + 25 bytes).
  return Buffer.concat([png.subarray(0, 33), text, png.subarray(33)]);
}

/** A PNG of a few hundred bytes whose header declares 20000×20000 pixels (400 MP of zeros). */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(20_001 * 50));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
