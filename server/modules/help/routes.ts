import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { optionsSchema, sendSchema } from './schemas.ts';
import { helpOptions, sendHelp } from './service.ts';

const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.options('/dashboard/help', { schema: optionsSchema, onRequest: app.authenticate }, async (request) =>
    helpOptions(app.db, currentUser(request).merchant_id, pickLang(request.headers['accept-language'])),
  );

  app.post('/dashboard/help', { schema: sendSchema, onRequest: app.authenticate }, async (request, reply) => {
    await sendHelp(app.db, currentUser(request), request.body);
    app.outbox.wake();
    return reply
      .status(201)
      .send({ message: translate(pickLang(request.headers['accept-language']), 'help.sent') });
  });
};

export default helpRoutes;
