import type { DetailsMap, Remark } from '../../../src/domain/contracts/payments.ts';
import { formatDateTime } from '../../../src/domain/date-formats.ts';
import { formatMoney, minorFromDb } from '../../../src/domain/money.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import type { Merchant, TransactionRow } from '../payments/service.ts';

/** A receipt's money: the one money format (Latin digits in both languages, as every screen). */
export function receiptMoney(minor: string | number | bigint, currency: string, lang: Lang): string {
  return formatMoney(minorFromDb(minor), currency, lang);
}

export const shortId = (id: string) => id.slice(0, 8).toUpperCase();

function compact(entries: [string, string | null | undefined][]): DetailsMap {
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Labels are in the reader's language; values are shown as they are. */
export function customerDetails(row: TransactionRow, lang: Lang): DetailsMap {
  const t = (key: string) => translate(lang, `payments.detail.${key}`);
  return compact([
    [t('customer_name'), row.customer_name],
    [t('phone'), row.customer_phone],
    [t('email'), row.customer_email],
    [t('order_number'), row.external_reference],
  ]);
}

export function merchantDetails(row: TransactionRow, merchant: Merchant | undefined, lang: Lang): DetailsMap {
  const t = (key: string) => translate(lang, `payments.detail.${key}`);
  return compact([
    [t('merchant'), lang === 'ar' ? merchant?.title_ar : merchant?.title_en],
    [t('internal_id'), shortId(row.id)],
    [t('date'), formatDateTime(row.created_at, lang)],
    [t('description'), row.description],
  ]);
}

export const remarksOf = (row: TransactionRow): Remark[] => (Array.isArray(row.remarks) ? row.remarks : []);
