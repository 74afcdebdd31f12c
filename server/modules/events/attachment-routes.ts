/**
 * The booking form's attachment, uploaded by an anonymous customer. Scoped to an event that
 * asks for one, checked like staff uploads (the bytes decide the type, 10 MB at most) and
 * rate-limited per address, since anyone can call it (counted in the database: one limit
 * across every server instance).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { oneFileUpload, storeUpload } from '../attachments/service.ts';
import { attachmentSchema } from './schemas.ts';
import { attachmentMerchant } from './service.ts';

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
      const merchantId = await attachmentMerchant(app.db, request.params.slug);
      const body = await storeUpload(app, request, merchantId);
      return reply.code(201).send(body);
    },
  );
};

export default eventAttachmentRoutes;
