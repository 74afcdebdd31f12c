import { afterAll, describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import { expireDue } from '../../server/modules/payments/service.ts';
import type { BookingResponse } from '../../src/domain/contracts/events.ts';
import type { AttemptResult } from '../../src/domain/contracts/payments.ts';
import {
  book,
  bookingFor,
  EV,
  eventDetail,
  firstTicket,
  outboxFor,
  remaining,
  ticketNumbers,
} from './events-fixtures.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from './helper.ts';
import { pressSandbox } from './modules/payments/fixtures.ts';

const app = await createTestApp();
// The sandbox gateway calls back over real HTTP, so the app listens on a loopback port.
await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.close());

const booking = (id: string) =>
  queryable(app.db).selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const members = (id: string) =>
  queryable(app.db)
    .selectFrom('booking_members')
    .selectAll()
    .where('booking_id', '=', id)
    .orderBy('id')
    .execute();
const ticketPage = (url: string) => app.inject({ url: url.replace('http://pay.test', '') });

describe('paid events', () => {
  it('holds places while paying, then issues tickets when the sandbox approves', async () => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    const request = bookingFor(summit, {
      quantity: 2,
      email: 'paid@example.kw',
      ticket: summit.tickets[1]?.id,
    });
    const res = await book(app, request, { 'idempotency-key': 'paid-1' });
    expect(res.statusCode).toBe(201);
    const body = res.json<BookingResponse>();
    expect(body.tickets_url).toBeNull();
    expect(body.redirect_url).toMatch(/\/gateway\/sandbox\//);
    const again = await book(app, request, { 'idempotency-key': 'paid-1' });
    expect(again.json<BookingResponse>().booking_id).toBe(body.booking_id);

    const pending = await booking(body.booking_id);
    expect(pending.status).toBe('pending_payment');
    expect((await members(body.booking_id)).every((place) => !place.is_purchased)).toBe(true);
    expect(await remaining(app, 'gulf-tech-summit', request.ticket, request.event_date)).toMatchObject({
      remaining_quantity: 198,
    });
    const transaction = await queryable(app.db)
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', pending.transaction_id as string)
      .executeTakeFirstOrThrow();
    expect(transaction).toMatchObject({
      plugin: 'event',
      customer_email: 'paid@example.kw',
      state: 'pending',
    });
    expect(Number(transaction.amount_minor)).toBe(80_000);
    expect(await outboxFor(app, 'paid@example.kw')).toHaveLength(0);

    const attemptId = (body.redirect_url as string).split('/gateway/sandbox/')[1]?.split(/[?#]/)[0] as string;
    const pressed = await pressSandbox(app, attemptId, 'approve');
    expect(pressed.statusCode).toBe(303);

    expect((await booking(body.booking_id)).status).toBe('paid');
    const items = await queryable(app.db)
      .selectFrom('booking_items')
      .selectAll()
      .where('booking_id', '=', body.booking_id)
      .execute();
    expect(items.map((item) => item.status)).toEqual(['paid']);
    expect((await members(body.booking_id)).every((place) => place.is_purchased)).toBe(true);
    // The booking confirmation with the tickets, and the payment's receipt (issue 20).
    const mail = await outboxFor(app, 'paid@example.kw');
    expect(mail.map((message) => message.subject).sort()).toEqual([
      'Your receipt from Gulf Pay Demo Store',
      expect.stringMatching(/^Your tickets: /),
    ]);

    const result = await app.inject({ url: `/api/v1/plugins/pos/transaction/details/${attemptId}` });
    expect(result.statusCode).toBe(200);
    const ticketsUrl = result.json<AttemptResult>().tickets_url as string;
    expect(ticketsUrl).toContain(`/tickets/${body.booking_id}?token=`);
    const page = await ticketPage(ticketsUrl);
    expect(ticketNumbers(page.body)).toHaveLength(2);
  });

  it('shows no QR while the payment is pending', async () => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    const body = (await book(app, bookingFor(summit))).json<BookingResponse>();
    const row = await booking(body.booking_id);
    const page = await app.inject({ url: `${EV}/tickets/${row.id}?token=${row.access_token}` });
    expect(page.statusCode).toBe(200);
    expect(ticketNumbers(page.body)).toEqual([]);
    expect(page.body).toContain('once the payment is complete');
  });

  it('gives the places back when the payment expires', async () => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    const ticket = firstTicket(summit);
    const date = ticket.dates[1] as string;
    const before = await remaining(app, 'gulf-tech-summit', ticket.id, date);
    const body = (
      await book(app, bookingFor(summit, { event_date: date, quantity: 4 }))
    ).json<BookingResponse>();
    expect((await remaining(app, 'gulf-tech-summit', ticket.id, date))?.remaining_quantity).toBe(
      (before?.remaining_quantity ?? 0) - 4,
    );

    expect(await expireDue(app.db, new Date(Date.now() + 31 * 60 * 1000))).toBeGreaterThanOrEqual(1);
    expect((await booking(body.booking_id)).status).toBe('cancel');
    expect(await remaining(app, 'gulf-tech-summit', ticket.id, date)).toEqual(before);
  });
});

describe('staff bookings', () => {
  it('lets staff book for a customer from the dashboard, recording who did', async () => {
    const admin = await login(app, ADMIN);
    const iftar = await eventDetail(app, 'community-iftar');
    const res = await app.inject(
      authed(admin.access, { method: 'POST', url: `${EV}/dashboard/booking`, payload: bookingFor(iftar) }),
    );
    expect(res.statusCode).toBe(201);
    const row = await booking(res.json<BookingResponse>().booking_id);
    expect(row.created_by).not.toBeNull();
    expect(row.status).toBe('paid');

    const door = await login(app, DOOR);
    const refused = await app.inject(
      authed(door.access, { method: 'POST', url: `${EV}/dashboard/booking`, payload: bookingFor(iftar) }),
    );
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: `${EV}/dashboard/booking`,
      payload: bookingFor(iftar),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
