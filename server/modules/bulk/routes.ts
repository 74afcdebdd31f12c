import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { msg } from '../../lib/errors.ts';
import { pickLang } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { oneFileUpload, readFilePart, type UploadLimit } from '../attachments/service.ts';
import { errorTable, uploadDetail, uploadOf, uploadsPage } from './review.ts';
import {
  detailSchema,
  errorReportSchema,
  errorTableSchema,
  listSchema,
  reimportSchema,
  rowDeleteSchema,
  rowEditSchema,
  sampleSchema,
  uploadSchema,
} from './schemas.ts';
import { deleteRow, editRow, errorReport, reimportFile, sampleFile, uploadFile } from './service.ts';

const MB = 1024 * 1024;
/** Issue 22: CSV up to 50 MB, XLSX up to 20 MB, each enforced while the file streams in. */
const XLSX_LIMIT: UploadLimit = {
  maxBytes: 20 * MB,
  tooLarge: msg('bulk.file.xlsx_file_too_large', { mb: 20 }),
};
const BULK_FILE_LIMIT: UploadLimit = {
  maxBytes: 50 * MB,
  tooLarge: msg('bulk.file.csv_too_large', { mb: 50 }),
  byName: (filename) => (filename.toLowerCase().endsWith('.csv') ? null : XLSX_LIMIT),
};

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const UPLOADS = '/plugins/bulk/uploads';
const UPLOAD = `${UPLOADS}/:bulk_id`;

/**
 * The bulk plugin's uploads (issue 22): files of payment requests, checked row by row with the
 * single request's rules, reviewed and corrected before dispatch. Every route needs access_bulk
 * and the permission of what it does.
 */
const bulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: only these routes accept multipart.
  await app.register(multipart, oneFileUpload());
  const section = app.requirePermission(pluginAccessPermission('bulk'));
  const viewer = [section, app.requirePermission(PERMISSIONS.viewBulkUploads)];
  const editor = [section, app.requirePermission(PERMISSIONS.addBulkUploads)];

  app.get(UPLOADS, { schema: listSchema, onRequest: viewer }, async (request) => {
    const { limit, offset } = request.query;
    const page = await uploadsPage(app.db, currentUser(request).merchant_id, request.query);
    return { count: page.count, ...pageLinks(request.url, page.count, limit, offset), results: page.results };
  });

  app.post(UPLOADS, { schema: uploadSchema, onRequest: editor }, async (request, reply) => {
    const { bytes, filename } = await readFilePart(request, BULK_FILE_LIMIT);
    const upload = await uploadFile(app.db, currentUser(request), {
      bytes,
      filename,
      kind: request.query.kind,
    });
    app.bulkValidation.wake();
    return reply.status(201).send(upload);
  });

  app.get(UPLOAD, { schema: detailSchema, onRequest: viewer }, async (request) => {
    const { limit, offset } = request.query;
    const lang = pickLang(request.headers['accept-language']);
    const merchantId = currentUser(request).merchant_id;
    const detail = await uploadDetail(app.db, merchantId, request.params.bulk_id, request.query, lang);
    const page = detail.rows_page;
    return { ...detail, rows_page: { ...page, ...pageLinks(request.url, page.count, limit, offset) } };
  });

  app.put(`${UPLOAD}/file`, { schema: reimportSchema, onRequest: editor }, async (request) => {
    const { bytes, filename } = await readFilePart(request, BULK_FILE_LIMIT);
    const upload = await reimportFile(app.db, currentUser(request), request.params.bulk_id, {
      bytes,
      filename,
    });
    app.bulkValidation.wake();
    return upload;
  });

  app.get(`${UPLOAD}/errors`, { schema: errorTableSchema, onRequest: viewer }, async (request) => {
    const { limit, offset } = request.query;
    const lang = pickLang(request.headers['accept-language']);
    const merchantId = currentUser(request).merchant_id;
    const page = await errorTable(app.db, merchantId, request.params.bulk_id, request.query, lang);
    return { ...page, ...pageLinks(request.url, page.count, limit, offset) };
  });

  app.get(
    `${UPLOAD}/error-report`,
    { schema: errorReportSchema, onRequest: viewer },
    async (request, reply) => {
      const format = request.query.file_format;
      const upload = await uploadOf(app.db, currentUser(request).merchant_id, request.params.bulk_id);
      const file = await errorReport(app.db, upload, format, pickLang(request.headers['accept-language']));
      await sendFile(reply, format, file);
    },
  );

  app.get('/plugins/bulk/samples', { schema: sampleSchema, onRequest: section }, async (request, reply) => {
    const { kind, fields, file_format: format } = request.query;
    const lang = pickLang(request.headers['accept-language']);
    const file = await sampleFile(app.db, currentUser(request).merchant_id, { kind, fields, format }, lang);
    await sendFile(reply, format, file);
  });

  app.patch(`${UPLOAD}/rows/:row_id`, { schema: rowEditSchema, onRequest: editor }, async (request) => {
    const { bulk_id, row_id } = request.params;
    const lang = pickLang(request.headers['accept-language']);
    return editRow(app.db, currentUser(request), bulk_id, row_id, request.body.cells, lang);
  });

  app.delete(`${UPLOAD}/rows/:row_id`, { schema: rowDeleteSchema, onRequest: editor }, async (request) => {
    const { bulk_id, row_id } = request.params;
    return deleteRow(app.db, currentUser(request), bulk_id, row_id);
  });
};

async function sendFile(
  reply: import('fastify').FastifyReply,
  format: keyof typeof CONTENT_TYPES,
  file: { filename: string; body: AsyncGenerator<string | Buffer> },
) {
  // Awaiting the reply resolves once the file is written: the answer is the stream.
  await reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${encodeURIComponent(file.filename)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(file.body, { highWaterMark: 1 }));
}

export default bulkRoutes;
