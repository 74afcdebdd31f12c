import { type DbHandle, queryable } from '../../db/handle.ts';

const COLUMNS = ['id', 'slug', 'title_en', 'title_ar', 'is_free', 'currency', 'is_active'] as const;

/** The merchant's events, active or not, oldest first. */
export function merchantEvents(db: DbHandle, merchantId: number) {
  return queryable(db)
    .selectFrom('events')
    .where('merchant_id', '=', merchantId)
    .select([...COLUMNS])
    .orderBy('id')
    .execute();
}

/** One of the merchant's events with its booking form and gateways. */
export function findMerchantEvent(db: DbHandle, merchantId: number, id: number) {
  return queryable(db)
    .selectFrom('events')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .select([...COLUMNS, 'form_config', 'pg_codes'])
    .executeTakeFirst();
}
