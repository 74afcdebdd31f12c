import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actionsSchema, adminActivityFiltersSchema, adminActivitySchema } from './schemas.ts';
import { activityPage, adminActivityFilters, adminActivityPage } from './service.ts';

const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/actions', { schema: actionsSchema, onRequest: app.authenticate }, async (request) => {
    const { limit, offset } = request.query;
    const lang = pickLang(request.headers['accept-language']);
    const { count, results } = await activityPage(app.db, currentUser(request), lang, request.query);
    return { count, ...pageLinks(request.url, count, limit, offset), results };
  });
  app.get(
    '/admin/activity',
    { schema: adminActivitySchema, onRequest: app.requireSuperuser },
    async (request) => {
      const { limit, offset } = request.query;
      const lang = pickLang(request.headers['accept-language']);
      const { count, results } = await adminActivityPage(app.db, currentUser(request), lang, request.query);
      return { count, ...pageLinks(request.url, count, limit, offset), results };
    },
  );
  app.get(
    '/admin/activity/filters',
    { schema: adminActivityFiltersSchema, onRequest: app.requireSuperuser },
    async (request) => adminActivityFilters(app.db, currentUser(request)),
  );
};

export default activityRoutes;
