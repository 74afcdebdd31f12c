import { type DbHandle, queryable } from '../../db/handle.ts';

export interface TemplateRow {
  kind: string;
  lang: string;
  subject: string;
  body: string;
  updated_at: Date;
}

const COLUMNS = ['kind', 'lang', 'subject', 'body', 'updated_at'] as const;

/** The merchant's own texts; a kind and language without one uses the default. */
export function listTemplateRows(db: DbHandle, merchantId: number): Promise<TemplateRow[]> {
  return queryable(db)
    .selectFrom('message_templates')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .execute();
}

export function findTemplateRow(
  db: DbHandle,
  merchantId: number,
  kind: string,
  lang: string,
): Promise<TemplateRow | undefined> {
  return queryable(db)
    .selectFrom('message_templates')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('lang', '=', lang)
    .executeTakeFirst();
}

/**
 * Locks the merchant's row: two owners saving the same message at once log their changes in
 * turn (a lock on the template row would not cover one that does not exist yet).
 */
export async function lockMerchant(trx: DbHandle, merchantId: number): Promise<void> {
  await queryable(trx)
    .selectFrom('merchants')
    .select('id')
    .where('id', '=', merchantId)
    .forUpdate()
    .execute();
}

export async function saveTemplateRow(
  trx: DbHandle,
  merchantId: number,
  row: { kind: string; lang: string; channel: string; subject: string; body: string; updated_at: Date },
): Promise<void> {
  const { subject, body, updated_at } = row;
  await queryable(trx)
    .insertInto('message_templates')
    .values({ merchant_id: merchantId, ...row })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'kind', 'lang']).doUpdateSet({ subject, body, updated_at }),
    )
    .execute();
}

export async function deleteTemplateRow(
  trx: DbHandle,
  merchantId: number,
  kind: string,
  lang: string,
): Promise<void> {
  await queryable(trx)
    .deleteFrom('message_templates')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('lang', '=', lang)
    .execute();
}

export interface MerchantMessageSettings {
  title_en: string;
  title_ar: string;
  email_receipts: boolean;
}

export function findMerchantMessageSettings(
  db: DbHandle,
  merchantId: number,
): Promise<MerchantMessageSettings | undefined> {
  return queryable(db)
    .selectFrom('merchants')
    .select(['title_en', 'title_ar', 'email_receipts'])
    .where('id', '=', merchantId)
    .executeTakeFirst();
}

export async function setEmailReceipts(trx: DbHandle, merchantId: number, enabled: boolean): Promise<void> {
  await queryable(trx)
    .updateTable('merchants')
    .set({ email_receipts: enabled })
    .where('id', '=', merchantId)
    .execute();
}
