import { kuwaitTimestamp } from '../../../src/domain/business-time.ts';
import { currencyDecimals, formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { TransactionFieldName } from '../../../src/domain/transaction-fields.ts';
import { hasKey, type Lang, translate } from '../../lib/i18n.ts';
import { type ExportRow, stateName } from '../transactions/service.ts';

/** Money stays a decimal string with its currency's decimals; everything else is text. */
export type Cell = { kind: 'text'; value: string } | { kind: 'money'; value: string; decimals: number };

export interface ExportColumn {
  name: TransactionFieldName;
  label: string;
  /** Column width in characters (XLSX). */
  width: number;
}

const WIDTHS: Partial<Record<TransactionFieldName, number>> = {
  id: 38,
  customer_email: 28,
  description: 36,
  created: 20,
  state_changed_at: 20,
};

export const exportColumns = (fields: { name: TransactionFieldName; label: string }[]): ExportColumn[] =>
  fields.map((field) => ({ ...field, width: WIDTHS[field.name] ?? 16 }));

// Spreadsheets sort and parse times: cells hold Kuwait's sortable stamp, not the reading format.
const stamp = (value: Date | string) => kuwaitTimestamp(new Date(value));

const text = (value: string | null | undefined): Cell => ({ kind: 'text', value: value ?? '' });

/** One export row: the value of each active field, in the export's language. */
export function rowCells(row: ExportRow, columns: readonly ExportColumn[], lang: Lang): Cell[] {
  const currency = row.currency.trim();
  const decimals = currencyDecimals(currency);
  const amount = (minor: number): Cell => ({ kind: 'money', value: formatAmount(minor, currency), decimals });
  const ar = lang === 'ar';
  return columns.map(({ name }): Cell => {
    switch (name) {
      case 'id':
        return text(row.id);
      case 'state':
        return text(stateName(lang, row.state));
      case 'gateway':
        return text((ar ? row.gateway_name_ar : row.gateway_name_en) ?? row.gateway_code);
      case 'amount':
        return amount(minorFromDb(row.amount_minor));
      case 'paid_amount':
        return amount(minorFromDb(row.paid_minor));
      case 'fee':
        return amount(minorFromDb(row.fee_minor));
      case 'currency_code':
        return text(currency);
      case 'customer_name':
        return text(row.customer_name);
      case 'customer_email':
        return text(row.customer_email);
      case 'customer_phone':
        return text(row.customer_phone);
      case 'description':
        return text(row.description);
      case 'unit':
        return text(ar ? row.unit_ar : row.unit_en);
      case 'initiator':
        return text(row.initiator_name);
      case 'plugin':
        return text(
          hasKey(`dashboard.plugin.${row.plugin}`)
            ? translate(lang, `dashboard.plugin.${row.plugin}`)
            : row.plugin,
        );
      case 'created':
        return text(stamp(row.created_at));
      // state_changed_at, the last field: a default keeps every path returning a cell.
      default:
        return text(stamp(row.state_changed_at));
    }
  });
}
