import type { Insertable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { SealedHeader, SmsProviderRow, SmsProvidersTable } from '../../db/types.ts';

export type { SealedHeader, SmsProviderRow };

/** The merchant's provider row, locked when `lock` (a change reads, checks and writes it). */
export function findSmsProvider(
  db: DbHandle,
  merchantId: number,
  lock = false,
): Promise<SmsProviderRow | undefined> {
  let query = queryable(db).selectFrom('sms_providers').selectAll().where('merchant_id', '=', merchantId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type SmsProviderValues = Omit<Insertable<SmsProvidersTable>, 'merchant_id'>;

export async function saveSmsProvider(
  trx: DbHandle,
  merchantId: number,
  values: SmsProviderValues,
): Promise<void> {
  await queryable(trx)
    .insertInto('sms_providers')
    .values({ ...values, merchant_id: merchantId })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();
}
