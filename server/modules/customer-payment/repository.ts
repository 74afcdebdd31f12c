import type { Selectable } from 'kysely';
import { minorFromDb } from '../../../src/domain/money.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { CollectorsTable } from '../../db/types.ts';

export type Collector = Selectable<CollectorsTable>;

export interface Restriction {
  currency: string;
  minMinor: number | null;
  maxMinor: number | null;
  /** Empty: every active gateway of the merchant. */
  pgCodes: string[];
}

/** Without saved settings customers may pay any positive amount in KWD through any gateway. */
export const DEFAULT_RESTRICTION: Restriction = {
  currency: 'KWD',
  minMinor: null,
  maxMinor: null,
  pgCodes: [],
};

export async function findRestriction(db: DbHandle, merchantId: number): Promise<Restriction> {
  const row = await queryable(db)
    .selectFrom('payment_restrictions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_RESTRICTION;
  return {
    currency: row.currency.trim(),
    minMinor: row.min_amount_minor === null ? null : minorFromDb(row.min_amount_minor),
    maxMinor: row.max_amount_minor === null ? null : minorFromDb(row.max_amount_minor),
    pgCodes: row.pg_codes,
  };
}

export async function saveRestriction(
  trx: DbHandle,
  merchantId: number,
  restriction: Restriction,
): Promise<void> {
  const values = {
    currency: restriction.currency,
    min_amount_minor: restriction.minMinor,
    max_amount_minor: restriction.maxMinor,
    pg_codes: JSON.stringify(restriction.pgCodes),
    updated_at: new Date(),
  };
  await queryable(trx)
    .insertInto('payment_restrictions')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();
}

export function findCollector(db: DbHandle, id: string): Promise<Collector | undefined> {
  return queryable(db)
    .selectFrom('collectors')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}
