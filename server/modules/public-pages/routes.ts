import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/auth.ts';
import { getPublicPagesSchema, patchPublicPagesSchema } from './schemas.ts';
import { changePublicPages, publicPagesSettings } from './service.ts';

/** The merchant's public pages (issue 19): a merchant-wide choice, so owners only. */
const publicPagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireSuperuser;
  app.get('/admin/public-pages', { schema: getPublicPagesSchema, onRequest: owner }, async (request) =>
    publicPagesSettings(app.db, currentUser(request).merchant_id),
  );
  app.patch('/admin/public-pages', { schema: patchPublicPagesSchema, onRequest: owner }, async (request) =>
    changePublicPages(app.db, currentUser(request), request.body),
  );
};

export default publicPagesRoutes;
