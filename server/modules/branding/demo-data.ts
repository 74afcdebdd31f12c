import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { writeBranding, writeUnit } from './service.ts';

/**
 * The demo merchant's branding and units, written through the checks the Branding page's are.
 * No logos yet: an image shown to customers must come through the image pipeline.
 */
export async function seedDemoBranding(trx: Db, merchantId: number): Promise<void> {
  const db = handleOf(trx);
  await writeBranding(db, merchantId, {
    title_en: 'Gulf Pay Demo Store',
    title_ar: 'متجر جلف باي التجريبي',
    subheader: 'Payments made simple',
    logo_url: null,
    favicon_url: null,
  });
  await writeUnit(db, merchantId, {
    title_en: 'Salmiya Branch',
    title_ar: 'فرع السالمية',
    website: 'https://demo.gulfpay.test',
    instagram_url: 'https://instagram.com/gulfpay.demo',
    twitter_url: 'https://x.com/gulfpay_demo',
    header_color: 'f97316',
    is_default: true,
  });
  await writeUnit(db, merchantId, { title_en: 'Kuwait City Branch', title_ar: 'فرع مدينة الكويت' });
}
