import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { registerSchema } from './schemas.ts';
import { saveNotificationToken } from './service.ts';

/** A kitchen device asks to be told of new orders (the push itself: plugin.ts). */
const fcmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/register-notif-token/',
    { schema: registerSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const { registration_id, type } = request.body;
      await saveNotificationToken(app.db, currentUser(request).id, { registration_id, type });
      const message = translate(pickLang(request.headers['accept-language']), 'fcm.token_registered');
      return reply.code(201).send({ message });
    },
  );
};

export default fcmRoutes;
