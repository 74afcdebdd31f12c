/**
 * The booking form's attachment, uploaded by an anonymous customer. Scoped to an event that
 * asks for one, checked like staff uploads (the bytes decide the type, 10 MB at most) and
 * rate-limited per address, since anyone can call it (counted in the database: one limit
 * across every server instance).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { queryable } from '../../db/handle.ts';
import { nonFieldError } from '../../lib/errors.ts';
import { oneFileUpload, storeUpload } from '../attachments/service.ts';
import { readFormConfig } from './form-config.ts';
import { customerMerchant, findEventBySlug } from './repository.ts';
import { attachmentSchema } from './schemas.ts';

/** Uploads one address may make per window: a real form needs a few (a wrong file, retried). */
export const UPLOADS_PER_WINDOW = 10;
const WINDOW_MS = 10 * 60_000;

const eventAttachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: multipart applies to this route only.
  await app.register(multipart, oneFileUpload());

  app.post(
    '/plugins/event/booking/attachment/:slug',
    {
      schema: attachmentSchema,
      onRequest: async (request) =>
        app.throttle.limitRate('booking_attachment', request.ip, {
          max: UPLOADS_PER_WINDOW,
          windowMs: WINDOW_MS,
        }),
    },
    async (request, reply) => {
      // The event is checked before a byte of the file is read (the limit was counted on arrival).
      const merchant = await customerMerchant(queryable(app.db));
      const event = await findEventBySlug(queryable(app.db), merchant.id, request.params.slug);
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
};

export default eventAttachmentRoutes;
