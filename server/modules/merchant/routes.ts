import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  hasPermission,
  pluginAccessPermission,
  tableHeaderPermission,
} from '../../../src/domain/permissions.ts';
import { queryable } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordActivity } from '../activity/repository.ts';
import { findDefaultMerchant } from '../users/repository.ts';
import { findSettings, installedPlugins, saveSettings } from './repository.ts';
import {
  configSchema,
  getSettingsSchema,
  installedSchema,
  patchSettingsSchema,
  sectionsSchema,
  transactionFieldsCheckSchema,
} from './schemas.ts';
import { visibleSections } from './section-grants.ts';

const merchantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/config/', { schema: configSchema }, async (request) => {
    const merchant = await findDefaultMerchant(queryable(app.db));
    if (!merchant) throw messageError(404, 'errors.not_found');
    return {
      admin_url: merchant.admin_url,
      logo_url: merchant.logo_url,
      favicon_url: merchant.favicon_url,
      title: pickLang(request.headers['accept-language']) === 'ar' ? merchant.title_ar : merchant.title_en,
      title_en: merchant.title_en,
      title_ar: merchant.title_ar,
      subheader: merchant.subheader,
      session_idle_ms: app.config.sessionIdleMs,
    };
  });

  app.get('/plugins/installed', { schema: installedSchema }, async () => {
    const merchant = await findDefaultMerchant(queryable(app.db));
    const plugins = merchant ? await installedPlugins(queryable(app.db), merchant.id) : [];
    return { results: plugins.map((item) => item.plugin) };
  });

  app.get('/plugins/sections', { schema: sectionsSchema, onRequest: app.authenticate }, async (request) => {
    const user = currentUser(request);
    return { results: visibleSections(await installedPlugins(queryable(app.db), user.merchant_id), user) };
  });

  app.get(
    '/plugins/transaction-fields/check/:type/',
    { schema: transactionFieldsCheckSchema, onRequest: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      const { type } = request.params;
      // Asking about a section's table headers needs access to that section.
      if (
        !hasPermission(user, pluginAccessPermission(type)) &&
        !hasPermission(user, tableHeaderPermission(type))
      ) {
        throw messageError(403, 'errors.forbidden');
      }
      const plugins = await installedPlugins(queryable(app.db), user.merchant_id);
      const plugin = plugins.find((item) => item.plugin === type);
      return { enabled: Boolean(plugin?.transactionFieldsEnabled) };
    },
  );

  // Pausing stops every customer payment of the merchant: not a per-section permission.
  const superuser = app.requireSuperuser;

  app.get('/merchant/settings', { schema: getSettingsSchema, onRequest: superuser }, async (request) =>
    findSettings(queryable(app.db), currentUser(request).merchant_id),
  );

  app.patch('/merchant/settings', { schema: patchSettingsSchema, onRequest: superuser }, async (request) => {
    const user = currentUser(request);
    const settings = { payments_paused: request.body.payments_paused };
    await queryable(app.db)
      .transaction()
      .execute(async (trx) => {
        await saveSettings(trx, user.merchant_id, settings);
        await recordActivity(trx, {
          merchantId: user.merchant_id,
          actor: user.username,
          action: settings.payments_paused ? 'activity.payments_paused' : 'activity.payments_resumed',
          plugin: null,
        });
      });
    return settings;
  });
};

export default merchantRoutes;
