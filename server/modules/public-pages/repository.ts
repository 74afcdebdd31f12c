import { sql } from 'kysely';
import type { LandingChoices, SignedOutLanding } from '../../../src/domain/signed-out-landing.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

export async function findLanding(db: DbHandle, merchantId: number): Promise<SignedOutLanding> {
  const row = await queryable(db)
    .selectFrom('merchants')
    .select('signed_out_landing')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return row?.signed_out_landing ?? 'login';
}

/** The setting before the change, read under a row lock so two owners saving at once log in order. */
export async function replaceLanding(
  trx: DbHandle,
  merchantId: number,
  landing: SignedOutLanding,
): Promise<SignedOutLanding> {
  const row = await queryable(trx)
    .selectFrom('merchants')
    .select('signed_out_landing')
    .where('id', '=', merchantId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await queryable(trx)
    .updateTable('merchants')
    .set({ signed_out_landing: landing })
    .where('id', '=', merchantId)
    .execute();
  return row.signed_out_landing;
}

/**
 * What the options need: food ordering installed (the menu) and the website of the unit the
 * merchant's pages show when none is named: the default unit, else the first (as findUnitFor in
 * the payments module orders them; that module reaches this one through the merchant's config,
 * so it cannot be asked from here).
 */
export async function findLandingChoices(db: DbHandle, merchantId: number): Promise<LandingChoices> {
  const food = await queryable(db)
    .selectFrom('merchant_plugins')
    .select('plugin')
    .where('merchant_id', '=', merchantId)
    .where('plugin', '=', 'food_ordering')
    .where('enabled', '=', true)
    .executeTakeFirst();
  const unit = await queryable(db)
    .selectFrom('units')
    .innerJoin('merchants', 'merchants.id', 'units.merchant_id')
    .select('units.website')
    .where('units.merchant_id', '=', merchantId)
    .orderBy(sql`coalesce(units.id = merchants.default_unit_id, false)`, 'desc')
    .orderBy('units.id')
    .limit(1)
    .executeTakeFirst();
  return { menu: food !== undefined, website: unit?.website?.trim() || null };
}
