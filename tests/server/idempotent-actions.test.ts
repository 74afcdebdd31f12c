import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { OrderDetails } from '../../src/domain/contracts/food-orders';
import { ADMIN, authed, createTestApp, login } from './helper.ts';
import { call, orderPlacer } from './kitchen-fixtures.ts';

/**
 * Staff actions that make something beside money: a message to the customer, a copy of an
 * order for the kitchen. Retried with their Idempotency-Key, they happen once.
 */
const app = await createTestApp({ smtpUrl: null });
const admin = (await login(app, ADMIN, '10.8.1.1')).access;
const place = await orderPlacer(app);

async function payableRequest(phone: string) {
  const { id: merchantId } = await queryable(app.db)
    .selectFrom('merchants')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await queryable(app.db)
    .insertInto('transactions')
    .values({
      merchant_id: merchantId,
      plugin: 'payment_request',
      state: 'created',
      amount_minor: 5_000,
      currency: 'KWD',
      pg_codes: JSON.stringify(['knet']),
      customer_phone: phone,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const sendLink = (id: string, key?: string) =>
  app.inject(
    authed(admin, {
      method: 'POST',
      url: `/api/v1/plugins/payment_request/transaction/${id}/send`,
      payload: { channel: 'sms' },
      headers: key ? { 'idempotency-key': key } : {},
    }),
  );

const textsTo = async (phone: string) =>
  Number(
    (
      await queryable(app.db)
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('recipient', '=', phone)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sending the payment link with an Idempotency-Key', () => {
  it('texts the customer once however often the request is retried', async () => {
    const id = await payableRequest('+96550007001');
    const first = await sendLink(id, 'text-once');
    const retried = await Promise.all([sendLink(id, 'text-once'), sendLink(id, 'text-once')]);
    expect(first.statusCode).toBe(200);
    for (const res of retried) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(first.json());
    }
    expect(await textsTo('+96550007001')).toBe(1);
  });

  it('texts again for a request without a key or with a new one', async () => {
    const id = await payableRequest('+96550007002');
    await sendLink(id);
    await sendLink(id);
    await sendLink(id, 'another-text');
    expect(await textsTo('+96550007002')).toBe(3);
  });
});

describe('duplicating a kitchen order with an Idempotency-Key', () => {
  it('makes one copy, tells the kitchen once, and answers every retry with it', async () => {
    const original = await place({ customer: { name: 'Copy Once', phone: '+96550007003', email: '' } });
    const announced: string[] = [];
    const unsubscribe = app.liveEvents.subscribe((event) => {
      if (event.kind === 'order.changed') announced.push(event.subjectId);
    });
    try {
      const duplicate = () =>
        call(app, admin, {
          method: 'POST',
          url: `/order/duplicate/${original.order_id}`,
          headers: { 'idempotency-key': 'copy-once' },
        });
      const answers = await Promise.all([duplicate(), duplicate(), duplicate()]);
      expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
      const ids = new Set(answers.map((res) => res.json<OrderDetails>().id));
      expect(ids.size).toBe(1);
      const copies = await queryable(app.db)
        .selectFrom('food_orders')
        .select('id')
        .where('duplicate_of', '=', original.order_id)
        .execute();
      expect(copies.map((copy) => copy.id)).toEqual([...ids]);
      await app.liveEvents.flush();
      expect(announced).toEqual([...ids]);
    } finally {
      unsubscribe();
    }
  });
});
