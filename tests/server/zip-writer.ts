/**
 * A small zip writer for tests: workbooks whose parts and declared sizes the test chooses,
 * including a sheet inflating to hundreds of MB that is never held whole in memory here.
 */
import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipPart {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
  /** What the directory claims the part inflates to; the truth by default. */
  declaredSize?: number;
}

/** Deflates `times` repeats of `chunk` (and an optional head and tail) as one part. */
export async function deflatePart(
  name: string,
  body: { head?: string; chunk?: string; times?: number; tail?: string },
): Promise<ZipPart> {
  const deflate = createDeflateRaw();
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  let crc = 0;
  let size = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  };
  if (body.head) await write(body.head);
  for (let i = 0; i < (body.times ?? 0); i++) await write(body.chunk ?? '');
  if (body.tail) await write(body.tail);
  deflate.end();
  await once(deflate, 'end');
  return { name, deflated: Buffer.concat(out), crc, size };
}

function header(fields: [number, 2 | 4][]): Buffer {
  const bytes = Buffer.alloc(fields.reduce((sum, [, width]) => sum + width, 0));
  let at = 0;
  for (const [value, width] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value >>> 0, at);
    at += width;
  }
  return bytes;
}

export function zip(parts: ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? part.size;
    const common: [number, 2 | 4][] = [
      [20, 2],
      [0, 2],
      [8, 2],
      [0, 2],
      [0x21, 2],
      [part.crc, 4],
      [part.deflated.length, 4],
      [declared, 4],
      [name.length, 2],
      [0, 2],
    ];
    const local = Buffer.concat([header([[0x04034b50, 4], ...common]), name, part.deflated]);
    centrals.push(
      Buffer.concat([
        header([[0x02014b50, 4], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = header([
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [parts.length, 2],
    [parts.length, 2],
    [directory.length, 4],
    [offset, 4],
    [0, 2],
  ]);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** A product row of inline-string cells (A, B, C, …). */
export const sheetRow = (n: number, texts: string[]) =>
  `<row r="${n}">${texts.map((text, i) => cell(`${String.fromCharCode(65 + i)}${n}`, text)).join('')}</row>`;

export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';

/** The parts every workbook needs besides its sheet. */
export function workbookParts(): Promise<ZipPart[]> {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const officeRels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return Promise.all([
    deflatePart('[Content_Types].xml', {
      head: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    }),
    deflatePart('_rels/.rels', {
      head: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${rels}"><Relationship Id="rId1" Type="${officeRels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    }),
    deflatePart('xl/workbook.xml', {
      head: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${officeRels}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    }),
    deflatePart('xl/_rels/workbook.xml.rels', {
      head: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${rels}"><Relationship Id="rId1" Type="${officeRels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    }),
  ]);
}
