import { sql, type Updateable } from 'kysely';
import type { Branding } from '../../../src/domain/contracts/branding.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { UnitRow, UnitsTable } from '../../db/types.ts';

export type { UnitRow };

const BRANDING_COLUMNS = ['title_en', 'title_ar', 'subheader', 'logo_url', 'favicon_url'] as const;

/** The merchant's branding, its row locked when `trx` is a transaction that will change it. */
export function findBrandingForUpdate(trx: DbHandle, merchantId: number): Promise<Branding | undefined> {
  return queryable(trx)
    .selectFrom('merchants')
    .select(BRANDING_COLUMNS)
    .where('id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}

export function findBranding(db: DbHandle, merchantId: number): Promise<Branding | undefined> {
  return queryable(db)
    .selectFrom('merchants')
    .select(BRANDING_COLUMNS)
    .where('id', '=', merchantId)
    .executeTakeFirst();
}

export async function saveBranding(
  trx: DbHandle,
  merchantId: number,
  changes: Partial<Branding>,
): Promise<void> {
  await queryable(trx).updateTable('merchants').set(changes).where('id', '=', merchantId).execute();
}

export interface UnitWithCount extends UnitRow {
  transaction_count: number;
  is_default: boolean;
}

function unitsWithCounts(db: DbHandle, merchantId: number) {
  return queryable(db)
    .selectFrom('units')
    .innerJoin('merchants', 'merchants.id', 'units.merchant_id')
    .selectAll('units')
    .select((eb) => [
      eb
        .selectFrom('transactions')
        .select((count) => count.fn.countAll<string>().as('n'))
        .whereRef('transactions.unit_id', '=', 'units.id')
        .as('transaction_count'),
      sql<boolean>`coalesce(${eb.ref('merchants.default_unit_id')} = ${eb.ref('units.id')}, false)`.as(
        'is_default',
      ),
    ])
    .where('units.merchant_id', '=', merchantId);
}

const withNumber = <T extends { transaction_count: string | number | null; is_default: boolean | null }>(
  row: T,
) => ({ ...row, transaction_count: Number(row.transaction_count ?? 0), is_default: Boolean(row.is_default) });

export async function listUnits(
  db: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: UnitWithCount[] }> {
  const [total, rows] = await Promise.all([
    queryable(db)
      .selectFrom('units')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
    unitsWithCounts(db, merchantId).orderBy('units.id').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { count: Number(total.n), rows: rows.map(withNumber) };
}

/** One of the merchant's units (another merchant's is not found); `lock` for a change of it. */
export async function findUnit(
  db: DbHandle,
  merchantId: number,
  id: number,
  lock = false,
): Promise<UnitWithCount | undefined> {
  let query = unitsWithCounts(db, merchantId).where('units.id', '=', id);
  if (lock) query = query.forUpdate('units');
  const row = await query.executeTakeFirst();
  return row && withNumber(row);
}

type UnitColumns = Omit<Updateable<UnitsTable>, 'id' | 'merchant_id'>;

export async function insertUnit(trx: DbHandle, merchantId: number, values: UnitColumns): Promise<number> {
  const row = await queryable(trx)
    .insertInto('units')
    .values({ title_en: '', title_ar: '', ...values, merchant_id: merchantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUnit(trx: DbHandle, id: number, values: UnitColumns): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await queryable(trx).updateTable('units').set(values).where('id', '=', id).execute();
}

export async function deleteUnit(trx: DbHandle, id: number): Promise<void> {
  await queryable(trx).deleteFrom('units').where('id', '=', id).execute();
}

/** Makes `unitId` the one customer pages show by default (null: the first unit again). */
export async function setDefaultUnit(
  trx: DbHandle,
  merchantId: number,
  unitId: number | null,
): Promise<void> {
  await queryable(trx)
    .updateTable('merchants')
    .set({ default_unit_id: unitId })
    .where('id', '=', merchantId)
    .execute();
}

/** Counted after the unit's row is locked (findUnit with lock): no new one can join meanwhile. */
export async function countUnitTransactions(trx: DbHandle, unitId: number): Promise<number> {
  const row = await queryable(trx)
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('unit_id', '=', unitId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
