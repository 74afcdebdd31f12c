import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { inTestMode } from '../gateways-admin/service.ts';
import {
  configSchema,
  getSettingsSchema,
  installedSchema,
  patchSettingsSchema,
  sectionsSchema,
  transactionFieldsCheckSchema,
} from './schemas.ts';
import {
  findSettings,
  installedPluginKinds,
  merchantConfig,
  sectionsOf,
  transactionFieldsEnabled,
  updateSettings,
} from './service.ts';

const merchantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/config/', { schema: configSchema }, async (request) =>
    merchantConfig(app.db, pickLang(request.headers['accept-language']), app.config.sessionIdleMs, (id) =>
      inTestMode(app.db, id),
    ),
  );

  app.get('/plugins/installed', { schema: installedSchema }, async () => ({
    results: await installedPluginKinds(app.db),
  }));

  app.get('/plugins/sections', { schema: sectionsSchema, onRequest: app.authenticate }, async (request) => ({
    results: await sectionsOf(app.db, currentUser(request)),
  }));

  app.get(
    '/plugins/transaction-fields/check/:type/',
    { schema: transactionFieldsCheckSchema, onRequest: app.authenticate },
    async (request) => ({
      enabled: await transactionFieldsEnabled(app.db, currentUser(request), request.params.type),
    }),
  );

  // Pausing stops every customer payment and the defaults reach every new request: merchant-wide,
  // not a per-section permission.
  const superuser = app.requireSuperuser;

  app.get('/merchant/settings', { schema: getSettingsSchema, onRequest: superuser }, async (request) =>
    findSettings(app.db, currentUser(request).merchant_id),
  );

  app.patch('/merchant/settings', { schema: patchSettingsSchema, onRequest: superuser }, async (request) =>
    updateSettings(app.db, currentUser(request), request.body),
  );
};

export default merchantRoutes;
