import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messageError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { oneFileUpload } from '../attachments/service.ts';
import { mediaSchema, uploadImageSchema } from './schemas.ts';
import { checkMayUploadImages, isMediaName, mediaFile, uploadImage } from './service.ts';

/** POST /api/v1/admin/images: registered under the API prefix. */
export const imageUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: only this route (besides the attachments) accepts multipart.
  await app.register(multipart, oneFileUpload());

  app.post(
    '/admin/images',
    { schema: uploadImageSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const user = currentUser(request);
      checkMayUploadImages(user);
      return reply.code(201).send(await uploadImage(app, request, user));
    },
  );
};

/**
 * GET /media/:name, outside the API and public: the name holds the original's hash and the
 * width, so the bytes behind a name never change and browsers, proxies and the service worker
 * may keep them for a year.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/media/:name', { schema: mediaSchema }, async (request, reply) => {
    const { name } = request.params;
    if (!isMediaName(name)) throw messageError(404, 'errors.not_found');
    const etag = `"${name}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    // The name fixes the bytes: a browser holding this ETag holds them, no read needed.
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
    const bytes = await mediaFile(app, name);
    if (!bytes) throw messageError(404, 'errors.not_found');
    return reply.type('image/webp').send(bytes);
  });
};
