import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { GatewayRow } from '../../db/types.ts';

export type { GatewayRow };

/** What an owner changes on a gateway, as stored (plugins as JSON text, the account sealed). */
export interface GatewayValues {
  name_en: string;
  name_ar: string;
  logo_url: string | null;
  button_verb_en: string;
  button_verb_ar: string;
  fee_fixed_minor: number;
  fee_bp: number;
  fee_payer: 'customer' | 'merchant';
  currency: string;
  plugins: string[] | null;
  is_active: boolean;
  mode: 'test' | 'live';
  provider_method: string | null;
  credentials_sealed: string | null;
}

const stored = (values: Partial<GatewayValues>) => ({
  ...values,
  plugins:
    values.plugins === undefined
      ? undefined
      : values.plugins === null
        ? null
        : JSON.stringify(values.plugins),
});

/** Every gateway of the merchant, active or not, in pay-page order, with whether attempts used it. */
export async function listAllGateways(db: DbHandle, merchantId: number) {
  return queryable(db)
    .selectFrom('gateways as g')
    .selectAll('g')
    .select(
      sql<boolean>`exists (
      select 1 from payment_attempts a join transactions t on t.id = a.transaction_id
      where t.merchant_id = g.merchant_id and a.gateway_code = g.code)`.as('in_use'),
    )
    .where('g.merchant_id', '=', merchantId)
    .orderBy('g.position')
    .orderBy('g.code')
    .execute();
}

export type AdminGatewayRow = Awaited<ReturnType<typeof listAllGateways>>[number];

/** One gateway, its row locked until the caller's transaction ends when `lock` (edits log before and after in order). */
export async function findAdminGateway(trx: DbHandle, merchantId: number, code: string, lock = false) {
  const query = queryable(trx)
    .selectFrom('gateways as g')
    .selectAll('g')
    .select(
      sql<boolean>`exists (
      select 1 from payment_attempts a join transactions t on t.id = a.transaction_id
      where t.merchant_id = g.merchant_id and a.gateway_code = g.code)`.as('in_use'),
    )
    .where('g.merchant_id', '=', merchantId)
    .where('g.code', '=', code);
  return (lock ? query.forUpdate('g') : query).executeTakeFirst();
}

/** Inserted last on the pay page and inactive until its owner has set it up; false when the code is taken. */
export async function insertGateway(
  trx: DbHandle,
  merchantId: number,
  values: Pick<
    GatewayRow,
    'code' | 'adapter' | 'name_en' | 'name_ar' | 'currency' | 'button_verb_en' | 'button_verb_ar'
  >,
): Promise<boolean> {
  const inserted = await queryable(trx)
    .insertInto('gateways')
    .values({
      ...values,
      merchant_id: merchantId,
      capture_mode: 'auto',
      fee_fixed_minor: 0,
      fee_bp: 0,
      logo_url: null,
      credentials_sealed: null,
      is_active: false,
      position: sql<number>`(select coalesce(max(position), -1) + 1 from gateways where merchant_id = ${merchantId})`,
    })
    .onConflict((c) => c.columns(['merchant_id', 'code']).doNothing())
    .returning('code')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateGateway(
  trx: DbHandle,
  merchantId: number,
  code: string,
  values: Partial<GatewayValues>,
): Promise<void> {
  await queryable(trx)
    .updateTable('gateways')
    .set(stored(values))
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .execute();
}

export async function deleteGateway(trx: DbHandle, merchantId: number, code: string): Promise<void> {
  await queryable(trx)
    .deleteFrom('gateways')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .execute();
}

/** Positions 0, 1, 2… in the order given (every code of the merchant: the caller checks). */
export async function reorderGateways(trx: DbHandle, merchantId: number, codes: string[]): Promise<void> {
  for (const [position, code] of codes.entries()) {
    await queryable(trx)
      .updateTable('gateways')
      .set({ position })
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .execute();
  }
}
