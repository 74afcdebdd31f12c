import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { pickLang } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { detailSchema, getFieldsSchema, listSchema, optionsSchema, patchFieldsSchema } from './schemas.ts';
import {
  changeTableHeaders,
  type ListContext,
  listTransactions,
  tableHeaders,
  transactionDetail,
  transactionListOptions,
} from './service.ts';

const transactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (request: FastifyRequest): ListContext => ({
    db: app.db,
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
        const { limit, offset } = request.query;
        const page = await listTransactions(context(request), request.params.plugin, deleted, request.query, {
          limit,
          offset,
        });
        return {
          count: page.count,
          count_exact: page.count_exact,
          ...pageLinks(request.url, page.reachable, limit, offset),
          results: page.results,
        };
      },
    );

    app.get(
      `/plugins/:plugin/${path}/:id`,
      { schema: detailSchema(deleted), onRequest: app.authenticate },
      async (request) =>
        transactionDetail(context(request), request.params.plugin, deleted, request.params.id),
    );
  }

  app.options(
    '/plugins/:plugin/transaction',
    { schema: optionsSchema, onRequest: app.authenticate },
    async (request) => transactionListOptions(context(request), request.params.plugin),
  );

  app.get(
    '/plugins/:plugin/transaction/fields',
    { schema: getFieldsSchema, onRequest: app.authenticate },
    async (request) => tableHeaders(app.db, currentUser(request), request.params.plugin),
  );

  app.patch(
    '/plugins/:plugin/transaction/fields',
    { schema: patchFieldsSchema, onRequest: app.authenticate },
    async (request) => changeTableHeaders(app.db, currentUser(request), request.params.plugin, request.body),
  );
};

export default transactionRoutes;
