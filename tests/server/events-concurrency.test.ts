import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { BookingResponse } from '../../src/domain/contracts/events.ts';
import { book, bookingFor, eventDetail, firstTicket, remaining } from './events-fixtures.ts';
import { createTestApp } from './helper.ts';

const app = await createTestApp();

describe('no overselling', () => {
  it('sells the last 5 places to exactly 5 of 50 simultaneous buyers', async () => {
    const iftar = await eventDetail(app, 'community-iftar');
    const ticket = firstTicket(iftar);
    const date = ticket.dates[1] as string;
    const filled = await book(app, bookingFor(iftar, { event_date: date, quantity: ticket.quantity - 5 }));
    expect(filled.statusCode).toBe(201);

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(app, bookingFor(iftar, { event_date: date, email: `buyer${i}@example.kw` })),
      ),
    );
    const sold = responses.filter((res) => res.statusCode === 201);
    const refused = responses.filter((res) => res.statusCode === 400);
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const res of refused) expect(res.json()).toEqual({ ticket: ['Sold out for this date'] });

    const ids = sold.map((res) => res.json<BookingResponse>().booking_id);
    const bookings = await queryable(app.db)
      .selectFrom('bookings')
      .select(['id', 'quantity'])
      .where('event_date', '=', date)
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(bookings.reduce((sum, row) => sum + row.quantity, 0)).toBe(ticket.quantity);
    expect(bookings.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
    const places = await queryable(app.db)
      .selectFrom('booking_members')
      .select('number')
      .where(
        'booking_id',
        'in',
        bookings.map((row) => row.id),
      )
      .execute();
    expect(places).toHaveLength(ticket.quantity);
    expect(await remaining(app, 'community-iftar', ticket.id, date)).toEqual({
      status: 'soldOut',
      remaining_quantity: 0,
    });
  });

  it('holds paid places for pending payments too: 20 buyers racing for 3 paid places get 3', async () => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    const vip = summit.tickets[1];
    if (!vip) throw new Error('no VIP ticket');
    const date = vip.dates.at(-1) as string;
    const base = bookingFor(summit, { ticket: vip.id, event_date: date });
    const filled = await book(app, { ...base, quantity: vip.quantity - 3 });
    expect(filled.statusCode).toBe(201);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(app, { ...base, email: `vip${i}@example.kw` })),
    );
    expect(responses.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((res) => res.statusCode === 400)).toHaveLength(17);
    const transactions = await queryable(app.db)
      .selectFrom('transactions')
      .select('id')
      .where('plugin', '=', 'event')
      .where('customer_email', 'like', 'vip%@example.kw')
      .execute();
    expect(transactions).toHaveLength(3);
  });
});
