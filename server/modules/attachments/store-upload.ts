/**
 * Reading, checking and storing one uploaded file: shared by the staff upload and the booking
 * form's anonymous upload, so both accept exactly the same files and answer with the same errors.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AttachmentUploadResponse } from '../../../src/domain/integrations-api.ts';
import { ApiError, fieldErrors, msg } from '../../lib/errors.ts';
import { cleanFileName, detectFileType } from './file-types.ts';

export const filesPath = (publicUrl: string) => `${publicUrl}/api/v1/files/`;

export const fileUrl = (publicUrl: string, id: string, name: string) =>
  `${filesPath(publicUrl)}${id}/${encodeURIComponent(name)}`;

const fileError = (key: string) => fieldErrors({ file: [msg(key)] });

/**
 * The request's multipart field "file", read whole: missing → file_required, over the
 * multipart size limit → `tooLarge` (the caller's words for its own limit), empty → file_empty.
 */
export async function readFilePart(
  app: FastifyInstance,
  request: FastifyRequest,
  tooLarge: Error = fileError('errors.file_too_large'),
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw fileError('errors.file_required');
  let part: Awaited<ReturnType<typeof request.file>>;
  let bytes: Buffer;
  try {
    part = await request.file();
    if (part?.fieldname !== 'file') throw fileError('errors.file_required');
    bytes = await part.toBuffer();
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge;
    if (err instanceof ApiError || (err as { statusCode?: number }).statusCode) throw err;
    // The parser's own errors (no boundary, a body that stops mid-part) are the sender's.
    throw fileError('errors.malformed_upload');
  }
  if (bytes.length === 0) throw fileError('errors.file_empty');
  return { bytes, filename: part.filename };
}

/**
 * Stores the request's multipart field "file" for the merchant. The caller's app must have
 * @fastify/multipart registered (its size limit is what raises file_too_large).
 */
export async function storeUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  merchantId: number,
): Promise<AttachmentUploadResponse> {
  const { bytes, filename } = await readFilePart(app, request);
  const contentType = detectFileType(bytes);
  if (!contentType) throw fileError('errors.file_type');
  const name = cleanFileName(filename);
  const row = await app.db
    .insertInto('files')
    .values({ merchant_id: merchantId, name, content_type: contentType, size: bytes.length, bytes })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { file_url: fileUrl(app.config.publicUrl, row.id, name), original_filename: name };
}
