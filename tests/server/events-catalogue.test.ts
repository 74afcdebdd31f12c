import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { EventSummary, EventTerms } from '../../src/domain/contracts/events.ts';
import type { PayChoice } from '../../src/domain/contracts/payments.ts';
import { book, bookingFor, EV, eventDetail, firstTicket, remaining } from './events-fixtures.ts';
import { createTestApp } from './helper.ts';

const app = await createTestApp();

const list = async (lang = 'en') => {
  const res = await app.inject({ url: `${EV}/events`, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  return res.json<{ count: number; results: EventSummary[] }>().results;
};

describe('events list and detail', () => {
  it('lists the demo events with price from, dates and sale state, in the request language', async () => {
    const events = await list();
    const bySlug = Object.fromEntries(events.map((event) => [event.slug, event]));
    expect(Object.keys(bySlug)).toEqual(
      expect.arrayContaining(['gulf-tech-summit', 'community-iftar', 'new-year-gala', 'autumn-fair']),
    );
    expect(bySlug['gulf-tech-summit']).toMatchObject({
      title: 'Gulf Tech Summit',
      currency_code: 'KWD',
      is_free: false,
      price_from: '15.000',
      on_sale: true,
      sold_out: false,
    });
    expect(bySlug['community-iftar']).toMatchObject({ is_free: true, price_from: '0.000' });
    expect(bySlug['new-year-gala']?.on_sale).toBe(false);
    expect(bySlug['new-year-gala']?.sale_starts_at).not.toBeNull();

    const arabic = await list('ar');
    expect(arabic.find((event) => event.slug === 'gulf-tech-summit')?.title).toBe('قمة الخليج للتقنية');
    const byQuery = await app.inject({ url: `${EV}/events?lang=ar` });
    expect(byQuery.json<{ results: EventSummary[] }>().results[0]?.title).toBe(arabic[0]?.title);
  });

  it('shows tickets with prices, dates and places left, and the booking form', async () => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    expect(
      summit.tickets.map((ticket) => [ticket.name, ticket.price, ticket.start_time, ticket.end_time]),
    ).toEqual([
      ['Standard', '15.000', '18:00', '23:00'],
      ['VIP', '40.000', '18:00', '23:00'],
    ]);
    const standard = firstTicket(summit);
    expect(standard.dates).toHaveLength(3);
    for (const date of standard.dates) {
      expect(standard.remaining_qty_per_date[date]).toEqual({ status: 'available', remaining_quantity: 200 });
    }
    expect(summit.phone).toEqual({ enabled: true, required: true });
    expect(summit.attachment).toEqual({ enabled: true, required: false });
    expect(summit.extra_fields).toEqual([
      { name: 'company', label_en: 'Company', label_ar: 'الشركة', required: true, type: 'text' },
    ]);
    expect(summit.unit_details.title_en).toBeTruthy();
    expect(summit.feedback_open).toBe(false);

    const arabic = await eventDetail(app, 'gulf-tech-summit', 'ar');
    expect(arabic.tickets[1]?.name).toBe('كبار الشخصيات');
    expect(arabic.description).not.toBe(summit.description);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await app.inject({ url: `${EV}/events/no-such-event` });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Event not found');
  });

  it('marks a date sold out once all its places are booked, and refuses more', async () => {
    const iftar = await eventDetail(app, 'community-iftar');
    const ticket = firstTicket(iftar);
    const [other, full] = ticket.dates as [string, string];
    const res = await book(app, bookingFor(iftar, { event_date: full, quantity: ticket.quantity }));
    expect(res.statusCode).toBe(201);

    expect(await remaining(app, 'community-iftar', ticket.id, full)).toEqual({
      status: 'soldOut',
      remaining_quantity: 0,
    });
    expect(await remaining(app, 'community-iftar', ticket.id, other)).toEqual({
      status: 'available',
      remaining_quantity: ticket.quantity,
    });
    const refused = await book(app, bookingFor(iftar, { event_date: full, email: 'late@example.kw' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ ticket: ['Sold out for this date'] });
  });

  it('says how many places are left when a booking asks for more', async () => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    const vip = summit.tickets[1];
    if (!vip) throw new Error('no VIP ticket');
    const res = await book(
      app,
      bookingFor(summit, { ticket: vip.id, event_date: vip.dates[2] as string, quantity: vip.quantity + 1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ticket: [`Only ${vip.quantity} places left for this date`] });
  });

  it('gives the terms in both languages', async () => {
    const en = await app.inject({ url: `${EV}/terms-and-conditions?event=gulf-tech-summit` });
    const ar = await app.inject({ url: `${EV}/terms-and-conditions?event=gulf-tech-summit&lang=ar` });
    expect(en.json<EventTerms>().terms).toMatch(/non-refundable/);
    expect(ar.json<EventTerms>().terms).toMatch(/غير قابلة للاسترداد/);
  });

  it('prices a quantity of a ticket per gateway with fees and a default choice', async () => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    const res = await app.inject({
      method: 'POST',
      url: `${EV}/booking/pay-choices/gulf-tech-summit`,
      payload: { ticket: summit.tickets[1]?.id, quantity: 2 },
    });
    expect(res.statusCode).toBe(200);
    const choices = res.json<PayChoice[]>();
    expect(choices.map((choice) => choice.gateway_code)).toEqual(['knet', 'kpay', 'card']);
    expect(choices.every((choice) => choice.base_amount === '80.000')).toBe(true);
    // KPay: 0.100 fixed + 1% of 80.000.
    expect(choices.find((choice) => choice.gateway_code === 'kpay')?.amount).toBe('80.900');
    expect(choices.filter((choice) => choice.is_default)).toHaveLength(1);

    const free = await app.inject({
      method: 'POST',
      url: `${EV}/booking/pay-choices/community-iftar`,
      payload: { ticket: firstTicket(await eventDetail(app, 'community-iftar')).id, quantity: 1 },
    });
    expect(free.statusCode).toBe(400);
  });
});

describe('waiting zone and feedback', () => {
  it('refuses bookings before the sale starts', async () => {
    const gala = await eventDetail(app, 'new-year-gala');
    expect(gala.on_sale).toBe(false);
    const res = await book(app, bookingFor(gala));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Tickets for this event are not on sale yet.'] });
  });

  it('takes feedback only once the event is over', async () => {
    const options = await app.inject({ method: 'OPTIONS', url: `${EV}/feedback/autumn-fair` });
    expect(options.json()).toMatchObject({ event: 'Autumn Fair', feedback_open: true });
    const feedback = { name: 'Hamad', email: 'hamad@example.kw', rating: 5, comment: 'Lovely stalls' };
    const sent = await app.inject({ method: 'POST', url: `${EV}/feedback/autumn-fair`, payload: feedback });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: 'Thank you for your feedback' });
    const stored = await queryable(app.db).selectFrom('event_feedback').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Hamad', rating: 5, comment: 'Lovely stalls' });

    const early = await app.inject({
      method: 'POST',
      url: `${EV}/feedback/gulf-tech-summit`,
      payload: feedback,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ non_field_errors: ['Feedback opens once the event is over.'] });
    const badEmail = await app.inject({
      method: 'POST',
      url: `${EV}/feedback/autumn-fair`,
      payload: { ...feedback, email: 'not-an-email' },
    });
    expect(badEmail.json()).toEqual({ email: ['Enter valid email address'] });
    const badRating = await app.inject({
      method: 'POST',
      url: `${EV}/feedback/autumn-fair`,
      payload: { ...feedback, rating: 6 },
    });
    expect(badRating.statusCode).toBe(400);
  });

  it('cannot book a past event', async () => {
    const fair = await eventDetail(app, 'autumn-fair');
    const res = await book(app, bookingFor(fair));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ event_date: ['This date is not available for the chosen ticket.'] });
  });
});
