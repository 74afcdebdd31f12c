import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { CartQuote } from '../../../../src/domain/contracts/catalogue.ts';
import type {
  AdminDiscountCode,
  DiscountCodePage,
  DiscountCodeRequest,
} from '../../../../src/domain/contracts/discount-codes.ts';
import type { VoucherActivation } from '../../../../src/domain/contracts/food.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { call, logged, staffWith } from '../catalogue-admin/fixtures.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN, '10.23.0.1')).access;
const manager = await staffWith(app, 'code-manager', [PERMISSIONS.changeDiscounts], '10.23.0.2');
const shopKeeper = await staffWith(app, 'code-outsider', [PERMISSIONS.changeProducts], '10.23.0.3');
const api = call(app);

const CODE: DiscountCodeRequest = {
  code: 'Eid12',
  discount_type: 'percentage',
  amount: '12.50',
  minimum_order: '',
  max_uses: 5,
  starts_on: null,
  ends_on: null,
  is_active: true,
};

async function create(overrides: Partial<DiscountCodeRequest> = {}): Promise<AdminDiscountCode> {
  const res = await api(manager, 'POST', 'discount-codes', { ...CODE, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminDiscountCode>();
}

const shopDiscount = (code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/plugins/catalogue/invoice/discount',
    payload: { lines: [{ slug: 'date-syrup', quantity: 1, fields: {} }], discount_code: code },
    remoteAddress: '10.23.1.1',
  });
const menuVoucher = (code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/plugins/food_ordering/voucher/activate/',
    payload: { code, subtotal: '5.000' },
    remoteAddress: '10.23.1.2',
  });

describe("the merchant's discount codes", () => {
  it('are managed with change_discount alone: product staff and strangers are refused', async () => {
    expect((await api(shopKeeper, 'GET', 'discount-codes')).statusCode).toBe(403);
    expect((await api(shopKeeper, 'POST', 'discount-codes', CODE)).statusCode).toBe(403);
    expect((await api(shopKeeper, 'PATCH', 'discount-codes/1', { is_active: false })).statusCode).toBe(403);
    expect((await api(shopKeeper, 'POST', 'discount-codes/1/deactivate')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/admin/discount-codes' })).statusCode).toBe(401);
  });

  it('lists the demo codes with their uses and whether each is live, searched and paged', async () => {
    const page = (await api(manager, 'GET', 'discount-codes?limit=20')).json<DiscountCodePage>();
    const byCode = new Map(page.results.map((code) => [code.code, code]));
    expect(byCode.get('WELCOME10')).toMatchObject({ discount_type: 'percentage', amount: '10', live: true });
    expect(byCode.get('KWD1OFF')).toMatchObject({ amount: '1.000', minimum_order: '2.000', live: true });
    expect(byCode.get('RAMADAN24')).toMatchObject({
      starts_on: '2024-03-10',
      ends_on: '2024-04-09',
      live: false,
    });
    expect(byCode.get('PAUSED')).toMatchObject({ amount: '0.500', is_active: false, live: false });
    expect(byCode.get('FREESHIP')).toMatchObject({ discount_type: 'no_discount', amount: '', live: true });
    // Written through the codes' own checks, but as the demo's first codes, nobody's action.
    expect(await logged(app, 'activity.discount_code_created')).toEqual([]);
    const found = (await api(manager, 'GET', 'discount-codes?search=ramadan')).json<DiscountCodePage>();
    expect(found.results.map((code) => code.code)).toEqual(['RAMADAN24']);
    const first = (await api(manager, 'GET', 'discount-codes?limit=1')).json<DiscountCodePage>();
    expect(first.results).toHaveLength(1);
    expect(first.next).toContain('offset=1');
  });

  it('creates a code the shop and the food menu both take at once, logged', async () => {
    const code = await create();
    expect(code).toMatchObject({ code: 'EID12', amount: '12.5', used_count: 0, max_uses: 5, live: true });
    const quote = await shopDiscount('eid12');
    expect(quote.statusCode, quote.body).toBe(200);
    // 12.5 % of 2.600 KWD is exactly 0.325.
    expect(quote.json<CartQuote>()).toMatchObject({ subtotal: '2.600', discount: '0.325', total: '2.275' });
    const voucher = await menuVoucher('EID12');
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(voucher.json<VoucherActivation>()).toMatchObject({ discount_type: 'percentage', amount: '12.5' });
    const [entry] = await logged(app, 'activity.discount_code_created');
    expect(entry).toMatchObject({ actor: 'code-manager', plugin: null, params: { name: 'EID12' } });
    expect(entry?.params.changes).toContainEqual({ field: 'amount', before: null, after: '12.5' });
    // The log masks every field named like a secret ("code"); the entry names the code instead.
    expect(entry?.params.changes).toContainEqual({ field: 'code', before: null, after: '••••' });
  });

  it('refuses a taken code whatever its case, a bad percent, a bad amount and days out of order', async () => {
    await create({ code: 'SUMMER5', discount_type: 'fixed', amount: '5' });
    const taken = await api(manager, 'POST', 'discount-codes', { ...CODE, code: 'summer5' }, 'ar');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ code: ['لديك رمز خصم آخر مكتوب بالطريقة نفسها.'] });
    for (const amount of ['0', '101', '12.345', 'ten']) {
      const bad = await api(manager, 'POST', 'discount-codes', { ...CODE, code: 'PCT', amount });
      expect(bad.statusCode, amount).toBe(400);
      expect(Object.keys(bad.json()), amount).toEqual(['amount']);
    }
    const money = await api(manager, 'POST', 'discount-codes', {
      ...CODE,
      code: 'FIX',
      discount_type: 'fixed',
      amount: '1.2345',
      minimum_order: 'x',
    });
    expect(Object.keys(money.json()).sort()).toEqual(['amount', 'minimum_order']);
    const days = await api(manager, 'POST', 'discount-codes', {
      ...CODE,
      code: 'DAYS',
      starts_on: '2026-05-10',
      ends_on: '2026-05-09',
    });
    expect(days.json()).toEqual({ ends_on: ['The last day must not be before the first day.'] });
    const notADay = await api(manager, 'POST', 'discount-codes', {
      ...CODE,
      code: 'DAYS',
      starts_on: '2026-02-30',
    });
    expect(Object.keys(notADay.json())).toEqual(['starts_on']);
  });

  it('keeps a limit above the uses a code has had, and logs each change with before and after', async () => {
    const code = await create({ code: 'LIMITED', discount_type: 'fixed', amount: '0.5', max_uses: 3 });
    // Two checkouts have counted a use each.
    await queryable(app.db)
      .updateTable('food_vouchers')
      .set({ used_count: 2 })
      .where('id', '=', code.id)
      .execute();
    const low = await api(manager, 'PATCH', `discount-codes/${code.id}`, { max_uses: 1 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      max_uses: ['This code has been used 2 times already: the limit cannot be lower.'],
    });
    const edited = await api(manager, 'PATCH', `discount-codes/${code.id}`, {
      max_uses: 2,
      ends_on: '2099-12-31',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminDiscountCode>()).toMatchObject({ used_count: 2, max_uses: 2, live: false });
    expect((await shopDiscount('LIMITED')).statusCode).toBe(400);
    const [entry] = await logged(app, 'activity.discount_code_edited');
    expect(entry?.params.changes).toEqual([
      { field: 'max_uses', before: 3, after: 2 },
      { field: 'ends_on', before: null, after: '2099-12-31' },
    ]);
    expect((await api(manager, 'PATCH', 'discount-codes/999999', { max_uses: 9 })).statusCode).toBe(404);
  });

  it('deactivates a code so neither shop takes it, logged once', async () => {
    const code = await create({ code: 'STOPME' });
    const res = await api(admin, 'POST', `discount-codes/${code.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminDiscountCode>()).toMatchObject({ is_active: false, live: false });
    expect((await api(admin, 'POST', `discount-codes/${code.id}/deactivate`)).statusCode).toBe(200);
    expect((await shopDiscount('STOPME')).statusCode).toBe(400);
    expect((await menuVoucher('STOPME')).statusCode).toBe(400);
    expect(await logged(app, 'activity.discount_code_deactivated')).toHaveLength(1);
    expect((await api(admin, 'POST', 'discount-codes/999999/deactivate')).statusCode).toBe(404);
  });
});
