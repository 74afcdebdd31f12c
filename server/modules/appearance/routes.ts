import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/auth.ts';
import { getAppearanceSchema, putAppearanceSchema } from './schemas.ts';
import { appearanceSettings, updateAppearance } from './service.ts';

const appearanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireSuperuser;
  app.get('/admin/appearance', { schema: getAppearanceSchema, onRequest: owner }, async (request) =>
    appearanceSettings(app.db, currentUser(request).merchant_id),
  );
  app.put('/admin/appearance', { schema: putAppearanceSchema, onRequest: owner }, async (request) =>
    updateAppearance(app.db, currentUser(request), request.body),
  );
};

export default appearanceRoutes;
