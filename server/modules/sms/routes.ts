import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getProviderSchema, putProviderSchema, testProviderSchema } from './schemas.ts';
import { type SmsDeps, sendTestSms, smsProviderOf, updateSmsProvider } from './service.ts';

/** The merchant's SMS provider, for its owners: its header values are secrets, so nobody else. */
const smsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireSuperuser;
  const deps = (): SmsDeps => ({
    box: app.secretBox,
    outbound: { allowLocal: app.config.outboundAllowLocal },
  });
  app.get('/admin/sms-provider', { schema: getProviderSchema, onRequest: owner }, async (request) =>
    smsProviderOf(app.db, currentUser(request).merchant_id),
  );
  app.put('/admin/sms-provider', { schema: putProviderSchema, onRequest: owner }, async (request) =>
    updateSmsProvider(app.db, deps(), currentUser(request), request.body),
  );
  app.post('/admin/sms-provider/test', { schema: testProviderSchema, onRequest: owner }, async (request) =>
    sendTestSms(app.db, deps(), currentUser(request), {
      to: request.body.to,
      lang: pickLang(request.headers['accept-language']),
    }),
  );
};

export default smsRoutes;
