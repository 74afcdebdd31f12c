import { minorFromDb } from '../../../src/domain/money.ts';
import type { Db } from '../../db/database.ts';
import type { GatewayRow } from '../../db/types.ts';
import { listGateways } from '../payments/repository.ts';

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

export async function findRestriction(db: Db, merchantId: number): Promise<Restriction> {
  const row = await db
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

export async function saveRestriction(trx: Db, merchantId: number, restriction: Restriction): Promise<void> {
  const values = {
    currency: restriction.currency,
    min_amount_minor: restriction.minMinor,
    max_amount_minor: restriction.maxMinor,
    pg_codes: JSON.stringify(restriction.pgCodes),
    updated_at: new Date(),
  };
  await trx
    .insertInto('payment_restrictions')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();
}

export function findCollector(db: Db, id: string) {
  return db
    .selectFrom('collectors')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** The merchant's active gateways that take the restriction's currency and are allowed by it. */
export async function restrictedGateways(
  db: Db,
  merchantId: number,
  restriction: Restriction,
): Promise<GatewayRow[]> {
  const gateways = await listGateways(db, merchantId);
  return gateways.filter(
    (gateway) =>
      gateway.currency.trim() === restriction.currency &&
      (restriction.pgCodes.length === 0 || restriction.pgCodes.includes(gateway.code)),
  );
}
