import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { detailsSchema, updateUserSchema } from './schemas.ts';
import { setOrderNotifications, userDetails } from './service.ts';
import { deactivateSchema, reactivateSchema, staffEditSchema, staffListSchema } from './staff-schemas.ts';
import { deactivateStaff, editStaff, reactivateStaff, staffPage } from './staff-service.ts';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/details', { schema: detailsSchema, onRequest: app.authenticate }, async (request) =>
    userDetails(app.db, currentUser(request), pickLang(request.headers['accept-language'])),
  );

  app.patch(
    '/user/update-user/:id',
    { schema: updateUserSchema, onRequest: app.authenticate },
    async (request) =>
      setOrderNotifications(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.receive_order_notification,
        pickLang(request.headers['accept-language']),
      ),
  );

  // The team, for its owners (superusers); each acts on their own merchant's accounts only.
  const owner = app.requireSuperuser;
  app.get('/admin/staff', { schema: staffListSchema, onRequest: owner }, async (request) => {
    const { limit, offset, ...filter } = request.query;
    const { count, results } = await staffPage(app.db, currentUser(request), filter, { limit, offset });
    return { count, ...pageLinks(request.url, count, limit, offset), results };
  });
  app.patch('/admin/staff/:id', { schema: staffEditSchema, onRequest: owner }, async (request) =>
    editStaff(app.db, currentUser(request), request.params.id, request.body),
  );
  app.post('/admin/staff/:id/deactivate', { schema: deactivateSchema, onRequest: owner }, async (request) =>
    deactivateStaff(app.db, currentUser(request), request.params.id),
  );
  app.post('/admin/staff/:id/reactivate', { schema: reactivateSchema, onRequest: owner }, async (request) =>
    reactivateStaff(app.db, currentUser(request), request.params.id),
  );
};

export default userRoutes;
