/**
 * Reading, checking and storing one uploaded file: the staff upload and the booking form's
 * anonymous upload store attachments alike, and every upload route (product sheets too) reads
 * its file through readFilePart, so each limit holds the same way.
 */
import type { MultipartFields } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AttachmentUploadResponse } from '../../../src/domain/contracts/integrations.ts';
import { ApiError, fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import { cleanFileName, detectFileType, MAX_ATTACHMENT_BYTES } from './file-types.ts';
import { insertFile, type NewFile } from './repository.ts';

export { findFile } from './repository.ts';

export const filesPath = (publicUrl: string) => `${publicUrl}/api/v1/files/`;

export const fileUrl = (publicUrl: string, id: string, name: string) =>
  `${filesPath(publicUrl)}${id}/${encodeURIComponent(name)}`;

const fileError = (key: string) => fieldErrors({ file: [msg(key)] });

export interface UploadLimit {
  maxBytes: number;
  /** What a file over the limit is told (413), in the route's own words. */
  tooLarge: Msg;
  /** A smaller limit for some files by their name (a spreadsheet inflates more than text). */
  byName?: (filename: string) => UploadLimit | null;
}

/**
 * @fastify/multipart's registration for a route taking one file, whose size readFilePart sets
 * per request. A fresh object each time: the plugin writes its defaults into the one it gets.
 */
export const oneFileUpload = () => ({ limits: { files: 1, fields: 5, parts: 6 } });

/** The text fields sent before the file part (a file part's fields list those parsed so far). */
function fieldValues(fields: MultipartFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    if (entry && !Array.isArray(entry) && entry.type === 'field') values[name] = String(entry.value);
  }
  return values;
}

/**
 * The request's multipart field "file", read while it streams: missing → file_required, over
 * `limit.maxBytes` → 413 with `limit.tooLarge`, empty → file_empty. `checkFields` sees the text
 * fields sent before the file and may refuse the request before a byte of it is read. Busboy
 * stops keeping bytes at the limit, so no more than the limit is ever held. Truncation is read
 * from the stream after its end: @fastify/multipart's toBuffer() only notices it when one more
 * chunk arrives, so a cut that fell on a chunk boundary passed as a whole file (a 5.74 MB
 * product sheet was imported cut at 5 MB).
 */
export async function readFilePart(
  request: FastifyRequest,
  limit: UploadLimit,
  checkFields?: (fields: Readonly<Record<string, string>>) => void,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw fileError('errors.file_required');
  const chunks: Buffer[] = [];
  let size = 0;
  let part: Awaited<ReturnType<typeof request.file>>;
  let own = limit;
  try {
    part = await request.file({ limits: { fileSize: limit.maxBytes }, throwFileSizeLimit: false });
    if (part?.fieldname !== 'file') throw fileError('errors.file_required');
    checkFields?.(fieldValues(part.fields));
    own = limit.byName?.(part.filename) ?? limit;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= own.maxBytes) chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof ApiError || (err as { statusCode?: number }).statusCode) throw err;
    // The parser's own errors (no boundary, a body that stops mid-part) are the sender's.
    throw fileError('errors.malformed_upload');
  }
  if (part.file.truncated || size > own.maxBytes) throw new ApiError(413, { file: [own.tooLarge] });
  if (size === 0) throw fileError('errors.file_empty');
  return { bytes: Buffer.concat(chunks, size), filename: part.filename };
}

/** Documents and images people attach to a payment request or a booking: 10 MB at most. */
export const ATTACHMENT_LIMIT: UploadLimit = {
  maxBytes: MAX_ATTACHMENT_BYTES,
  tooLarge: msg('errors.file_too_large'),
};

/** Keeps a file the server made (e.g. an error report) and answers its download URL. */
export async function storeFile(app: FastifyInstance, file: NewFile): Promise<string> {
  return fileUrl(app.config.publicUrl, await insertFile(app.db, file), file.name);
}

/**
 * Stores the request's multipart field "file" for the merchant (an attachment: 10 MB at most).
 * The caller's app must have @fastify/multipart registered.
 */
export async function storeUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  merchantId: number,
): Promise<AttachmentUploadResponse> {
  const { bytes, filename } = await readFilePart(request, ATTACHMENT_LIMIT);
  const contentType = detectFileType(bytes);
  if (!contentType) throw fileError('errors.file_type');
  const name = cleanFileName(filename);
  const url = await storeFile(app, { merchantId, name, contentType, bytes });
  return { file_url: url, original_filename: name };
}
