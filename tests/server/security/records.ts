import type { FastifyInstance } from 'fastify';
import { queryable } from '../../../server/db/handle.ts';
import { DEMO_COLLECTOR_ID } from '../../../server/modules/customer-payment/demo-data.ts';
import type { BookingResponse } from '../../../src/domain/contracts/events.ts';
import type { PayResponse } from '../../../src/domain/contracts/payments.ts';
import { book, bookingFor, eventDetail } from '../events-fixtures.ts';
import { authed } from '../helper.ts';
import { orderPlacer } from '../kitchen-fixtures.ts';
import { createRequest, pay, pressSandbox } from '../modules/payments/fixtures.ts';

/** A transaction and the payment attempt made on it. */
export interface Payment {
  id: string;
  attempt: string;
}

export type TriedPlugin = 'payment_request' | 'event';

async function check<T>(
  response: Promise<{ statusCode: number; body: string; json<J>(): J }>,
  expected: number,
) {
  const res = await response;
  if (res.statusCode !== expected) throw new Error(`fixture: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/**
 * Real records for the matrix's requests, made through the product's own routes: transactions
 * of each tried plugin in the states their actions need, a booking, an order, a file.
 */
export async function records(app: FastifyInstance, admin: string, merchantId: number) {
  const summit = await eventDetail(app, 'gulf-tech-summit');
  const iftar = await eventDetail(app, 'community-iftar');
  const attemptOf = (url: string | null) => url?.split('/gateway/sandbox/')[1] ?? '';

  /** A payable transaction with one pending attempt on `gateway`. */
  const pending: Record<TriedPlugin, (gateway: string) => Promise<Payment>> = {
    payment_request: async (gateway) => {
      const created = await createRequest(app, admin, { amount: '10.000' });
      const started = await check<PayResponse>(pay(app, created.id, { gateway_code: gateway }), 200);
      return { id: created.id, attempt: started.attempt_id };
    },
    event: async (gateway) => {
      const booked = await check<BookingResponse>(
        book(app, bookingFor(summit, { gateway_code: gateway, email: 'matrix@example.kw' })),
        201,
      );
      const row = await queryable(app.db)
        .selectFrom('bookings')
        .select('transaction_id')
        .where('id', '=', booked.booking_id)
        .executeTakeFirstOrThrow();
      return { id: row.transaction_id as string, attempt: attemptOf(booked.redirect_url) };
    },
  };
  /** Paid through the sandbox: knet settles at once, card holds the amount (authorised). */
  const settled = async (plugin: TriedPlugin, gateway: 'knet' | 'card'): Promise<Payment> => {
    const payment = await pending[plugin](gateway);
    const pressed = await pressSandbox(app, payment.attempt, 'approve');
    if (pressed.statusCode !== 303) throw new Error(`fixture: sandbox ${pressed.statusCode}`);
    return payment;
  };
  const deleted = async (plugin: TriedPlugin): Promise<string> => {
    const { id } = await pending[plugin]('knet');
    await check(
      app.inject(authed(admin, { method: 'DELETE', url: `/api/v1/plugins/${plugin}/transaction/${id}` })),
      200,
    );
    return id;
  };
  const shared = async (plugin: TriedPlugin) => ({
    payable: await pending[plugin]('knet'),
    paid: await settled(plugin, 'knet'),
    deleted: await deleted(plugin),
  });

  const freeBooking = await check<BookingResponse>(book(app, bookingFor(iftar)), 201);
  const placed = await (await orderPlacer(app))();
  const file = await queryable(app.db)
    .insertInto('files')
    .values({
      merchant_id: merchantId,
      name: 'matrix.pdf',
      content_type: 'application/pdf',
      size: 8,
      bytes: Buffer.from('%PDF-1.4'),
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const first = async (
    table: 'food_categories' | 'food_items' | 'food_branches' | 'food_delivery_areas' | 'food_delivery_zones',
  ) =>
    (await queryable(app.db).selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow())
      .id;
  const event = await queryable(app.db)
    .selectFrom('events')
    .select('id')
    .where('slug', '=', summit.slug)
    .executeTakeFirstOrThrow();

  return {
    transactions: { payment_request: await shared('payment_request'), event: await shared('event') },
    /** A new record per call, for actions that use theirs up (capture, void, delete, restore). */
    fresh: {
      pending: (plugin: TriedPlugin) => pending[plugin]('knet'),
      authorized: (plugin: TriedPlugin) => settled(plugin, 'card'),
      deleted,
    },
    summit,
    eventId: event.id,
    booking: {
      id: freeBooking.booking_id,
      ticketsPath: (freeBooking.tickets_url ?? '').replace(/^https?:\/\/[^/]+/, ''),
    },
    // The token only the customer received (once the order's capability lands; empty before).
    order: {
      id: placed.order_id,
      number: placed.order_number,
      token: 'token' in placed ? String(placed.token) : '',
    },
    menu: {
      category: await first('food_categories'),
      item: await first('food_items'),
      branch: await first('food_branches'),
      area: await first('food_delivery_areas'),
      zone: await first('food_delivery_zones'),
    },
    file,
    collectorId: DEMO_COLLECTOR_ID,
  };
}

export type Records = Awaited<ReturnType<typeof records>>;
