import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { messageError } from '../../lib/errors.ts';
import { bearer, errors } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { MAX_ATTACHMENT_BYTES } from './file-types.ts';
import { storeUpload } from './store-upload.ts';

const uploadSchema = {
  tags: ['attachments'],
  summary: 'Upload one attachment (multipart field "file": PDF, PNG, JPEG or WebP, at most 10 MB)',
  security: bearer,
  consumes: ['multipart/form-data'],
  response: {
    201: {
      type: 'object',
      required: ['file_url', 'original_filename'],
      properties: { file_url: { type: 'string' }, original_filename: { type: 'string' } },
    },
    ...errors(400, 401, 406),
  },
} as const;

const downloadSchema = {
  tags: ['attachments'],
  summary: 'Download an uploaded attachment',
  params: {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string', maxLength: 255 } },
  },
  response: { ...errors(404) },
} as const;

export default async function attachmentRoutes(app: FastifyInstance) {
  // Encapsulated: only these routes accept multipart, every other route stays JSON-only.
  await app.register(multipart, { limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 5 } });

  app.post(
    '/attachment/upload',
    { schema: uploadSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const user = currentUser(request);
      const body = await storeUpload(app, request, user.merchant_id);
      return reply.code(201).send(body);
    },
  );

  app.get<{ Params: { id: string; name: string } }>(
    '/files/:id/:name',
    { schema: downloadSchema },
    async (request, reply) => {
      const file = await app.db
        .selectFrom('files')
        .select(['name', 'content_type', 'bytes'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!file) throw messageError(404, 'errors.file_not_found');
      return (
        reply
          .header('content-type', file.content_type)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          // The id is never reused for other bytes, so browsers and the service worker may keep it.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(Buffer.from(file.bytes))
      );
    },
  );
}
