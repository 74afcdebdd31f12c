import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_PURPOSES, type AttachmentPurpose } from '../../../src/domain/integrations-api.ts';
import { hasPermission, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { messageError } from '../../lib/errors.ts';
import { bearer, errors } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findFile } from './repository.ts';
import { oneFileUpload, storeUpload } from './store-upload.ts';

const uploadSchema = {
  tags: ['attachments'],
  summary:
    'Upload one attachment (multipart field "file": PDF, PNG, JPEG or WebP, at most 10 MB) for a section\'s form; needs that section\'s access permission',
  security: bearer,
  consumes: ['multipart/form-data'],
  querystring: {
    type: 'object',
    properties: {
      purpose: {
        type: 'string',
        enum: ATTACHMENT_PURPOSES,
        default: 'payment_request',
        description:
          'The form the file is for: payment_request needs access_payment_request, event (a booking) needs access_event',
      },
    },
  },
  response: {
    201: {
      type: 'object',
      required: ['file_url', 'original_filename'],
      properties: { file_url: { type: 'string' }, original_filename: { type: 'string' } },
    },
    ...errors(400, 401, 403, 406, 413),
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
  await app.register(multipart, oneFileUpload());

  // Attaching a file is part of filling a section's form, so it takes the permission of that
  // section rather than a permission of its own: whoever may create a payment request or a
  // booking may attach to it, and door staff (check-in only) hold neither. The default keeps
  // SPEC 7.3's bare call, made by the payment request form, working.
  app.post<{ Querystring: { purpose: AttachmentPurpose } }>(
    '/attachment/upload',
    { schema: uploadSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const user = currentUser(request);
      // Checked before a byte of the file is read.
      if (!hasPermission(user, pluginAccessPermission(request.query.purpose)))
        throw messageError(403, 'errors.forbidden');
      const body = await storeUpload(app, request, user.merchant_id);
      return reply.code(201).send(body);
    },
  );

  app.get<{ Params: { id: string; name: string } }>(
    '/files/:id/:name',
    { schema: downloadSchema },
    async (request, reply) => {
      const file = await findFile(app.db, request.params.id);
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
