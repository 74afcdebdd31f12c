import { kuwaitToday } from '../../../src/domain/business-time.ts';
import {
  MAX_SELECTED_IDS,
  type TransactionExportOptions,
  type TransactionExportQuery,
} from '../../../src/domain/contracts/transaction-export.ts';
import type { TransactionScope } from '../../../src/domain/contracts/transactions.ts';
import type { TransactionViewer } from '../../../src/domain/own-transactions.ts';
import { hasPermission, PERMISSIONS } from '../../../src/domain/permissions.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { isUuid } from '../payments/service.ts';
import {
  activeFields,
  listScope,
  parseListFilters,
  requireSearchPermission,
  scopePlugins,
} from '../transactions/service.ts';
import { exportBatches, exportCount } from './batches.ts';
import { exportColumns } from './cells.ts';
import { csvStream } from './csv.ts';
import { xlsxStream } from './xlsx.ts';

// The bookings export writes its files with the same writers.
export type { Cell, ExportColumn } from './cells.ts';
export { csvStream, xlsxStream };

type Staff = TransactionViewer & { merchant_id: number };

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

/** The export's choices: formats, languages and the columns (active fields, in order). */
export async function exportOptions(
  db: DbHandle,
  user: Staff,
  scope: TransactionScope,
  lang: Lang,
): Promise<TransactionExportOptions> {
  await scopePlugins(db, user, scope);
  return {
    formats: (['csv', 'xlsx'] as const).map((value) => ({
      value,
      display_name: translate(lang, `export.format.${value}`),
    })),
    languages: (['en', 'ar'] as const).map((value) => ({
      value,
      display_name: translate(lang, `export.language.${value}`),
    })),
    fields: await activeFields(db, user.merchant_id, scope, lang),
  };
}

export interface ExportFile {
  /** Rows in the file, known before its first byte. */
  rows: number;
  filename: string;
  /** The file, produced as it is read: rows wait in the database until it asks for them. */
  body: AsyncIterable<string | Buffer>;
}

/**
 * The list (same scope, filters and search) as a CSV or XLSX file in `query.language`, or the
 * reader's language: the active columns in order, money with its currency's decimals.
 */
export async function exportFile(
  db: DbHandle,
  user: Staff,
  scope: TransactionScope,
  query: TransactionExportQuery,
  readerLang: Lang,
): Promise<ExportFile> {
  const plugins = await scopePlugins(db, user, scope);
  requireSearchPermission(user, query);
  if (!hasPermission(user, PERMISSIONS.viewExportSettings)) throw messageError(403, 'errors.forbidden');
  const lang: Lang = query.language ?? readerLang;
  const filters = await parseListFilters(db, user.merchant_id, query);
  // Ids sent with an all-rows export are still checked: a bad one is a mistake worth reporting.
  const selected = query.export_type === 'selected' || query.ids?.length ? selectedIds(query) : null;
  const source = {
    db,
    scope: listScope(user, plugins, false, filters),
    ids: query.export_type === 'selected' ? selected : null,
    columns: exportColumns(await activeFields(db, user.merchant_id, scope, lang)),
    lang,
  };
  const rows = await exportCount(source);
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
  return { rows, filename: `transactions-${scope}-${kuwaitToday()}.${format}`, body };
}
