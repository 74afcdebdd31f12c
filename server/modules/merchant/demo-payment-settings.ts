import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { KUWAIT_AREAS } from './kuwait-areas.ts';
import { writeSettings } from './payment-settings.ts';

/**
 * The demo merchant's payment settings, through the service the Payments page uses. Terms,
 * disclaimer and popups stay empty: demo pay pages show what a new merchant's do.
 */
export async function seedDemoPaymentSettings(trx: Db, merchantId: number): Promise<void> {
  await writeSettings(handleOf(trx), merchantId, {
    default_country: 'KW',
    kuwait_areas_en: KUWAIT_AREAS.en_list,
    kuwait_areas_ar: KUWAIT_AREAS.ar_list,
  });
}
