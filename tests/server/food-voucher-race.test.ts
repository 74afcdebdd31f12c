import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { AdminDiscountCode, DiscountCodeRequest } from '../../src/domain/contracts/discount-codes';
import { PERMISSIONS } from '../../src/domain/permissions.ts';
import { ADDRESS, demoMenu, line, order, post } from './food-fixtures.ts';
import { createTestApp } from './helper.ts';
import { call, staffWith } from './modules/catalogue-admin/fixtures.ts';

const app = await createTestApp();
const menu = await demoMenu(app);
const salmiya = menu.branch('Salmiya');
const tikka = menu.item('Chicken Tikka');
const manager = await staffWith(app, 'voucher-manager', [PERMISSIONS.changeDiscounts], '10.24.0.2');
const api = call(app);

async function createCode(overrides: Partial<DiscountCodeRequest>): Promise<AdminDiscountCode> {
  const res = await api(manager, 'POST', 'discount-codes', {
    code: 'THREE',
    discount_type: 'fixed',
    amount: '1.000',
    minimum_order: '',
    max_uses: null,
    starts_on: null,
    ends_on: null,
    is_active: true,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminDiscountCode>();
}
const uses = async (code: string) =>
  (
    await queryable(app.db)
      .selectFrom('food_vouchers')
      .select('used_count')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).used_count;
const pickup = (voucher: string) =>
  order({ branch: salmiya.id, lines: [line(tikka.id, { quantity: 2 })], voucher });

describe('a voucher limited to 3 uses', () => {
  it('is used by exactly 3 of 20 concurrent checkouts; the others hear why on the voucher', async () => {
    await createCode({ code: 'THREE', max_uses: 3 });
    const answers: LightMyRequestResponse[] = await Promise.all(
      Array.from({ length: 20 }, () => post(app, '/checkout', pickup('THREE'))),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 400)).toHaveLength(17);
    for (const res of answers.filter((answer) => answer.statusCode === 400)) {
      expect(Object.keys(res.json())).toEqual(['voucher']);
    }
    expect(await uses('THREE')).toBe(3);
  });
});

describe('a voucher for some delivery types', () => {
  it('is kept with its types, and refused on activation and at checkout for another type', async () => {
    const code = await createCode({ code: 'PICKUP5', delivery_types: ['pickup', 'catering'] });
    expect(code.delivery_types).toEqual(['pickup', 'catering']);
    const activate = (delivery_type: string) =>
      post(app, '/voucher/activate/', { code: 'pickup5', subtotal: '10.000', delivery_type });
    expect((await activate('pickup')).statusCode).toBe(200);
    const refused = await activate('delivery');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toEqual(['This voucher is not valid for this kind of order']);

    const area = menu.area('Salmiya');
    const delivery = order({
      delivery_type: 'delivery',
      delivery_area: area.id,
      address: ADDRESS,
      lines: [line(tikka.id, { quantity: 2 })],
      voucher: 'PICKUP5',
    });
    const atCheckout = await post(app, '/checkout', delivery);
    expect(atCheckout.statusCode).toBe(400);
    expect(atCheckout.json().voucher).toEqual(['This voucher is not valid for this kind of order']);
    expect((await post(app, '/checkout', pickup('PICKUP5'))).statusCode).toBe(201);
  });

  it('serves every type again once its types are cleared, and the change is logged once', async () => {
    const code = await createCode({ code: 'ALLTYPES', delivery_types: ['delivery'] });
    const same = await api(manager, 'PATCH', `discount-codes/${code.id}`, { delivery_types: ['delivery'] });
    expect(same.statusCode).toBe(200);
    const cleared = await api(manager, 'PATCH', `discount-codes/${code.id}`, { delivery_types: null });
    expect(cleared.json<AdminDiscountCode>().delivery_types).toBeNull();
    const edits = await queryable(app.db)
      .selectFrom('activity_log')
      .select('action')
      .where('action', '=', 'activity.discount_code_edited')
      .execute();
    expect(edits).toHaveLength(1);
    expect((await post(app, '/checkout', pickup('ALLTYPES'))).statusCode).toBe(201);
    const empty = await api(manager, 'PATCH', `discount-codes/${code.id}`, { delivery_types: [] });
    expect(empty.statusCode).toBe(400);
  });
});
