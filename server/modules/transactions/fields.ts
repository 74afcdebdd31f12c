import type {
  TransactionFieldConfig,
  TransactionScope,
  UpdateTransactionFieldsRequest,
} from '../../../src/domain/contracts/transactions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import {
  TRANSACTION_FIELD_NAMES,
  type TransactionFieldName,
} from '../../../src/domain/transaction-fields.ts';
import type { Db } from '../../db/database.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';

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
export async function fieldConfigs(
  db: Db,
  merchantId: number,
  plugin: PluginKind,
): Promise<TransactionFieldConfig[]> {
  const saved = await db
    .selectFrom('transaction_fields')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('plugin', '=', plugin)
    .execute();
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

/**
 * The columns a list (and its export) shows, in order, labelled in `lang`. The all-plugins
 * list has no table-header config of its own: it shows the defaults plus the plugin column.
 */
export async function activeFields(
  db: Db,
  merchantId: number,
  scope: TransactionScope,
  lang: Lang,
): Promise<{ name: TransactionFieldName; label: string }[]> {
  if (scope === 'all') {
    return TRANSACTION_FIELD_NAMES.filter(
      (name) => name === 'plugin' || !HIDDEN_BY_DEFAULT.includes(name),
    ).map((name) => ({ name, label: fieldLabel(lang, name) }));
  }
  const configs = await fieldConfigs(db, merchantId, scope);
  return configs
    .filter((field) => field.is_active)
    .map((field) => ({ name: field.name, label: lang === 'ar' ? field.label_ar : field.label_en }));
}

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

/** Saves the sent fields (the others keep their config); call inside the request's transaction. */
export async function saveFieldConfigs(
  trx: Db,
  merchantId: number,
  plugin: PluginKind,
  body: UpdateTransactionFieldsRequest,
): Promise<void> {
  await trx
    .insertInto('transaction_fields')
    .values(
      body.fields.map((field) => ({
        merchant_id: merchantId,
        plugin,
        name: field.name,
        label_en: field.label_en.trim(),
        label_ar: field.label_ar.trim(),
        is_active: field.is_active,
        position: field.order,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'plugin', 'name']).doUpdateSet((eb) => ({
        label_en: eb.ref('excluded.label_en'),
        label_ar: eb.ref('excluded.label_ar'),
        is_active: eb.ref('excluded.is_active'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}
