import type { Updateable } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { EventsTable, EventTicketsTable } from '../../server/db/types.ts';
import type { EventDetail } from '../../src/domain/contracts/events.ts';
import { book, bookingFor, eventDetail, firstTicket } from './events-fixtures.ts';
import { createTestApp } from './helper.ts';

const app = await createTestApp();
const db = queryable(app.db);
const SLUG = 'community-iftar';
const iftar = await eventDetail(app, SLUG);
const ticketId = firstTicket(iftar).id;

const hourAgo = () => new Date(Date.now() - 3_600_000);
const inAnHour = () => new Date(Date.now() + 3_600_000);
const setTicket = (values: Updateable<EventTicketsTable>) =>
  db.updateTable('event_tickets').set(values).where('id', '=', ticketId).execute();
const setEvent = (values: Updateable<EventsTable>) =>
  db.updateTable('events').set(values).where('id', '=', iftar.id).execute();
const refusal = (body: string) => (JSON.parse(body) as { non_field_errors?: string[] }).non_field_errors;

afterEach(async () => {
  await setTicket({ min_per_booking: 1, max_per_booking: null, sale_starts_at: null, sale_ends_at: null });
  await setEvent({ sale_starts_at: null, sale_ends_at: null, canceled_at: null });
});

describe('ticket limits per booking', () => {
  it('tells customers the limits and refuses quantities outside them, in their language', async () => {
    await setTicket({ min_per_booking: 2, max_per_booking: 4 });
    expect(firstTicket(await eventDetail(app, SLUG))).toMatchObject({
      min_per_booking: 2,
      max_per_booking: 4,
      on_sale: true,
    });
    const one = await book(app, bookingFor(iftar, { quantity: 1 }));
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ quantity: ['Book from 2 to 4 places of this ticket.'] });
    const five = await book(app, bookingFor(iftar, { quantity: 5, lang: 'ar' }), { 'accept-language': 'ar' });
    expect(five.json()).toMatchObject({ quantity: ['احجز من 2 إلى 4 مقاعد من هذه التذكرة.'] });
    expect((await book(app, bookingFor(iftar, { quantity: 3, email: 'three@example.kw' }))).statusCode).toBe(
      201,
    );
  });

  it('refuses fewer than the minimum when there is no maximum', async () => {
    await setTicket({ min_per_booking: 3 });
    const res = await book(app, bookingFor(iftar, { quantity: 2 }));
    expect(res.json()).toMatchObject({ quantity: ['Book at least 3 places of this ticket.'] });
  });
});

describe('sale windows', () => {
  it('refuses a ticket outside its own sale window and says it is off sale', async () => {
    await setTicket({ sale_ends_at: hourAgo() });
    expect(firstTicket(await eventDetail(app, SLUG)).on_sale).toBe(false);
    const ended = await book(app, bookingFor(iftar));
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toMatchObject({ ticket: ['This ticket is not on sale now.'] });
    await setTicket({ sale_ends_at: null, sale_starts_at: inAnHour() });
    expect((await book(app, bookingFor(iftar))).json()).toMatchObject({
      ticket: ['This ticket is not on sale now.'],
    });
  });

  it('closes sales after the event sale end and says so; the page shows the phase', async () => {
    await setEvent({ sale_ends_at: hourAgo() });
    const detail = await eventDetail(app, SLUG);
    expect(detail).toMatchObject<Partial<EventDetail>>({ sale_phase: 'closed', on_sale: true });
    const res = await book(app, bookingFor(iftar));
    expect(res.statusCode).toBe(400);
    expect(refusal(res.body)).toEqual(['Ticket sales for this event have closed.']);
  });

  it('sends customers to the waiting zone before the sale starts, and refuses bookings', async () => {
    await setEvent({ sale_starts_at: inAnHour() });
    expect(await eventDetail(app, SLUG)).toMatchObject({ sale_phase: 'waiting', on_sale: false });
    expect(refusal((await book(app, bookingFor(iftar))).body)).toEqual([
      'Tickets for this event are not on sale yet.',
    ]);
  });

  it('refuses bookings of a canceled event', async () => {
    await setEvent({ canceled_at: hourAgo() });
    expect((await eventDetail(app, SLUG)).sale_phase).toBe('canceled');
    const res = await book(app, bookingFor(iftar), { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(400);
    expect(refusal(res.body)).toEqual(['أُلغيت هذه الفعالية.']);
  });
});
