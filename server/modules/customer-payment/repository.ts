import type { Selectable } from 'kysely';
import { minorFromDb } from '../../../src/domain/money.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { CollectorsTable } from '../../db/types.ts';

export type Collector = Selectable<CollectorsTable>;

export interface Bounds {
  minMinor: number | null;
  maxMinor: number | null;
}

export interface Restriction {
  /** Bounds by currency code; a currency without a row has none. */
  amounts: Record<string, Bounds>;
  /** Empty: every active gateway of the merchant. */
  pgCodes: string[];
}

const boundFromDb = (value: string | null) => (value === null ? null : minorFromDb(value));

/** Without saved settings customers may pay any positive amount through any gateway. */
export async function findRestriction(db: DbHandle, merchantId: number): Promise<Restriction> {
  const row = await queryable(db)
    .selectFrom('payment_restrictions')
    .select('pg_codes')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  const rows = await queryable(db)
    .selectFrom('payment_restriction_amounts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('currency')
    .execute();
  const amounts = Object.fromEntries(
    rows.map((bound) => [
      bound.currency.trim(),
      { minMinor: boundFromDb(bound.min_amount_minor), maxMinor: boundFromDb(bound.max_amount_minor) },
    ]),
  );
  return { amounts, pgCodes: row?.pg_codes ?? [] };
}

/** Replaces the whole restriction: a currency left out loses its bounds. */
export async function saveRestriction(
  trx: DbHandle,
  merchantId: number,
  restriction: Restriction,
): Promise<void> {
  const values = { pg_codes: JSON.stringify(restriction.pgCodes), updated_at: new Date() };
  await queryable(trx)
    .insertInto('payment_restrictions')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();
  await queryable(trx)
    .deleteFrom('payment_restriction_amounts')
    .where('merchant_id', '=', merchantId)
    .execute();
  const rows = Object.entries(restriction.amounts)
    .filter(([, bounds]) => bounds.minMinor !== null || bounds.maxMinor !== null)
    .map(([currency, bounds]) => ({
      merchant_id: merchantId,
      currency,
      min_amount_minor: bounds.minMinor,
      max_amount_minor: bounds.maxMinor,
    }));
  if (rows.length > 0) await queryable(trx).insertInto('payment_restriction_amounts').values(rows).execute();
}

export function findCollector(db: DbHandle, id: string): Promise<Collector | undefined> {
  return queryable(db)
    .selectFrom('collectors')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}
