import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { detailsSchema, updateUserSchema } from './schemas.ts';
import { setOrderNotifications, userDetails } from './service.ts';

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
};

export default userRoutes;
