/**
 * The booking form's attachment, uploaded by an anonymous customer. Scoped to an event that
 * asks for one, checked like staff uploads (the bytes decide the type, 10 MB at most) and
 * rate-limited per address, since anyone can call it (counted in the database: one limit
 * across every server instance).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { nonFieldError } from '../../lib/errors.ts';
import { errors } from '../../lib/schemas.ts';
import { oneFileUpload, storeUpload } from '../attachments/store-upload.ts';
import { readFormConfig } from './form-config.ts';
import { customerMerchant, findEventBySlug } from './repository.ts';

/** Uploads one address may make per window: a real form needs a few (a wrong file, retried). */
export const UPLOADS_PER_WINDOW = 10;
const WINDOW_MS = 10 * 60_000;

const uploadSchema = {
  tags: ['events'],
  summary:
    'Upload the booking attachment of an event that asks for one (multipart field "file": PDF, PNG, JPEG or WebP, at most 10 MB)',
  consumes: ['multipart/form-data'],
  params: {
    type: 'object',
    required: ['slug'],
    properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } },
  },
  response: {
    201: {
      type: 'object',
      required: ['file_url', 'original_filename'],
      properties: { file_url: { type: 'string' }, original_filename: { type: 'string' } },
    },
    ...errors(400, 404, 406, 413, 423, 429),
  },
} as const;

export default async function eventAttachmentRoutes(app: FastifyInstance) {
  // Encapsulated: multipart applies to this route only.
  await app.register(multipart, oneFileUpload());

  app.post<{ Params: { slug: string } }>(
    '/plugins/event/booking/attachment/:slug',
    {
      schema: uploadSchema,
      onRequest: async (request) =>
        app.throttle.limitRate('booking_attachment', request.ip, {
          max: UPLOADS_PER_WINDOW,
          windowMs: WINDOW_MS,
        }),
    },
    async (request, reply) => {
      // The event is checked before a byte of the file is read (the limit was counted on arrival).
      const merchant = await customerMerchant(app.db);
      const event = await findEventBySlug(app.db, merchant.id, request.params.slug);
      const config = readFormConfig(event.form_config);
      const takesFiles =
        config.attachment.enabled || config.custom.some((field) => field.type === 'attachment');
      if (!takesFiles) {
        throw nonFieldError('events.attachment_not_accepted');
      }
      const body = await storeUpload(app, request, merchant.id);
      return reply.code(201).send(body);
    },
  );
}
