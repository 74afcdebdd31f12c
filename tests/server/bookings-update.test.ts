import { describe, expect, it } from 'vitest';
import type { BookingDetails } from '../../src/domain/contracts/bookings.ts';
import { signTicket } from '../../src/domain/ticket-qr.ts';
import { createEvent, day, merchantOf, seedBooking, soldPlaces } from './bookings-fixtures.ts';
import { ADMIN, authed, createTestApp, login, readOutbox } from './helper.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;
const merchantId = await merchantOf(app, 'admin');
const BASE = '/api/v1/plugins/event';

// Five places per ticket and date make sold-out easy to reach.
const event = await createEvent(app, merchantId, { quantity: 5 });
const [standard, vip] = event.tickets as [(typeof event.tickets)[0], (typeof event.tickets)[0]];

const patch = (id: string, payload: object, lang = 'en') =>
  app.inject(
    authed(admin, {
      method: 'PATCH',
      url: `${BASE}/booking/update/${id}`,
      payload,
      headers: { 'accept-language': lang },
    }),
  );
/** A scan at the door, as the check-in screen sends it. */
const scan = async (number: string) =>
  app.inject(
    authed(admin, {
      method: 'POST',
      url: `${BASE}/validate_qr_code`,
      payload: {
        event_id: event.id,
        qrcode: await signTicket(event.privateKey, event.id, 1, number),
        gate: 'Gate 3',
        device_id: 'bookings-test',
      },
    }),
  );
const details = async (id: string) =>
  (await app.inject(authed(admin, { url: `${BASE}/booking/list/${id}` }))).json<BookingDetails>();
const activity = async (id: string) => {
  const res = await app.inject(authed(admin, { url: `/api/v1/user/actions?transaction_id=${id}` }));
  return res.json<{ results: { actor: string; description: string }[] }>().results;
};
const outboxFor = (recipient: string) => readOutbox(app, recipient);

describe('edit booking', () => {
  it('moves the places to another ticket and date and adds places to match the quantity', async () => {
    const booking = await seedBooking(app, merchantId, event, {
      ticket: standard.id,
      date: day(1),
      quantity: 2,
    });
    const res = await patch(booking.id, { ticket: vip.id, event_date: day(2), quantity: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Booking updated successfully' });
    expect(await soldPlaces(app, standard.id, day(1))).toBe(0);
    expect(await soldPlaces(app, vip.id, day(2))).toBe(3);
    const after = await details(booking.id);
    expect(after).toMatchObject({ event_date: day(2), current_ticket: { id: vip.id, name: 'VIP' } });
    expect(after.members.map((member) => member.number)).toEqual([
      ...booking.numbers,
      booking.numbers[0]?.replace(/-1$/, '-3'),
    ]);
    expect(after.members.every((member) => member.is_purchased)).toBe(true);
    // The added place's ticket works at the door like the others.
    const added = after.members[2]?.number as string;
    expect((await scan(added)).statusCode).toBe(200);
    // The replaced purchase item stays, canceled, beside the new one.
    expect(after.items.map((item) => [item.ticket.name, item.quantity, item.status])).toEqual([
      ['Standard', 2, 'cancel'],
      ['VIP', 3, 'paid'],
    ]);
    expect((await activity(booking.id))[0]).toMatchObject({
      actor: 'admin',
      description: `Changed booking ${booking.id}: VIP on ${day(2)}, places: 3`,
    });
  });

  it('lowers the quantity by removing places never scanned, and gives them back', async () => {
    const booking = await seedBooking(app, merchantId, event, {
      ticket: standard.id,
      date: day(3),
      quantity: 4,
      scanned: 1,
    });
    const res = await patch(booking.id, { ticket: standard.id, event_date: day(3), quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await soldPlaces(app, standard.id, day(3))).toBe(2);
    const after = await details(booking.id);
    expect(after.members.map((member) => member.number)).toEqual(booking.numbers.slice(0, 2));
    expect(after.members[0]?.is_qr_scanned).toBe(true);

    const below = await patch(booking.id, { ticket: standard.id, event_date: day(3), quantity: 0 });
    expect(below.statusCode).toBe(400);
    expect(below.json().quantity).toEqual(['Ensure this value is greater than or equal to 1.']);
    // Digits only: a quantity sent as text is refused.
    const text = await patch(booking.id, { ticket: standard.id, event_date: day(3), quantity: '2a' });
    expect(text.json().quantity).toEqual(['A valid integer is required.']);
  });

  it('refuses to drop places already scanned at the door', async () => {
    const booking = await seedBooking(app, merchantId, event, {
      ticket: vip.id,
      date: day(3),
      quantity: 3,
      scanned: 2,
    });
    const res = await patch(booking.id, { ticket: vip.id, event_date: day(3), quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      quantity: ['2 places of this booking were already scanned: the quantity cannot be lower.'],
    });
    expect(await soldPlaces(app, vip.id, day(3))).toBe(3);
  });

  it('reports sold-out dates and the places left per field, changing nothing', async () => {
    await seedBooking(app, merchantId, event, { ticket: vip.id, date: day(1), quantity: 5 });
    const mine = await seedBooking(app, merchantId, event, {
      ticket: standard.id,
      date: day(2),
      quantity: 2,
    });
    const toFullDate = await patch(mine.id, { ticket: vip.id, event_date: day(1), quantity: 1 });
    expect(toFullDate.statusCode).toBe(400);
    expect(toFullDate.json()).toEqual({ event_date: ['Sold out for this date'] });

    // Earlier tests hold VIP places on day 2 too: what is left comes from the inventory.
    const left = 5 - (await soldPlaces(app, vip.id, day(2)));
    const tooMany = await patch(mine.id, { ticket: vip.id, event_date: day(2), quantity: left + 1 });
    expect(tooMany.json()).toEqual({ quantity: [`Only ${left} places left for this date`] });

    const ar = await patch(mine.id, { ticket: vip.id, event_date: day(1), quantity: 1 }, 'ar');
    expect(ar.json()).toEqual({ event_date: ['نفدت التذاكر لهذا التاريخ'] });

    expect(await soldPlaces(app, standard.id, day(2))).toBe(2);
    expect(await soldPlaces(app, vip.id, day(1))).toBe(5);
    const after = await details(mine.id);
    expect(after).toMatchObject({ event_date: day(2), current_ticket: { id: standard.id } });
    expect(after.members).toHaveLength(2);
  });

  it('keeps its own places when only the quantity grows on a full date', async () => {
    const fill = await createEvent(app, merchantId, { quantity: 3 });
    const ticket = fill.tickets[0]?.id as number;
    const booking = await seedBooking(app, merchantId, fill, { ticket, date: day(1), quantity: 3 });
    const same = await patch(booking.id, { ticket, event_date: day(1), quantity: 3 });
    expect(same.statusCode).toBe(200);
    const more = await patch(booking.id, { ticket, event_date: day(1), quantity: 4 });
    expect(more.json()).toEqual({ ticket: ['Sold out for this date'] });
    const fewer = await patch(booking.id, { ticket, event_date: day(1), quantity: 2 });
    expect(fewer.statusCode).toBe(200);
    expect(await soldPlaces(app, ticket, day(1))).toBe(2);
  });

  it('gives the last place to one of two edits racing for it', async () => {
    const race = await createEvent(app, merchantId, { quantity: 3 });
    const ticket = race.tickets[0]?.id as number;
    const first = await seedBooking(app, merchantId, race, { ticket, date: day(2), quantity: 1 });
    const second = await seedBooking(app, merchantId, race, { ticket, date: day(2), quantity: 1 });
    const answers = await Promise.all(
      [first, second].map((booking) => patch(booking.id, { ticket, event_date: day(2), quantity: 2 })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await soldPlaces(app, ticket, day(2))).toBe(3);
    const members = await Promise.all(
      [first, second].map(async (booking) => (await details(booking.id)).members),
    );
    expect(members.map((list) => list.length).sort()).toEqual([1, 2]);
  });

  it('checks the ticket belongs to the event and the date is one of its dates', async () => {
    const booking = await seedBooking(app, merchantId, event, { ticket: standard.id, date: day(1) });
    const other = await createEvent(app, merchantId);
    const foreign = await patch(booking.id, {
      ticket: other.tickets[0]?.id,
      event_date: day(1),
      quantity: 1,
    });
    expect(foreign.json()).toEqual({ ticket: ['Select a valid choice.'] });
    const notADate = await patch(booking.id, { ticket: standard.id, event_date: day(9), quantity: 1 });
    expect(notADate.json()).toEqual({ event_date: ['This date is not available for the chosen ticket.'] });
    const missing = await patch(booking.id, { quantity: 2 });
    expect(missing.json()).toEqual({
      event_date: ['This field is required.'],
      ticket: ['This field is required.'],
    });
  });

  it('leaves a booking alone while its payment is pending', async () => {
    const pending = await seedBooking(app, merchantId, event, {
      ticket: standard.id,
      date: day(3),
      status: 'pending_payment',
    });
    const res = await patch(pending.id, { ticket: standard.id, event_date: day(3), quantity: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors?.[0]).toMatch(/waiting for its payment/);
  });
});

describe('cancel booking', () => {
  it('cancels the booking and its items, releases its places and says so', async () => {
    const booking = await seedBooking(app, merchantId, event, { ticket: vip.id, date: day(3), quantity: 1 });
    const before = await soldPlaces(app, vip.id, day(3));
    const res = await patch(booking.id, { status: 'cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Booking canceled successfully' });
    expect(await soldPlaces(app, vip.id, day(3))).toBe(before - 1);
    const refused = await scan(booking.numbers[0] as string);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().qrcode).toEqual(['Booking canceled']);
    const after = await details(booking.id);
    expect(after.status).toBe('cancel');
    expect(after.tickets_url).toBeNull();
    expect(after.items.every((item) => item.status === 'cancel')).toBe(true);
    expect((await activity(booking.id))[0]?.description).toBe(`Canceled booking ${booking.id}`);

    const again = await patch(booking.id, { status: 'cancel' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: ['This booking is already canceled.'] });
    expect(await soldPlaces(app, vip.id, day(3))).toBe(before - 1);
    const edit = await patch(booking.id, { ticket: vip.id, event_date: day(3), quantity: 1 });
    expect(edit.json()).toEqual({ non_field_errors: ['A canceled booking cannot be changed.'] });
    const ar = await patch(booking.id, { status: 'cancel' }, 'ar');
    expect(ar.json()).toEqual({ status: ['هذا الحجز ملغى بالفعل.'] });
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await patch('00000000-0000-4000-8000-000000000000', { status: 'cancel' });
    expect(res.statusCode).toBe(404);
  });
});

describe('edit email and resend tickets', () => {
  it('changes the email and sends the tickets to the new address', async () => {
    const booking = await seedBooking(app, merchantId, event, { ticket: standard.id, date: day(1) });
    const res = await patch(booking.id, { new_email: 'moved@example.kw', resend_email: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Email changed and the tickets were sent to it' });
    expect((await details(booking.id)).email).toBe('moved@example.kw');
    const [mail] = await outboxFor('moved@example.kw');
    expect(mail?.subject).toBe(`Your tickets: ${event.title}`);
    expect(mail?.body).toContain(`http://pay.test/api/v1/plugins/event/tickets/${booking.id}?token=`);
    expect((await activity(booking.id))[0]?.description).toBe(
      `Changed the email of booking ${booking.id} to moved@example.kw`,
    );
  });

  it('changes the email without sending when not asked to', async () => {
    const booking = await seedBooking(app, merchantId, event, { ticket: standard.id, date: day(1) });
    const res = await patch(booking.id, { new_email: 'quiet@example.kw', resend_email: false });
    expect(res.json()).toEqual({ message: 'Email changed successfully' });
    expect(await outboxFor('quiet@example.kw')).toEqual([]);
  });

  it('refuses an address that is not an email', async () => {
    const booking = await seedBooking(app, merchantId, event, { ticket: standard.id, date: day(1) });
    const res = await patch(booking.id, { new_email: 'not-an-email', resend_email: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter valid email address'] });
  });

  it('emails the tickets again from the list, only for paid bookings', async () => {
    const booking = await seedBooking(app, merchantId, event, {
      ticket: standard.id,
      date: day(1),
      email: 'again@example.kw',
    });
    const send = (id: string) =>
      app.inject(
        authed(admin, {
          method: 'POST',
          url: `${BASE}/notifications/booking/email`,
          payload: { booking_id: id },
        }),
      );
    const res = await send(booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The tickets were sent to again@example.kw' });
    expect(await outboxFor('again@example.kw')).toHaveLength(1);
    expect((await activity(booking.id))[0]?.description).toBe(
      `Emailed the tickets of booking ${booking.id} to again@example.kw`,
    );

    const pending = await seedBooking(app, merchantId, event, {
      ticket: standard.id,
      date: day(1),
      status: 'pending_payment',
    });
    const unpaid = await send(pending.id);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().message).toMatch(/not paid yet/);
    expect((await send('nope')).statusCode).toBe(404);
  });
});
