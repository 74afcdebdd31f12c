import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { seedImage } from '../images/service.ts';
import { demoLogoPng } from './demo-logo.ts';
import { writeBranding, writeUnit } from './service.ts';

/**
 * The demo merchant's branding and units, written through the checks the Branding page's are,
 * its logo and favicon through the image pipeline every upload takes.
 */
export async function seedDemoBranding(trx: Db, merchantId: number): Promise<void> {
  const db = handleOf(trx);
  const mark = await demoLogoPng();
  const logo = await seedImage(db, merchantId, 'logo', mark);
  await writeBranding(db, merchantId, {
    title_en: 'Gulf Pay Demo Store',
    title_ar: 'متجر جلف باي التجريبي',
    subheader: 'Payments made simple',
    logo_url: logo,
    favicon_url: await seedImage(db, merchantId, 'favicon', mark),
  });
  await writeUnit(db, merchantId, {
    title_en: 'Salmiya Branch',
    title_ar: 'فرع السالمية',
    website: 'https://demo.gulfpay.test',
    instagram_url: 'https://instagram.com/gulfpay.demo',
    twitter_url: 'https://x.com/gulfpay_demo',
    header_color: 'f97316',
    logo_url: logo,
    is_default: true,
  });
  await writeUnit(db, merchantId, { title_en: 'Kuwait City Branch', title_ar: 'فرع مدينة الكويت' });
}
