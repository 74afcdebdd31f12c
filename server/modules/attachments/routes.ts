import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hasPermission, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { messageError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { downloadSchema, uploadSchema } from './schemas.ts';
import { findFile, oneFileUpload, storeUpload } from './service.ts';

const attachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: only these routes accept multipart, every other route stays JSON-only.
  await app.register(multipart, oneFileUpload());

  // Attaching a file is part of filling a section's form, so it takes the permission of that
  // section rather than a permission of its own: whoever may create a payment request or a
  // booking may attach to it, and door staff (check-in only) hold neither. The default keeps
  // SPEC 7.3's bare call, made by the payment request form, working.
  app.post(
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

  app.get('/files/:id/:name', { schema: downloadSchema }, async (request, reply) => {
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
  });
};

export default attachmentRoutes;
