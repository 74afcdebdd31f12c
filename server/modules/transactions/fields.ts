import type {
  TransactionFieldConfig,
  UpdateTransactionFieldsRequest,
} from '../../../src/domain/contracts/transactions.ts';
import {
  TRANSACTION_FIELD_NAMES,
  type TransactionFieldName,
} from '../../../src/domain/transaction-fields.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import type { SavedField } from './options-repository.ts';

/** Columns a fresh list leaves hidden: the table stays readable on a laptop screen. */
const HIDDEN_BY_DEFAULT: readonly TransactionFieldName[] = [
  'fee',
  'customer_phone',
  'unit',
  'state_changed_at',
  'plugin',
];

export const fieldLabel = (lang: Lang, name: TransactionFieldName) =>
  translate(lang, `transactions.field.${name}`);

/** Every field with its defaults, then the merchant's saved config on top, ordered. */
export function fieldConfigs(saved: readonly SavedField[]): TransactionFieldConfig[] {
  const byName = new Map(saved.map((row) => [row.name, row]));
  return TRANSACTION_FIELD_NAMES.map((name, index): TransactionFieldConfig => {
    const row = byName.get(name);
    return {
      name,
      verbose_name: fieldLabel('en', name),
      label_en: row?.label_en ?? fieldLabel('en', name),
      label_ar: row?.label_ar ?? fieldLabel('ar', name),
      is_active: row?.is_active ?? !HIDDEN_BY_DEFAULT.includes(name),
      order: row?.position ?? index,
    };
  }).sort(
    (a, b) =>
      a.order - b.order || TRANSACTION_FIELD_NAMES.indexOf(a.name) - TRANSACTION_FIELD_NAMES.indexOf(b.name),
  );
}

export interface ActiveField {
  name: TransactionFieldName;
  label: string;
}

/** The all-plugins list has no table-header config of its own: the defaults plus the plugin column. */
export const allPluginsFields = (lang: Lang): ActiveField[] =>
  TRANSACTION_FIELD_NAMES.filter((name) => name === 'plugin' || !HIDDEN_BY_DEFAULT.includes(name)).map(
    (name) => ({ name, label: fieldLabel(lang, name) }),
  );

/** The columns a plugin's list (and its export) shows, in order, labelled in `lang`. */
export const activeOf = (configs: readonly TransactionFieldConfig[], lang: Lang): ActiveField[] =>
  configs
    .filter((field) => field.is_active)
    .map((field) => ({ name: field.name, label: lang === 'ar' ? field.label_ar : field.label_en }));

/** Rules the JSON schema cannot state: each field once, and the id column (the detail link) stays. */
export function checkFieldUpdate(body: UpdateTransactionFieldsRequest): void {
  const seen = new Set<string>();
  const duplicates = body.fields.filter((field) => seen.has(field.name) || !seen.add(field.name));
  if (duplicates.length)
    throw fieldErrors({ fields: [msg('transactions.field_twice', { name: duplicates[0]?.name ?? '' })] });
  if (body.fields.some((field) => field.name === 'id' && !field.is_active)) {
    throw fieldErrors({ fields: [msg('transactions.id_field_required')] });
  }
  const blank = body.fields.find((field) => !field.label_en.trim() || !field.label_ar.trim());
  if (blank) throw fieldErrors({ fields: [msg('transactions.field_label_blank', { name: blank.name })] });
}
