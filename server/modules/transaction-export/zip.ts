import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of the archive; its content may be a stream of chunks produced on the fly. */
export interface ZipEntry {
  name: string;
  data: string | AsyncIterable<Buffer | string>;
}

const FLAG_DATA_DESCRIPTOR = 0x0008; // sizes and CRC follow the data: nothing is buffered
const FLAG_UTF8_NAME = 0x0800;
const METHOD_DEFLATE = 8;
const VERSION = 20;

function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

async function* chunksOf(data: ZipEntry['data']): AsyncGenerator<Buffer> {
  if (typeof data === 'string') {
    yield Buffer.from(data, 'utf8');
    return;
  }
  for await (const chunk of data) yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
}

/**
 * The XLSX writer's container (why it is not exceljs: the figures atop ./xlsx.ts). Uploads are
 * read by server/lib/zip-entries.ts, not by this.
 *
 * A ZIP archive (deflate, data descriptors, no ZIP64: the exports stay far below 4 GB) written
 * as its entries produce data, so memory holds one chunk at a time whatever the archive's size.
 */
export async function* zipStream(entries: ZipEntry[], now = new Date()): AsyncGenerator<Buffer> {
  const { time, day } = dosDateTime(now);
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8_NAME, 6);
    local.writeUInt16LE(METHOD_DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    // CRC and sizes (14-25) stay 0 here; the data descriptor carries them.
    local.writeUInt16LE(name.length, 26);
    const record: Written = { name, crc: 0, compressed: 0, size: 0, offset };
    yield Buffer.concat([local, name]);
    offset += local.length + name.length;

    // Level 1: sheet XML is repetitive, so the fastest level still shrinks it about 20 times
    // and leaves the CPU to the database; the file is a few percent bigger than at level 6.
    const deflate = createDeflateRaw({ level: 1 });
    // Readable.from reads 16 chunks ahead by default, each read pulling rows from the database:
    // one chunk ahead keeps the reading in step with the deflate.
    const source = Readable.from(
      (async function* () {
        for await (const chunk of chunksOf(entry.data)) {
          record.crc = crc32(chunk, record.crc);
          record.size += chunk.length;
          yield chunk;
        }
      })(),
      { highWaterMark: 1 },
    );
    const feeding = pipeline(source, deflate);
    // Read the compressed side while the pipeline feeds it; a source error rejects both.
    const reading = (async function* () {
      for await (const out of deflate as AsyncIterable<Buffer>) yield out;
    })();
    try {
      for await (const out of reading) {
        record.compressed += out.length;
        yield out;
      }
    } finally {
      await feeding;
    }
    offset += record.compressed;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(record.crc >>> 0, 4);
    descriptor.writeUInt32LE(record.compressed, 8);
    descriptor.writeUInt32LE(record.size, 12);
    yield descriptor;
    offset += descriptor.length;
    written.push(record);
  }

  const start = offset;
  for (const record of written) {
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8_NAME, 8);
    central.writeUInt16LE(METHOD_DEFLATE, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(day, 14);
    central.writeUInt32LE(record.crc >>> 0, 16);
    central.writeUInt32LE(record.compressed, 20);
    central.writeUInt32LE(record.size, 24);
    central.writeUInt16LE(record.name.length, 28);
    central.writeUInt32LE(record.offset, 42);
    yield Buffer.concat([central, record.name]);
    offset += central.length + record.name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(offset - start, 12);
  end.writeUInt32LE(start, 16);
  yield end;
}
