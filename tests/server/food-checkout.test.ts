import { describe, expect, it } from 'vitest';
import { handleOf, inTransaction, queryable } from '../../server/db/handle.ts';
import { expireDue, setTransactionState } from '../../server/modules/payments/service.ts';
import type { OrderDetails } from '../../src/domain/contracts/food-orders';
import type { AttemptResult, PayChoice } from '../../src/domain/contracts/payments';
import { ADDRESS, checkout, demoMenu, get, line, order, post } from './food-fixtures.ts';
import { createTestApp } from './helper.ts';
import { type AnnouncedOrder, announcedOrders } from './live-events-fixtures.ts';
import { pressSandbox } from './modules/payments/fixtures.ts';

const app = await createTestApp();
const menu = await demoMenu(app);
const salmiya = menu.branch('Salmiya');
const machboos = await menu.detail('Chicken Machboos');
const tikka = menu.item('Chicken Tikka');
const grill = await menu.detail('Mixed Grill');
const tray = await menu.detail('Machboos Tray');
const harees = menu.item('Harees Tray');
const catering = menu.category('Catering Trays');

const rice = machboos.options[0];
const machboosRice = { [String(rice?.id)]: rice?.items[0]?.id ?? 0 };

const stored = (id: string) =>
  queryable(app.db).selectFrom('food_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** The customer's confirmation: the order's number and the token its checkout returned. */
const details = (placed: { order_number: string; token: string }) =>
  get<OrderDetails>(app, `/order/details/${placed.order_number}?token=${placed.token}`);

const announced = (run: () => Promise<unknown>): Promise<AnnouncedOrder[]> => announcedOrders(app, run);

describe('pickup with cash on delivery', () => {
  it('prices the order itself, ignoring the client’s subtotal and line totals, and shows it to the kitchen at once', async () => {
    const body = {
      ...order({
        branch: salmiya.id,
        lines: [
          line(machboos.id, {
            quantity: 2,
            options: machboosRice,
            add_ons: [machboos.add_ons[0]?.id ?? 0, machboos.add_ons[1]?.id ?? 0],
            special_instructions: 'Less salt',
          }),
          line(tikka.id),
        ],
      }),
      // A tampered client: its own subtotal and line prices must change nothing (a total it
      // was shown is checked: food-checkout-changes.test.ts).
      subtotal: '0.001',
    };
    (body.lines[0] as unknown as Record<string, unknown>).price = '0.001';
    let placed = { order_number: '', order_id: '', token: '', redirect_url: null as string | null };
    const events = await announced(async () => {
      placed = await checkout(app, body);
    });
    expect(placed.redirect_url).toBeNull();
    expect(placed.order_number).toMatch(/^\d{4,}$/);
    // (3.500 + 0.250 + 1.000) × 2 + tikka at its discounted 2.750
    const shown = await details(placed);
    expect(shown).toMatchObject({
      state: 'received',
      delivery_type: 'pickup',
      subtotal: '12.250',
      discount: '0.000',
      delivery_charges: '0.000',
      total: '12.250',
      payment: { state: 'cod', gateway: 'cod' },
    });
    expect(shown.lines[0]).toMatchObject({
      name: { en: 'Chicken Machboos', ar: 'مجبوس دجاج' },
      quantity: 2,
      options: [{ group: { en: 'Rice', ar: 'الرز' }, choice: { en: 'Machboos rice', ar: 'رز مجبوس' } }],
      special_instructions: 'Less salt',
      line_total: '9.500',
    });
    expect(events.map((event) => event.order.number)).toEqual([placed.order_number]);
    expect((await stored(placed.order_id)).visible_at).not.toBeNull();
  });

  it('masks the customer’s contact details on the confirmation link, which is easily passed on', async () => {
    const placed = await checkout(
      app,
      order({ branch: salmiya.id, lines: [line(tikka.id, { quantity: 2 })] }),
    );
    const shown = await details(placed);
    expect(shown.id).toBe(placed.order_id);
    expect(shown.customer).toEqual({ name: 'Fatima', phone: '••••••••1234', email: 'f•••@example.kw' });
    expect(shown.address).toBeNull();
  });
});

describe('delivery paid online', () => {
  it('charges the area, applies WELCOME10, and shows the order to the kitchen only once paid', async () => {
    const hawally = menu.area('Hawally');
    const body = order({
      delivery_type: 'delivery',
      delivery_area: hawally.id,
      address: ADDRESS,
      voucher: 'welcome10',
      gateway_code: 'knet',
      lines: [line(grill.id, { size: grill.sizes[1]?.id ?? 0, add_ons: [grill.add_ons[1]?.id ?? 0] })],
    });
    const choices = (await post(app, '/pay-choices', body)).json<PayChoice[]>();
    const knet = choices.find((choice) => choice.gateway_code === 'knet');
    // Family 8.250 + garlic 0.200 = 8.450; −0.845 (10 %) + 0.750 delivery = 8.355
    expect(knet).toMatchObject({ base_amount: '8.355', delivery_charges: '0.750' });

    const placed = await checkout(app, body);
    expect(placed.redirect_url).toMatch(/\/gateway\/sandbox\//);
    expect((await stored(placed.order_id)).visible_at).toBeNull();
    expect(await details(placed)).toMatchObject({
      subtotal: '8.450',
      discount: '0.845',
      delivery_charges: '0.750',
      total: '8.355',
      voucher: 'WELCOME10',
      payment: { state: 'pending' },
    });

    const attemptId = placed.redirect_url?.split('/gateway/sandbox/')[1]?.split(/[?#]/)[0] ?? '';
    const events = await announced(async () => {
      expect((await pressSandbox(app, attemptId, 'approve')).statusCode).toBe(303);
    });
    expect(events.map((event) => [event.order.number, event.order.payment_state])).toEqual([
      [placed.order_number, 'paid'],
    ]);
    expect((await stored(placed.order_id)).visible_at).not.toBeNull();
    const transaction = await queryable(app.db)
      .selectFrom('transactions')
      .select(['amount_minor', 'plugin', 'next_url'])
      .where('id', '=', (await stored(placed.order_id)).transaction_id ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(transaction.amount_minor)).toBe(8_355);
    expect(transaction.plugin).toBe('food_ordering');
    expect(transaction.next_url).toBe(
      `http://pay.test/en/order-confirmation/${placed.order_number}?token=${placed.token}`,
    );
  });

  it("brings the customer back from the gateway to a result page with the order's number", async () => {
    const pickup = () =>
      order({ branch: salmiya.id, gateway_code: 'knet', lines: [line(tikka.id, { quantity: 2 })] });
    const result = async (redirect: string | null, button: 'approve' | 'decline') => {
      const attemptId = redirect?.split('/gateway/sandbox/')[1]?.split(/[?#]/)[0] ?? '';
      const pressed = await pressSandbox(app, attemptId, button);
      expect(pressed.headers.location).toBe(`http://pay.test/en/pos/attempt-detail/${attemptId}`);
      const page = await app.inject({ url: `/api/v1/plugins/pos/transaction/details/${attemptId}` });
      expect(page.statusCode).toBe(200);
      return page.json<AttemptResult>();
    };

    const paid = await checkout(app, pickup());
    const approved = await result(paid.redirect_url, 'approve');
    expect(approved).toMatchObject({
      state: 'success',
      transaction_type: 'food_ordering',
      try_again_url: null,
    });
    expect(Object.values(approved.customer_details)).toContain(paid.order_number);
    // A payment that went through moves on to the order's confirmation (QR code, feedback).
    expect(approved.next_url).toBe(
      `http://pay.test/en/order-confirmation/${paid.order_number}?token=${paid.token}`,
    );

    const unpaid = await checkout(app, pickup());
    const declined = await result(unpaid.redirect_url, 'decline');
    expect(declined.state).toBe('failed');
    expect(declined.next_url).toBeNull();
    const transactionId = (await stored(unpaid.order_id)).transaction_id;
    expect(declined.try_again_url).toBe(`http://pay.test/en/pos/pay/${transactionId}`);
  });

  it('announces nothing when the payment that would show the order rolls back', async () => {
    const placed = await checkout(
      app,
      order({ branch: salmiya.id, gateway_code: 'knet', lines: [line(tikka.id, { quantity: 3 })] }),
    );
    const transactionId = (await stored(placed.order_id)).transaction_id ?? '';
    const rolledBack = await announced(async () => {
      const failure = queryable(app.db)
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .selectFrom('transactions')
            .select(['id', 'state'])
            .where('id', '=', transactionId)
            .executeTakeFirstOrThrow();
          expect(row.state).toBe('pending');
          await setTransactionState(handleOf(trx), row, 'paid');
          throw new Error('the database failed before commit');
        });
      await expect(failure).rejects.toThrow('before commit');
    });
    expect(rolledBack).toEqual([]);
    expect((await stored(placed.order_id)).visible_at).toBeNull();

    // The same change committed is announced once, with its branch in both languages.
    const committed = await announced(() =>
      inTransaction(app.db, (trx) =>
        setTransactionState(trx, { id: transactionId, state: 'pending' }, 'paid'),
      ),
    );
    expect(committed.map((event) => [event.order.number, event.order.branch, event.branch])).toEqual([
      [placed.order_number, 'Salmiya', salmiya.name],
    ]);
  });

  it('cancels an unpaid order whose payment expires, never shows it, and gives its voucher use back', async () => {
    const uses = async () =>
      (
        await queryable(app.db)
          .selectFrom('food_vouchers')
          .select('used_count')
          .where('code', '=', 'WELCOME10')
          .executeTakeFirstOrThrow()
      ).used_count;
    const before = await uses();
    const body = order({
      delivery_type: 'delivery',
      delivery_area: menu.area('Salmiya').id,
      address: ADDRESS,
      gateway_code: 'knet',
      voucher: 'WELCOME10',
      lines: [line(tikka.id, { quantity: 2 })],
    });
    const placed = await checkout(app, body);
    expect(await uses()).toBe(before + 1);
    const transactionId = (await stored(placed.order_id)).transaction_id ?? '';
    await queryable(app.db)
      .updateTable('transactions')
      .set({ expiration_time: new Date(Date.now() - 1000) })
      .where('id', '=', transactionId)
      .execute();
    await expireDue(app.db);
    const row = await stored(placed.order_id);
    expect(row.state).toBe('cancelled');
    expect(row.visible_at).toBeNull();
    expect(await uses()).toBe(before);
  });

  it('needs the delivery address', async () => {
    const res = await post(
      app,
      '/checkout',
      order({
        delivery_type: 'delivery',
        delivery_area: menu.area('Salmiya').id,
        lines: [line(tikka.id, { quantity: 2 })],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('address');
  });
});

describe('catering', () => {
  const cateringOrder = (plates: number, overrides = {}) =>
    order({
      delivery_type: 'catering',
      branch: salmiya.id,
      catering_date: '2099-12-31',
      plates: { [String(catering.id)]: plates },
      lines: [
        line(tray.id, {
          category_id: catering.id,
          options: { [String(tray.options[0]?.id)]: tray.options[0]?.items[1]?.id ?? 0 },
        }),
        line(harees.id, { category_id: catering.id, quantity: 7 }),
      ],
      ...overrides,
    });

  it('prices every tray per plate and adds the category’s service charges once', async () => {
    const placed = await checkout(app, cateringOrder(12));
    // Lamb tray (2.500 + 0.500) × 12 + harees 2.000 × 12 = 60.000, + 5.000 service
    expect(await details(placed)).toMatchObject({
      delivery_type: 'catering',
      catering_date: '2099-12-31',
      subtotal: '60.000',
      service_charges: '5.000',
      total: '65.000',
    });
    expect((await details(placed)).lines.map((l) => [l.quantity, l.category?.en])).toEqual([
      [12, 'Catering Trays'],
      [12, 'Catering Trays'],
    ]);
  });

  it('refuses fewer plates than the category’s minimum, and a date in the past', async () => {
    const few = await post(app, '/catering-checkout', cateringOrder(9));
    expect(few.statusCode).toBe(400);
    expect(few.json()).toEqual({ plates: ['Catering Trays needs at least 10 plates'] });
    const past = await post(app, '/catering-checkout', cateringOrder(10, { catering_date: '2020-01-01' }));
    expect(past.json()).toEqual({ catering_date: ['The catering date cannot be in the past'] });
  });

  it('keeps catering and everyday menus apart', async () => {
    const res = await post(
      app,
      '/checkout',
      order({ branch: salmiya.id, lines: [line(harees.id, { quantity: 20 })] }),
    );
    expect(res.json()).toEqual({ lines: ['Item 1 is not on this menu'] });
    const wrongEndpoint = await post(app, '/checkout', cateringOrder(10));
    expect(wrongEndpoint.statusCode).toBe(400);
  });
});

describe('what checkout refuses', () => {
  it("takes no order while the merchant has paused payments, and says why in the merchant's words", async () => {
    const merchants = queryable(app.db).updateTable('merchants');
    const count = async () =>
      (await queryable(app.db).selectFrom('food_orders').select('id').execute()).length;
    const before = await count();
    await merchants
      .set({ payments_paused: true, pause_message_en: 'Closed for Eid, back on Sunday' })
      .execute();
    try {
      for (const gateway_code of ['knet', 'cod']) {
        const res = await post(
          app,
          '/checkout',
          order({ branch: salmiya.id, gateway_code, lines: [line(tikka.id, { quantity: 5 })] }),
        );
        expect(res.statusCode, res.body).toBe(423);
        expect(res.json()).toEqual({ message: 'Closed for Eid, back on Sunday' });
      }
      expect(await count()).toBe(before);
    } finally {
      await merchants.set({ payments_paused: false, pause_message_en: '' }).execute();
    }
  });

  it('checks every line against the menu, in the customer’s language', async () => {
    const umAli = menu.item('Umm Ali');
    const res = await post(
      app,
      '/checkout',
      order({
        branch: salmiya.id,
        lang: 'ar',
        lines: [
          line(umAli.id),
          line(machboos.id),
          line(machboos.id, { options: machboosRice, add_ons: [99] }),
          line(tikka.id, { special_instructions: 'x'.repeat(257) }),
          line(grill.id, { size: 42 }),
        ],
      }),
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      lines: [
        'أم علي غير متوفر حاليًا',
        'اختر الرز لـ مجبوس دجاج',
        'إحدى الإضافات لا تخص مجبوس دجاج',
        'يجب ألا تزيد التعليمات الخاصة عن 256 حرفًا',
        'اختر أحد أحجام مشاوي مشكلة',
      ],
    });
  });

  it('refuses an order below the branch’s minimum', async () => {
    const res = await post(app, '/checkout', order({ branch: salmiya.id, lines: [line(tikka.id)] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['The minimum order is 3.000 KWD'] });
  });

  it('writes the minimum in Arabic with the amount isolated, the code after it as on every screen', async () => {
    const res = await post(
      app,
      '/checkout',
      order({ branch: salmiya.id, lines: [line(tikka.id)], lang: 'ar' }),
      {
        'accept-language': 'ar',
      },
    );
    expect(res.json()).toEqual({ non_field_errors: ['الحد الأدنى للطلب \u20683.000 KWD\u2069'] });
  });

  it('refuses a customer email the forms refuse, in the customer’s language, and places nothing', async () => {
    const before = await queryable(app.db)
      .selectFrom('food_orders')
      .select(queryable(app.db).fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const answers = [
      ['en', 'Enter valid email address'],
      ['ar', 'أدخل بريداً إلكترونياً صحيحاً'],
    ] as const;
    for (const [lang, message] of answers) {
      const body = order({
        branch: salmiya.id,
        lines: [line(machboos.id, { options: machboosRice })],
        customer: { name: 'Fatima', phone: '+96550001234', email: 'fatima@example.c' },
        lang,
      });
      const res = await post(app, '/checkout', body, { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ email: [message] });
    }
    const after = await queryable(app.db)
      .selectFrom('food_orders')
      .select(queryable(app.db).fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('re-checks the voucher: fixed and no-discount apply, an expired one refuses', async () => {
    const base = { branch: salmiya.id, lines: [line(tikka.id, { quantity: 2 })] };
    const fixed = await checkout(app, order({ ...base, voucher: 'KWD1OFF' }));
    expect(await details(fixed)).toMatchObject({
      subtotal: '5.500',
      discount: '1.000',
      total: '4.500',
    });
    const none = await checkout(app, order({ ...base, voucher: 'FREESHIP' }));
    expect(await details(none)).toMatchObject({ discount: '0.000', total: '5.500' });
    const expired = await post(app, '/checkout', order({ ...base, voucher: 'RAMADAN24' }));
    expect(expired.json()).toEqual({ voucher: ['This voucher has expired'] });
  });

  it('refuses a closed branch, saying when it opens', async () => {
    const city = menu.branch('Kuwait City');
    // Open only on a weekday that is not today in Kuwait: closed now, whatever the hour.
    const today = new Date(Date.now() + 3 * 60 * 60 * 1000).getUTCDay();
    const hours = [{ weekday: (today + 2) % 7, opens: '09:00', closes: '17:00' }];
    await queryable(app.db)
      .updateTable('food_branches')
      .set({ working_hours: JSON.stringify(hours) })
      .where('id', '=', city.id)
      .execute();
    const res = await post(
      app,
      '/checkout',
      order({ branch: city.id, lines: [line(tikka.id, { quantity: 3 })] }),
    );
    expect(res.statusCode).toBe(400);
    const [message] = res.json<{ non_field_errors: string[] }>().non_field_errors;
    expect(message).toMatch(/^The branch is closed now; it opens at \w{3}, \d{1,2} \w{3,4} \d{4}, 09:00 AM$/);
    const count = await queryable(app.db)
      .selectFrom('food_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('branch_id', '=', city.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('order numbers and retries', () => {
  it('gives concurrent checkouts distinct, consecutive numbers', async () => {
    const body = order({ branch: salmiya.id, lines: [line(tikka.id, { quantity: 2 })] });
    const placed = await Promise.all(Array.from({ length: 8 }, () => checkout(app, body)));
    const numbers = placed.map((p) => Number(p.order_number)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(7);
  });

  it('answers a retried checkout with the same order (Idempotency-Key)', async () => {
    const body = order({ branch: salmiya.id, lines: [line(tikka.id, { quantity: 2 })] });
    const first = await post(app, '/checkout', body, { 'idempotency-key': 'food-retry-1' });
    const again = await post(app, '/checkout', body, { 'idempotency-key': 'food-retry-1' });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });
});

describe('order feedback', () => {
  it('takes one rating per order', async () => {
    const placed = await checkout(
      app,
      order({ branch: salmiya.id, lines: [line(tikka.id, { quantity: 2 })] }),
    );
    const url = `/order-feedback/${placed.order_number}`;
    const { token } = placed;
    const first = await post(
      app,
      url,
      { rating: 5, comment: 'Delicious', token },
      { 'accept-language': 'ar' },
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'شكرًا لتقييمك' });
    expect((await post(app, url, { rating: 4, comment: '', token })).statusCode).toBe(409);
    const form = await app.inject({
      method: 'OPTIONS',
      url: `/api/v1/plugins/food_ordering${url}?token=${token}`,
    });
    expect(form.json()).toMatchObject({ submitted: true });
    expect((await post(app, '/order-feedback/424242', { rating: 5, token })).statusCode).toBe(404);
  });
});
