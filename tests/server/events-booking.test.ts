import { renderSVG } from 'uqr';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import { addDays, kuwaitToday } from '../../src/domain/business-time.ts';
import type { BookingResponse } from '../../src/domain/contracts/events.ts';
import { importVerifyKey, signTicket, verifyTicketQr } from '../../src/domain/ticket-qr.ts';
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
import { createTestApp } from './helper.ts';

const app = await createTestApp();

const booking = (id: string) =>
  queryable(app.db).selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const members = (id: string) =>
  queryable(app.db)
    .selectFrom('booking_members')
    .selectAll()
    .where('booking_id', '=', id)
    .orderBy('id')
    .execute();
/** The event's current signing key, as new tickets are signed with it. */
const eventKeys = (slug: string) =>
  queryable(app.db)
    .selectFrom('events')
    .innerJoin('event_keys', (join) =>
      join.onRef('event_keys.event_id', '=', 'events.id').onRef('event_keys.kid', '=', 'events.current_kid'),
    )
    .select(['events.id', 'event_keys.kid', 'event_keys.public_key', 'event_keys.private_key'])
    .where('events.slug', '=', slug)
    .executeTakeFirstOrThrow();
const ticketPage = (url: string) => app.inject({ url: url.replace('http://pay.test', '') });

describe('free events', () => {
  it('books at once: places purchased, tickets emailed and downloadable with one signed QR per place', async () => {
    const iftar = await eventDetail(app, 'community-iftar');
    const request = bookingFor(iftar, { quantity: 3, email: 'free@example.kw' });
    const res = await book(app, request);
    expect(res.statusCode).toBe(201);
    const body = res.json<BookingResponse>();
    expect(body.redirect_url).toBeNull();
    expect(body.tickets_url).toMatch(new RegExp(`^http://pay.test${EV}/tickets/${body.booking_id}\\?token=`));

    const row = await booking(body.booking_id);
    expect(row).toMatchObject({ status: 'paid', is_free: true, quantity: 3, transaction_id: null });
    const places = await members(body.booking_id);
    expect(places).toHaveLength(3);
    expect(places.every((place) => place.is_purchased)).toBe(true);
    expect(new Set(places.map((place) => place.number)).size).toBe(3);

    const mail = await outboxFor(app, 'free@example.kw');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Your tickets: Community Iftar');
    expect(mail[0]?.body).toContain(body.tickets_url);
    // The booking confirmation, in the language the customer booked in (issue 20).
    expect(mail[0]?.body).toContain('Your booking for Community Iftar is confirmed');
    expect(mail[0]?.body).not.toContain('إفطار المجتمع');

    const page = await ticketPage(body.tickets_url as string);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(ticketNumbers(page.body)).toEqual(places.map((place) => place.number));
    const keys = await eventKeys('community-iftar');
    const verifyKey = await importVerifyKey(keys.public_key);
    for (const place of places) {
      // Ed25519 signatures are deterministic: the page's QR must encode exactly this text.
      const text = await signTicket(keys.private_key, keys.id, keys.kid, place.number);
      expect(page.body).toContain(renderSVG(text, { border: 2 }));
      expect(await verifyTicketQr(verifyKey, text)).toMatchObject({ eventId: keys.id, number: place.number });
    }
    expect(await remaining(app, 'community-iftar', request.ticket, request.event_date)).toEqual({
      status: 'available',
      remaining_quantity: firstTicket(iftar).quantity - 3,
    });
  });

  it('answers each booked place with its reference number and the signed QR text the door verifies', async () => {
    const iftar = await eventDetail(app, 'community-iftar');
    const body = (await book(app, bookingFor(iftar, { quantity: 2 }))).json<BookingResponse>();
    const places = await members(body.booking_id);
    expect(body.places?.map((place) => place.number)).toEqual(places.map((place) => place.number));
    const keys = await eventKeys('community-iftar');
    const verifyKey = await importVerifyKey(keys.public_key);
    for (const place of body.places ?? []) {
      expect(await verifyTicketQr(verifyKey, place.qrcode)).toMatchObject({
        eventId: keys.id,
        number: place.number,
      });
    }
  });

  it('prints the ticket page in Arabic, right to left', async () => {
    const iftar = await eventDetail(app, 'community-iftar');
    const body = (await book(app, bookingFor(iftar, { lang: 'ar' }))).json<BookingResponse>();
    expect(body.tickets_url).toContain('lang=ar');
    const page = await ticketPage(body.tickets_url as string);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('الرقم المرجعي');
  });

  it('hides tickets behind the token', async () => {
    const iftar = await eventDetail(app, 'community-iftar');
    const body = (await book(app, bookingFor(iftar))).json<BookingResponse>();
    const wrong = await app.inject({ url: `${EV}/tickets/${body.booking_id}?token=guess` });
    expect(wrong.statusCode).toBe(404);
    const notUuid = await app.inject({ url: `${EV}/tickets/123?token=guess` });
    expect(notUuid.statusCode).toBe(404);
  });
});

describe('booking form rules (SPEC 5)', () => {
  it('reports every invalid field at once', async () => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    const res = await book(
      app,
      bookingFor(summit, {
        email: 'noura@',
        phone: '12',
        fields: {},
        event_date: '2020-01-01',
        gateway_code: 'cod',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['Enter valid email address'],
      phone: ['Enter valid phone number'],
      company: ['This field is required'],
      event_date: ['This date is not available for the chosen ticket.'],
      gateway_code: ['Select a valid choice.'],
    });
    const missingPhone = await book(app, bookingFor(summit, { phone: '' }));
    expect(missingPhone.json()).toEqual({ phone: ['This field is required'] });
    const zero = await book(app, bookingFor(summit, { quantity: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json())).toEqual(['quantity']);
  });

  it("refuses today's date once its slot has started (SPEC 4), while later dates stay open", async () => {
    const iftar = await eventDetail(app, 'community-iftar');
    const ticket = await queryable(app.db)
      .insertInto('event_tickets')
      .values({
        event_id: iftar.id,
        name_en: 'Sunrise walk',
        name_ar: 'مشي الشروق',
        price_minor: 0,
        // Midnight: today's slot has always started already.
        start_time: '00:00',
        end_time: '23:59',
        quantity: 10,
        dates: JSON.stringify([kuwaitToday(), addDays(kuwaitToday(), 1)]),
        position: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const today = await book(app, bookingFor(iftar, { ticket: ticket.id, event_date: kuwaitToday() }));
    expect(today.statusCode).toBe(400);
    expect(today.json()).toEqual({ event_date: ['This date is not available for the chosen ticket.'] });
    const tomorrow = await book(
      app,
      bookingFor(iftar, { ticket: ticket.id, event_date: addDays(kuwaitToday(), 1) }),
    );
    expect(tomorrow.statusCode).toBe(201);
    const notListed = await book(
      app,
      bookingFor(iftar, { ticket: ticket.id, event_date: addDays(kuwaitToday(), 2) }),
    );
    expect(notListed.json()).toEqual({ event_date: ['This date is not available for the chosen ticket.'] });
  });

  it('answers in Arabic when asked', async () => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    const res = await book(app, bookingFor(summit, { fields: {} }), { 'accept-language': 'ar' });
    expect(res.json()).toEqual({ company: ['هذا الحقل مطلوب'] });
  });
});
