import { kuwaitTimestamp } from '../../../src/domain/business-time.ts';
import type { DbHandle } from '../../db/handle.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { readFormConfig } from '../events/service.ts';
import { type Cell, csvStream, xlsxStream } from '../transaction-export/service.ts';
import { exportBatch, exportFormConfigs } from './export-repository.ts';
import type { BookingFilters } from './filters.ts';
import type { BookingRowData } from './list-repository.ts';

const BATCH = 1000;

const BUILTIN = [
  ['reference', 38],
  ['event', 28],
  ['ticket', 18],
  ['date', 12],
  ['name', 24],
  ['email', 28],
  ['phone', 16],
  ['quantity', 10],
  ['status', 12],
  ['attended', 10],
  ['created', 20],
] as const;

interface Column {
  label: string;
  width: number;
  cell: (row: BookingRowData) => string;
}

async function exportColumns(
  db: DbHandle,
  merchantId: number,
  filters: BookingFilters,
  lang: Lang,
): Promise<Column[]> {
  const ar = lang === 'ar';
  const values: Record<(typeof BUILTIN)[number][0], (row: BookingRowData) => string> = {
    reference: (row) => row.id,
    event: (row) => (ar ? row.title_ar : row.title_en),
    ticket: (row) => (ar ? row.name_ar : row.name_en),
    date: (row) => row.event_date,
    name: (row) => `${row.first_name} ${row.last_name}`.trim(),
    email: (row) => row.email,
    phone: (row) => row.phone ?? '',
    quantity: (row) => String(row.quantity),
    status: (row) => translate(lang, `bookings.status.${row.status}`),
    attended: (row) => String(row.scanned),
    created: (row) => kuwaitTimestamp(new Date(row.created_at)),
  };
  const configs = await exportFormConfigs(db, merchantId, filters);
  const custom = new Map<string, string>();
  for (const { form_config } of configs) {
    for (const field of readFormConfig(form_config).custom) {
      if (!custom.has(field.name)) custom.set(field.name, ar ? field.label_ar : field.label_en);
    }
  }
  return [
    ...BUILTIN.map(([name, width]) => ({
      label: translate(lang, `bookings.export.${name}`),
      width,
      cell: values[name],
    })),
    ...[...custom].map(([name, label]) => ({
      label,
      width: 20,
      cell: (row: BookingRowData) => row.fields?.[name] ?? '',
    })),
  ];
}

const batch = (db: DbHandle, merchantId: number, filters: BookingFilters, offset: number) =>
  exportBatch(db, merchantId, filters, BATCH, offset);

async function* batches(
  db: DbHandle,
  merchantId: number,
  filters: BookingFilters,
  columns: Column[],
  first: BookingRowData[],
): AsyncGenerator<Cell[][]> {
  let rows = first;
  for (let offset = BATCH; ; offset += BATCH) {
    if (rows.length)
      yield rows.map((row) => columns.map((column) => ({ kind: 'text', value: column.cell(row) })));
    if (rows.length < BATCH) return;
    rows = await batch(db, merchantId, filters, offset);
  }
}

/**
 * The filtered bookings as a CSV (UTF-8 with BOM) or XLSX stream, newest first like the list.
 * The first batch is read before this returns, so a query that fails does so before the first
 * byte is written and gets a proper error answer instead of a cut-off download.
 */
export async function bookingExport(
  db: DbHandle,
  merchantId: number,
  filters: BookingFilters,
  format: 'csv' | 'xlsx',
  lang: Lang,
): Promise<AsyncGenerator<string | Buffer>> {
  const columns = await exportColumns(db, merchantId, filters, lang);
  const rows = batches(db, merchantId, filters, columns, await batch(db, merchantId, filters, 0));
  return format === 'xlsx'
    ? xlsxStream({
        sheetName: translate(lang, 'bookings.export.sheet'),
        columns,
        batches: rows,
        rightToLeft: lang === 'ar',
      })
    : csvStream(columns, rows);
}
