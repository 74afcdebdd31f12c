import { kuwaitDayEnd, kuwaitDayStart } from '../../../src/domain/business-time.ts';
import type { Db } from '../../db/database.ts';
import type { FoodWorkingHours } from '../../db/tables-food.ts';
import { demoImage, seedDemoMenu } from './demo-menu.ts';

/**
 * Open every day all day, so demos and tests work at any hour in Asia/Kuwait; closed hours
 * are tested by changing a branch's hours (see tests/server/food-checkout.test.ts).
 */
export const ALWAYS_OPEN: FoodWorkingHours[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '23:59',
}));

const AREAS: { name: [string, string]; branch: 0 | 1; charges: number; minimum: number }[] = [
  { name: ['Salmiya', 'السالمية'], branch: 0, charges: 500, minimum: 3_000 },
  { name: ['Hawally', 'حولي'], branch: 0, charges: 750, minimum: 4_000 },
  { name: ['Jabriya', 'الجابرية'], branch: 1, charges: 1_000, minimum: 5_000 },
];

/** A Kuwaiti restaurant: four categories (one catering), two branches, three areas, four vouchers. */
export async function seedDemoFood(trx: Db, merchantId: number): Promise<void> {
  await trx
    .insertInto('food_menu_config')
    .values({
      merchant_id: merchantId,
      title_en: 'Bait Al Machboos',
      title_ar: 'بيت المجبوس',
      logo_url: demoImage('logo'),
      header_image_url: demoImage('header'),
      welcome_en: 'Home-style Kuwaiti food, delivered',
      welcome_ar: 'أكل كويتي بيتي يوصلك',
    })
    .execute();
  await seedDemoMenu(trx, merchantId);
  const branches = await trx
    .insertInto('food_branches')
    .values([
      {
        merchant_id: merchantId,
        name_en: 'Salmiya',
        name_ar: 'السالمية',
        email: 'salmiya@demo.gulfpay.test',
        phone: '+96522250001',
        address_en: 'Salem Al Mubarak St, Block 10, Salmiya',
        address_ar: 'شارع سالم المبارك، قطعة 10، السالمية',
        image_url: demoImage('branch-salmiya'),
        minimum_order_minor: 3_000,
        delivery_time: 45,
        working_hours: JSON.stringify(ALWAYS_OPEN),
        lat: 29.3339,
        lng: 48.0763,
        position: 0,
      },
      {
        merchant_id: merchantId,
        name_en: 'Kuwait City',
        name_ar: 'مدينة الكويت',
        email: 'city@demo.gulfpay.test',
        phone: '+96522250002',
        address_en: 'Fahad Al Salem St, Qibla, Kuwait City',
        address_ar: 'شارع فهد السالم، القبلة، مدينة الكويت',
        image_url: demoImage('branch-city'),
        minimum_order_minor: 5_000,
        delivery_time: 60,
        working_hours: JSON.stringify(ALWAYS_OPEN),
        lat: 29.3759,
        lng: 47.9774,
        position: 1,
      },
    ])
    .returning('id')
    .execute();
  const zones = await trx
    .insertInto('food_delivery_zones')
    .values(
      branches.map((branch, index) => ({
        merchant_id: merchantId,
        branch_id: branch.id,
        name_en: index === 0 ? 'Hawalli Governorate' : 'Capital Governorate',
        name_ar: index === 0 ? 'محافظة حولي' : 'محافظة العاصمة',
      })),
    )
    .returning('id')
    .execute();
  await trx
    .insertInto('food_delivery_areas')
    .values(
      AREAS.map((area, position) => ({
        merchant_id: merchantId,
        zone_id: zones[area.branch]?.id ?? 0,
        branch_id: branches[area.branch]?.id ?? 0,
        name_en: area.name[0],
        name_ar: area.name[1],
        delivery_charges_minor: area.charges,
        minimum_order_minor: area.minimum,
        working_hours: JSON.stringify(ALWAYS_OPEN),
        position,
      })),
    )
    .execute();
  await trx
    .insertInto('food_banners')
    .values([
      {
        merchant_id: merchantId,
        image_url: demoImage('banner-1'),
        title_en: 'Fresh from the grill',
        title_ar: 'طازج من الشواية',
        position: 0,
      },
      {
        merchant_id: merchantId,
        image_url: demoImage('banner-2'),
        title_en: 'Catering for your gatherings',
        title_ar: 'ولائم لعزايمكم',
        position: 1,
      },
    ])
    .execute();
  await trx
    .insertInto('food_vouchers')
    .values([
      { merchant_id: merchantId, code: 'WELCOME10', discount_type: 'percentage', percent_bp: 1_000 },
      {
        merchant_id: merchantId,
        code: 'KWD1OFF',
        discount_type: 'fixed',
        amount_minor: 1_000,
        minimum_order_minor: 2_000,
      },
      { merchant_id: merchantId, code: 'FREESHIP', discount_type: 'no_discount' },
      {
        merchant_id: merchantId,
        code: 'RAMADAN24',
        discount_type: 'percentage',
        percent_bp: 2_000,
        starts_at: kuwaitDayStart('2024-03-10'),
        ends_at: new Date(kuwaitDayEnd('2024-04-09').getTime() - 1000),
      },
      {
        merchant_id: merchantId,
        code: 'PAUSED',
        discount_type: 'fixed',
        amount_minor: 500,
        is_active: false,
      },
    ])
    .execute();
}
