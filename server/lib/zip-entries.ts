/**
 * Reading a zip's central directory and inflating its entries within a byte budget, a chunk
 * at a time. A few hundred KB can inflate to gigabytes, and the sizes an archive declares can
 * lie, so the budget counts the bytes inflation really produces and stops it there.
 */
import { createInflateRaw } from 'node:zlib';

export type ZipRefusal =
  /** Not a zip this reader follows: no directory, cut short, encrypted, zip64 or an odd method. */
  | 'unreadable'
  | 'too_many_entries'
  /** Declared or actually inflated bytes over the budget. */
  | 'too_large';

export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`zip refused: ${reason}`);
  }
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** As the archive declares it: a hint for refusing early, never trusted as a bound. */
  declaredSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_MIN = 22;
/** The end record sits in the last 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = EOCD_MIN + 0xffff;
const ZIP64_MARK = 0xffffffff;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The central directory's entries, refusing more than `maxEntries` before reading them. */
export function readZipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const data = view(bytes);
  let end = -1;
  for (let at = bytes.length - EOCD_MIN; at >= Math.max(0, bytes.length - EOCD_SEARCH); at -= 1) {
    if (data.getUint32(at, true) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipRefused('unreadable');
  const count = data.getUint16(end + 10, true);
  const directorySize = data.getUint32(end + 12, true);
  const directoryOffset = data.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) throw new ZipRefused('unreadable');
  if (count > maxEntries) throw new ZipRefused('too_many_entries');
  if (directoryOffset + directorySize > end) throw new ZipRefused('unreadable');

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || data.getUint32(at, true) !== CENTRAL) throw new ZipRefused('unreadable');
    const flags = data.getUint16(at + 8, true);
    const method = data.getUint16(at + 10, true);
    const compressedSize = data.getUint32(at + 20, true);
    const declaredSize = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const localHeaderOffset = data.getUint32(at + 42, true);
    const encrypted = (flags & 1) === 1;
    const zip64 = [compressedSize, declaredSize, localHeaderOffset].includes(ZIP64_MARK);
    if (encrypted || zip64 || (method !== 0 && method !== 8)) throw new ZipRefused('unreadable');
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({ name, method, compressedSize, declaredSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's stored bytes: after its local header, as long as the directory says. */
function storedBytes(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || data.getUint32(at, true) !== LOCAL) throw new ZipRefused('unreadable');
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipRefused('unreadable');
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * The entry's bytes as they inflate, a chunk at a time and as fast as the reader takes them
 * (the inflater waits while a chunk is unread), ending with `too_large` as soon as the output
 * passes `budget` bytes and `unreadable` if the deflate data is broken.
 */
export async function* inflateChunks(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: number,
): AsyncGenerator<Buffer> {
  const stored = storedBytes(bytes, entry);
  if (entry.method === 0) {
    if (stored.length > budget) throw new ZipRefused('too_large');
    yield Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
    return;
  }
  const inflate = createInflateRaw();
  inflate.end(stored);
  let size = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > budget) throw new ZipRefused('too_large');
      yield chunk;
    }
  } catch (err) {
    throw err instanceof ZipRefused ? err : new ZipRefused('unreadable');
  } finally {
    inflate.destroy();
  }
}

/**
 * Inflates one entry chunk by chunk, handing each chunk to `onChunk` and keeping none, and
 * stops with `too_large` as soon as the output passes `budget` bytes (or with whatever
 * `onChunk` throws). Returns the bytes made.
 */
export async function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: number,
  onChunk: (chunk: Buffer) => void = () => {},
): Promise<number> {
  let size = 0;
  for await (const chunk of inflateChunks(bytes, entry, budget)) {
    size += chunk.length;
    onChunk(chunk);
  }
  return size;
}
