import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import { expireDue } from '../../server/modules/payments/transactions.ts';
import { catalogueOrderOf } from '../../src/domain/catalogue-order';
import type { AttentionOrders, CartQuote, CheckoutConflict } from '../../src/domain/contracts/catalogue';
import type { PayChoice } from '../../src/domain/contracts/payments';
import type { TransactionDetail } from '../../src/domain/contracts/transactions';
import {
  attemptOf,
  CUSTOMER,
  line,
  placed,
  retryAndApprove,
  SHOP,
  shopFixtures,
} from './catalogue-fixtures.ts';
import { ADMIN, authed, createTestApp, login } from './helper.ts';
import { pressSandbox } from './modules/payments/fixtures.ts';

const app = await createTestApp();
const { post, checkout, stockOf, setStock, orderOf } = shopFixtures(app);

async function codeUses(code: string): Promise<number> {
  const row = await queryable(app.db)
    .selectFrom('food_vouchers')
    .select('used_count')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.used_count;
}

describe('pricing a cart', () => {
  it('offers the pay choices for the server’s total, discounted prices included', async () => {
    // 2 × 5.250 sukkari + 1 × 8.800 sadu cushion (discounted from 11.000)
    const res = await post('/pay-choices', { lines: [line('sukkari-dates', 2), line('sadu-cushion')] });
    expect(res.statusCode).toBe(200);
    const knet = res.json<PayChoice[]>().find((choice) => choice.gateway_code === 'knet');
    expect(knet?.base_amount).toBe('19.300');
  });

  it('applies a discount code and says why one cannot be used, in the customer’s language', async () => {
    const res = await post('/invoice/discount', {
      lines: [line('sukkari-dates', 2)],
      discount_code: 'welcome10',
    });
    expect(res.json<CartQuote>()).toMatchObject({ subtotal: '10.500', discount: '1.050', total: '9.450' });
    const unknown = await post(
      '/invoice/discount',
      { lines: [line('sukkari-dates')], discount_code: 'NOPE' },
      'ar',
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['discount_code']);
  });

  it('asks for a product’s checkout fields and checks the store holds the cart', async () => {
    const missing = await post('/pay-choices', { lines: [line('gift-tray')] }, 'ar');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ 'lines[0].fields': ['نص النقش مطلوب'] });
    const stores = await queryable(app.db)
      .selectFrom('catalogue_stores')
      .select(['id', 'name_en'])
      .orderBy('id')
      .execute();
    const city = stores.find((store) => store.name_en === 'Kuwait City store');
    const lacking = await post('/pay-choices', { lines: [line('ajwa-dates')], store: city?.id });
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json()).toEqual({ store: ['This store does not hold: Ajwa dates, 1 kg'] });
  });
});

describe('checkout', () => {
  it('holds the stock and the code’s use, creates the transaction and sends the customer to pay', async () => {
    const before = { oud: await stockOf('royal-oud-oil'), uses: await codeUses('WELCOME10') };
    const lines = [line('royal-oud-oil', 2, { engraving: 'F.S.' }), line('musk-tahara', 3)];
    // (2 × 45.000 + 3 × 4.500) − 10 % = 93.150
    const order = placed(await checkout(lines, '93.150', { discount_code: 'WELCOME10' }));
    expect(order.redirect_url).toMatch(/\/gateway\/sandbox\//);
    expect(await stockOf('royal-oud-oil')).toBe((before.oud ?? 0) - 2);
    expect(await stockOf('musk-tahara')).toBeNull();
    expect(await codeUses('WELCOME10')).toBe(before.uses + 1);
    const stored = await orderOf(order.transaction_id);
    expect(stored).toMatchObject({
      state: 'held',
      total_minor: expect.anything(),
      voucher_id: expect.any(Number),
    });
    expect(stored.lines[0]).toMatchObject({
      slug: 'royal-oud-oil',
      quantity: 2,
      fields: { engraving: 'F.S.' },
    });
    const transaction = await queryable(app.db)
      .selectFrom('transactions')
      .select(['amount_minor', 'plugin', 'expiration_time', 'extra'])
      .where('id', '=', order.transaction_id)
      .executeTakeFirstOrThrow();
    expect([Number(transaction.amount_minor), transaction.plugin]).toEqual([93_150, 'catalogue']);
    // The order travels with its transaction: lists, details and webhooks show its lines.
    expect(catalogueOrderOf(transaction.extra)).toEqual({
      lines: [
        expect.objectContaining({
          slug: 'royal-oud-oil',
          quantity: 2,
          unit_price: '45.000',
          line_total: '90.000',
        }),
        expect.objectContaining({ slug: 'musk-tahara', quantity: 3, line_total: '13.500' }),
      ],
      subtotal: '103.500',
      discount: '10.350',
      discount_code: 'WELCOME10',
      store: null,
    });
    // Staff read it on the transaction's detail page as the rows carry it.
    const { access } = await login(app, ADMIN);
    const detail = await app.inject(
      authed(access, { method: 'GET', url: `${SHOP}/transaction/${order.transaction_id}` }),
    );
    expect(catalogueOrderOf(detail.json<TransactionDetail>().extra)).toEqual(
      catalogueOrderOf(transaction.extra),
    );
    // The hold lasts a gateway session: the transaction expires with it.
    expect(new Date(stored.hold_expires_at).getTime()).toBe(
      new Date(transaction.expiration_time ?? 0).getTime(),
    );

    expect((await pressSandbox(app, attemptOf(order.redirect_url), 'approve')).statusCode).toBe(303);
    expect((await orderOf(order.transaction_id)).state).toBe('sold');
    // The gateway brings the customer back to the /pos result page, which reads catalogue payments.
    const result = await app.inject({
      method: 'GET',
      url: `/api/v1/plugins/pos/transaction/details/${attemptOf(order.redirect_url)}`,
    });
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ state: 'success', transaction_type: 'catalogue' });
    expect(await stockOf('royal-oud-oil')).toBe((before.oud ?? 0) - 2);
  });

  it('answers a total the customer no longer owes with 409 and the cart priced again, charging nothing', async () => {
    const before = await stockOf('ajwa-dates');
    const res = await checkout([line('ajwa-dates', 2)], '16.000', {}, 'ar');
    expect(res.statusCode).toBe(409);
    const body = res.json<CheckoutConflict>();
    expect(body.message).toBe('تغيّرت الأسعار في سلتك. راجع المجموع الجديد وأكّد مرة أخرى.');
    expect(body.quote).toMatchObject({
      total: '17.000',
      lines: [{ slug: 'ajwa-dates', quantity: 2, line_total: '17.000' }],
    });
    expect(await stockOf('ajwa-dates')).toBe(before);
  });

  it('does not sell a sold-out product, and gives back the cart as it can be bought', async () => {
    const res = await checkout([line('amber-mukhallat'), line('date-syrup')], '24.600', {}, 'ar');
    expect(res.statusCode).toBe(409);
    const body = res.json<CheckoutConflict>();
    expect(body.message).toContain('مخلط عنبر');
    expect(body.quote?.lines.map((quoted) => quoted.slug)).toEqual(['date-syrup']);
    expect(body.quote?.total).toBe('2.600');
  });

  it('gives the stock and the code’s use back when the payment is declined', async () => {
    const before = { stock: await stockOf('dallah-brass'), uses: await codeUses('WELCOME10') };
    const order = placed(await checkout([line('dallah-brass')], '13.050', { discount_code: 'WELCOME10' }));
    expect(await stockOf('dallah-brass')).toBe((before.stock ?? 0) - 1);
    expect((await pressSandbox(app, attemptOf(order.redirect_url), 'decline')).statusCode).toBe(303);
    expect((await orderOf(order.transaction_id)).state).toBe('released');
    expect(await stockOf('dallah-brass')).toBe(before.stock);
    expect(await codeUses('WELCOME10')).toBe(before.uses);
  });

  it('gives the stock back when the hold expires unpaid', async () => {
    const before = await stockOf('thermos');
    const order = placed(await checkout([line('thermos', 4)], '23.600'));
    expect(await stockOf('thermos')).toBe((before ?? 0) - 4);
    await expireDue(app.db, new Date(Date.now() + 21 * 60_000));
    expect((await orderOf(order.transaction_id)).state).toBe('released');
    expect(await stockOf('thermos')).toBe(before);
  });
});

describe('a payment after its hold was released', () => {
  async function declinedThenRetried(slug: string, total: string) {
    const order = placed(await checkout([line(slug, 1, { engraving: 'A' })], total));
    await pressSandbox(app, attemptOf(order.redirect_url), 'decline');
    return order;
  }

  it('takes the stock again when it is still there', async () => {
    await setStock('majlis-rug', 2);
    const order = await declinedThenRetried('majlis-rug', '39.000');
    expect(await stockOf('majlis-rug')).toBe(2);
    await retryAndApprove(app, order.transaction_id);
    expect((await orderOf(order.transaction_id)).state).toBe('sold');
    expect(await stockOf('majlis-rug')).toBe(1);
  });

  it('flags the order for the merchant, never overselling, when the stock has gone', async () => {
    await setStock('incense-burner', 1);
    const order = await declinedThenRetried('incense-burner', '9.800');
    placed(await checkout([line('incense-burner', 1, { engraving: 'A' })], '9.800'));
    expect(await stockOf('incense-burner')).toBe(0);
    await retryAndApprove(app, order.transaction_id);
    expect((await orderOf(order.transaction_id)).state).toBe('needs_attention');
    expect(await stockOf('incense-burner')).toBe(0);
    const { access } = await login(app, ADMIN);
    const flagged = await app.inject(authed(access, { method: 'GET', url: `${SHOP}/order/needs-attention` }));
    expect(flagged.json<AttentionOrders>().results).toEqual([
      expect.objectContaining({
        transaction_id: order.transaction_id,
        customer_name: CUSTOMER.name,
        total: '9.800',
        lines: [
          { slug: 'incense-burner', name: { en: 'Brass incense burner', ar: 'مبخرة نحاسية' }, quantity: 1 },
        ],
      }),
    ]);
  });
});

describe('racing customers', () => {
  async function race(count: number, send: (index: number) => Promise<LightMyRequestResponse>) {
    const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
    return answers.map((res) => res.statusCode);
  }

  it('sells the last 5 units to exactly 5 of 50 checkouts; the others hear it is sold out', async () => {
    await setStock('cambodi-oud-chips', 5);
    const codes = await race(50, () => checkout([line('cambodi-oud-chips')], '32.500', {}, 'ar'));
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(45);
    expect(await stockOf('cambodi-oud-chips')).toBe(0);
  });

  it('reserves a code limited to 3 uses exactly 3 times under 20 concurrent checkouts', async () => {
    await queryable(app.db)
      .insertInto('food_vouchers')
      .values({
        merchant_id: (await orderMerchant()) ?? 0,
        code: 'THREE',
        discount_type: 'fixed',
        amount_minor: 1_000,
        max_uses: 3,
      })
      .execute();
    const codes = await race(20, () => checkout([line('date-syrup')], '1.600', { discount_code: 'THREE' }));
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 400)).toHaveLength(17);
    expect(await codeUses('THREE')).toBe(3);
  });
});

async function orderMerchant(): Promise<number | undefined> {
  const row = await queryable(app.db).selectFrom('catalogue_config').select('merchant_id').executeTakeFirst();
  return row?.merchant_id;
}
