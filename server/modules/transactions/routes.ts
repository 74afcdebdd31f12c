import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { hasPermission, tableHeaderPermission } from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { handleOf, queryable } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { pickLang } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordActivity } from '../activity/service.ts';
import { installedPlugins, SECTION_LABELS } from '../merchant/service.ts';
import { transactionDetail } from './detail.ts';
import { checkFieldUpdate, fieldConfigs, saveFieldConfigs } from './fields.ts';
import { parseListFilters, requireSearchPermission } from './filters.ts';
import { countListed, newestFirst, transactionListQuery } from './list-query.ts';
import { listOptions } from './options.ts';
import { type PresentContext, presentRows, selectRowColumns } from './present.ts';
import { detailSchema, getFieldsSchema, listSchema, optionsSchema, patchFieldsSchema } from './schemas.ts';
import { scopePlugins } from './scope.ts';

const transactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (request: FastifyRequest): PresentContext => ({
    db: queryable(app.db),
    config: app.config,
    user: currentUser(request),
    lang: pickLang(request.headers['accept-language']),
  });

  for (const [path, deleted] of [
    ['transaction', false],
    ['deleted_transaction', true],
  ] as const) {
    app.get(
      `/plugins/:plugin/${path}`,
      { schema: listSchema(deleted), onRequest: app.authenticate },
      async (request) => {
        const ctx = context(request);
        const plugins = await scopePlugins(queryable(app.db), ctx.user, request.params.plugin);
        const { limit, offset } = request.query;
        requireSearchPermission(ctx.user, request.query);
        const filters = await parseListFilters(queryable(app.db), ctx.user.merchant_id, request.query);
        const scope = { merchantId: ctx.user.merchant_id, plugins, deleted, filters };
        const [counted, rows] = await Promise.all([
          countListed(queryable(app.db), scope),
          selectRowColumns(newestFirst(transactionListQuery(queryable(app.db), scope), deleted))
            .limit(limit)
            .offset(offset)
            .execute(),
        ]);
        // Past a capped count, a full page means there may be more: keep offering the next one.
        const reachable = counted.exact
          ? counted.count
          : offset + rows.length + (rows.length === limit ? 1 : 0);
        return {
          count: counted.count,
          count_exact: counted.exact,
          ...pageLinks(request.url, reachable, limit, offset),
          results: await presentRows(ctx, rows),
        };
      },
    );

    app.get(
      `/plugins/:plugin/${path}/:id`,
      { schema: detailSchema(deleted), onRequest: app.authenticate },
      async (request) => {
        const ctx = context(request);
        const plugins = await scopePlugins(queryable(app.db), ctx.user, request.params.plugin);
        return transactionDetail(ctx, plugins, deleted, request.params.id);
      },
    );
  }

  app.options(
    '/plugins/:plugin/transaction',
    { schema: optionsSchema, onRequest: app.authenticate },
    async (request) => {
      const ctx = context(request);
      const scope = request.params.plugin;
      const plugins = await scopePlugins(queryable(app.db), ctx.user, scope);
      return listOptions(queryable(app.db), ctx.user, scope, plugins, ctx.lang);
    },
  );

  /** Table headers need the plugin's header permission and the feature switched on for the merchant. */
  const headerAccess = async (request: FastifyRequest, plugin: PluginKind) => {
    const user = currentUser(request);
    if (!hasPermission(user, tableHeaderPermission(plugin))) throw messageError(403, 'errors.forbidden');
    const installed = await installedPlugins(app.db, user.merchant_id);
    if (!installed.some((item) => item.plugin === plugin && item.transactionFieldsEnabled)) {
      throw messageError(404, 'errors.not_found');
    }
    return user;
  };

  app.get(
    '/plugins/:plugin/transaction/fields',
    { schema: getFieldsSchema, onRequest: app.authenticate },
    async (request) => {
      const user = await headerAccess(request, request.params.plugin);
      return fieldConfigs(queryable(app.db), user.merchant_id, request.params.plugin);
    },
  );

  app.patch(
    '/plugins/:plugin/transaction/fields',
    { schema: patchFieldsSchema, onRequest: app.authenticate },
    async (request) => {
      const { plugin } = request.params;
      const user = await headerAccess(request, plugin);
      checkFieldUpdate(request.body);
      await queryable(app.db)
        .transaction()
        .execute(async (trx) => {
          await saveFieldConfigs(trx, user.merchant_id, plugin, request.body);
          await recordActivity(handleOf(trx), {
            merchantId: user.merchant_id,
            actor: user.username,
            action: 'activity.table_headers_changed',
            plugin,
            params: { section: SECTION_LABELS[plugin].en },
          });
        });
      return fieldConfigs(queryable(app.db), user.merchant_id, plugin);
    },
  );
};

export default transactionRoutes;
