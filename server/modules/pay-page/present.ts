import type { DetailsMap, Remark, UnitDetails } from '../../../src/domain/contracts/payments.ts';
import { formatAmountGrouped, minorFromDb } from '../../../src/domain/money.ts';
import type { Merchant, TransactionRow, UnitRow } from '../../db/types.ts';
import { type Lang, translate } from '../../lib/i18n.ts';

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Western digits and separators → Arabic-Indic ones, for Arabic documents. */
export function localiseDigits(text: string, lang: Lang): string {
  if (lang !== 'ar') return text;
  return text.replace(/[0-9.,]/g, (char) => {
    if (char === '.') return '٫';
    if (char === ',') return '٬';
    return ARABIC_DIGITS[Number(char)] ?? char;
  });
}

/** "1,234.500 KWD" (Arabic: "١٬٢٣٤٫٥٠٠ KWD"); money is formatted from its digits, never a float. */
export function money(minor: string | number | bigint, currency: string, lang: Lang): string {
  return `${localiseDigits(formatAmountGrouped(minorFromDb(minor), currency.trim()), lang)} ${currency.trim()}`;
}

/** Dates people read are in Kuwait time (SPEC 9). */
export function kuwaitDate(value: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-KW' : 'en-GB', {
    timeZone: 'Asia/Kuwait',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
}

export const shortId = (id: string) => id.slice(0, 8).toUpperCase();

export function unitDetails(unit: UnitRow | undefined, merchant: Merchant | undefined): UnitDetails {
  return {
    logo_url: unit?.logo_url ?? merchant?.logo_url ?? null,
    title_en: unit?.title_en ?? merchant?.title_en ?? '',
    title_ar: unit?.title_ar ?? merchant?.title_ar ?? '',
    website: unit?.website ?? null,
    twitter_url: unit?.twitter_url ?? null,
    instagram_url: unit?.instagram_url ?? null,
    facebook_url: unit?.facebook_url ?? null,
    show_unit_title: unit?.show_unit_title ?? true,
    header_color: unit?.header_color ?? 'transparent',
    header_image_url: unit?.header_image_url ?? null,
  };
}

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
    [t('date'), kuwaitDate(row.created_at, lang)],
    [t('description'), row.description],
  ]);
}

export const remarksOf = (row: TransactionRow): Remark[] => (Array.isArray(row.remarks) ? row.remarks : []);
