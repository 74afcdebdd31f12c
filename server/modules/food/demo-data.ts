import type { DiscountCodeRequest } from '../../../src/domain/contracts/discount-codes.ts';
import { formatAmount } from '../../../src/domain/money.ts';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import type { FoodWorkingHours } from '../../db/tables-food.ts';
import { writeDiscountCode } from '../discount-codes/service.ts';
import { writeArea, writeBanner, writeBranch, writeZone } from '../menu-admin/service.ts';
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

const BRANCHES = [
  {
    name_en: 'Salmiya',
    name_ar: 'السالمية',
    email: 'salmiya@demo.gulfpay.test',
    phone: '+96522250001',
    address_en: 'Salem Al Mubarak St, Block 10, Salmiya',
    address_ar: 'شارع سالم المبارك، قطعة 10، السالمية',
    image: 'branch-salmiya',
    minimum_order: '3.000',
    delivery_time: 45,
    lat: 29.3339,
    lng: 48.0763,
  },
  {
    name_en: 'Kuwait City',
    name_ar: 'مدينة الكويت',
    email: 'city@demo.gulfpay.test',
    phone: '+96522250002',
    address_en: 'Fahad Al Salem St, Qibla, Kuwait City',
    address_ar: 'شارع فهد السالم، القبلة، مدينة الكويت',
    image: 'branch-city',
    minimum_order: '5.000',
    delivery_time: 60,
    lat: 29.3759,
    lng: 47.9774,
  },
];

const BANNERS: { image: string; title: [string, string] }[] = [
  { image: 'banner-1', title: ['Fresh from the grill', 'طازج من الشواية'] },
  { image: 'banner-2', title: ['Catering for your gatherings', 'ولائم لعزايمكم'] },
];

const voucher = (
  code: string,
  discount: Pick<DiscountCodeRequest, 'discount_type' | 'amount'> & Partial<DiscountCodeRequest>,
): DiscountCodeRequest => ({
  code,
  minimum_order: '',
  max_uses: null,
  starts_on: null,
  ends_on: null,
  is_active: true,
  delivery_types: null,
  ...discount,
});

/** The food e2e specs and the server's tests use these codes: each shows one way a code behaves. */
const VOUCHERS: DiscountCodeRequest[] = [
  voucher('WELCOME10', { discount_type: 'percentage', amount: '10' }),
  voucher('KWD1OFF', { discount_type: 'fixed', amount: '1.000', minimum_order: '2.000' }),
  voucher('FREESHIP', { discount_type: 'no_discount', amount: '' }),
  // Its days are long past: a code that has expired.
  voucher('RAMADAN24', {
    discount_type: 'percentage',
    amount: '20',
    starts_on: '2024-03-10',
    ends_on: '2024-04-09',
  }),
  voucher('PAUSED', { discount_type: 'fixed', amount: '0.500', is_active: false }),
];

/**
 * A Kuwaiti restaurant: four categories (one catering), two branches, three areas, five vouchers.
 * The menu, branches, areas and banners go through the menu admin service, and the vouchers
 * through the discount codes' service, as the dashboard's do: the demo holds what it could write.
 */
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
  const menu = handleOf(trx);
  await seedDemoMenu(menu, merchantId);
  const branchIds: number[] = [];
  for (const [position, branch] of BRANCHES.entries()) {
    const image = demoImage(branch.image);
    const { image: _name, ...fields } = branch;
    const written = await writeBranch(
      menu,
      merchantId,
      {
        ...fields,
        image_url: image,
        working_hours: ALWAYS_OPEN,
        hours_exceptions: [],
        closed_now: false,
        is_active: true,
        position,
      },
      [image],
    );
    branchIds.push(written.id);
  }
  const zoneIds: number[] = [];
  for (const [index, branchId] of branchIds.entries()) {
    const zone = await writeZone(menu, merchantId, {
      branch_id: branchId,
      name_en: index === 0 ? 'Hawalli Governorate' : 'Capital Governorate',
      name_ar: index === 0 ? 'محافظة حولي' : 'محافظة العاصمة',
    });
    zoneIds.push(zone.id);
  }
  for (const [position, area] of AREAS.entries())
    await writeArea(menu, merchantId, {
      zone_id: zoneIds[area.branch] ?? 0,
      branch_id: branchIds[area.branch] ?? 0,
      name_en: area.name[0],
      name_ar: area.name[1],
      delivery_charges: formatAmount(area.charges, 'KWD'),
      minimum_order: formatAmount(area.minimum, 'KWD'),
      working_hours: ALWAYS_OPEN,
      hours_exceptions: [],
      is_active: true,
      position,
    });
  for (const [position, banner] of BANNERS.entries()) {
    const image = demoImage(banner.image);
    await writeBanner(
      menu,
      merchantId,
      { image_url: image, title_en: banner.title[0], title_ar: banner.title[1], position, is_active: true },
      [image],
    );
  }
  for (const voucher of VOUCHERS) await writeDiscountCode(menu, merchantId, voucher);
}
