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
 * What the options need: food ordering installed (the menu) and the website of the merchant's
 * first unit, the one its pay pages show when no other is named.
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
    .select('website')
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return { menu: food !== undefined, website: unit?.website?.trim() || null };
}
