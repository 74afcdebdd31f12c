import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { saveRestrictionSettings } from './restriction.ts';

/** Fixed so the demo link /{lang}/pos/pay/collect/{id} is stable across fresh databases. */
export const DEMO_COLLECTOR_ID = 'c011ec70-0000-4000-8000-000000000001';

export async function seedDemoCustomerPayments(trx: Db, merchantId: number): Promise<void> {
  const unit = await trx
    .selectFrom('units')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .executeTakeFirst();
  await trx
    .insertInto('collectors')
    .values({
      id: DEMO_COLLECTOR_ID,
      merchant_id: merchantId,
      unit_id: unit?.id ?? null,
      name_en: 'Ahmad (Salmiya counter)',
      name_ar: 'أحمد (كاونتر السالمية)',
    })
    .execute();
  await saveRestrictionSettings(handleOf(trx), merchantId, {
    amounts: { KWD: { min_amount: '1', max_amount: '500' } },
    all_gateways: false,
    pg_codes: ['knet', 'kpay', 'card'],
  });
}
