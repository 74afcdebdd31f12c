import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { kuwaitToday } from '../../../src/domain/business-time.ts';
import { MAX_SELECTED_IDS } from '../../../src/domain/contracts/transaction-export.ts';
import { hasPermission, PERMISSIONS } from '../../../src/domain/permissions.ts';
import { queryable } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { isUuid } from '../payments/repository.ts';
import { activeFields } from '../transactions/fields.ts';
import { parseListFilters, requireSearchPermission } from '../transactions/filters.ts';
import { scopePlugins } from '../transactions/scope.ts';
import { exportBatches, exportCount } from './batches.ts';
import { exportColumns } from './cells.ts';
import { csvStream } from './csv.ts';
import { CONTENT_TYPES, exportOptionsSchema, exportSchema } from './schemas.ts';
import { xlsxStream } from './xlsx.ts';

/** ids=a&ids=b or ids=a,b (the shorter form keeps a long selection inside the URL limit). */
function selectedIds(query: { ids?: string[] }): string[] {
  const ids = [
    ...new Set((query.ids ?? []).flatMap((value) => value.split(',')).map((id) => id.trim())),
  ].filter(Boolean);
  if (!ids.length || ids.length > MAX_SELECTED_IDS) throw fieldErrors({ ids: [msg('export.ids_required')] });
  const invalid = ids.filter((id) => !isUuid(id));
  if (invalid.length)
    throw fieldErrors({ ids: invalid.map((value) => msg('errors.invalid_choice_value', { value })) });
  return ids.map((id) => id.toLowerCase());
}

const transactionExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canExport = app.requirePermission(PERMISSIONS.viewExportSettings);

  app.options(
    '/plugins/:scope/transaction/export',
    { schema: exportOptionsSchema, onRequest: canExport },
    async (request) => {
      const user = currentUser(request);
      const lang = pickLang(request.headers['accept-language']);
      await scopePlugins(queryable(app.db), user, request.params.scope);
      return {
        formats: (['csv', 'xlsx'] as const).map((value) => ({
          value,
          display_name: translate(lang, `export.format.${value}`),
        })),
        languages: (['en', 'ar'] as const).map((value) => ({
          value,
          display_name: translate(lang, `export.language.${value}`),
        })),
        fields: await activeFields(queryable(app.db), user.merchant_id, request.params.scope, lang),
      };
    },
  );

  app.get(
    '/plugins/:scope/transaction/export',
    { schema: exportSchema, onRequest: canExport },
    async (request, reply) => {
      const user = currentUser(request);
      const { scope } = request.params;
      const query = request.query;
      const plugins = await scopePlugins(queryable(app.db), user, scope);
      requireSearchPermission(user, query);
      if (!hasPermission(user, PERMISSIONS.viewExportSettings)) throw messageError(403, 'errors.forbidden');
      const lang: Lang = query.language ?? pickLang(request.headers['accept-language']);
      const filters = await parseListFilters(queryable(app.db), user.merchant_id, query);
      // Ids sent with an all-rows export are still checked: a bad one is a mistake worth reporting.
      const selected = query.export_type === 'selected' || query.ids?.length ? selectedIds(query) : null;
      const source = {
        db: queryable(app.db),
        scope: { merchantId: user.merchant_id, plugins, deleted: false, filters },
        ids: query.export_type === 'selected' ? selected : null,
        columns: exportColumns(await activeFields(queryable(app.db), user.merchant_id, scope, lang)),
        lang,
      };
      const count = await exportCount(source);
      const format = query.file_format;
      const batches = exportBatches(source);
      const body =
        format === 'xlsx'
          ? xlsxStream({
              sheetName: translate(lang, 'export.sheet_name'),
              columns: source.columns,
              batches,
              rightToLeft: lang === 'ar',
            })
          : csvStream(source.columns, batches);
      const filename = `transactions-${scope}-${kuwaitToday()}.${format}`;
      // One chunk read ahead of the socket (the default is 16): rows wait in the database.
      const stream = Readable.from(body, { highWaterMark: 1 });
      // Awaiting the reply resolves once the file is written: the answer is the stream, not a return value.
      await reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-export-rows', String(count))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};

export default transactionExportRoutes;
