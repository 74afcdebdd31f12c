import { describe, expect, it } from 'vitest';
import type { AdminTicket } from '../../../../src/domain/contracts/events-admin.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { book, bookingFor, eventDetail } from '../../events-fixtures.ts';
import { createTestApp } from '../../helper.ts';
import { call, createEvent, createTicket, day, logged, staffWith, TICKET } from './fixtures.ts';

const app = await createTestApp();
const reader = await staffWith(app, 'ticket-reader', [pluginAccessPermission('event')], '10.24.0.2');
const organiser = await staffWith(app, 'ticket-organiser', [PERMISSIONS.changeEvents], '10.24.0.3');
const api = call(app);

/** A published event with one ticket, and bookings of it: `held` places pending payment on its first date. */
async function bookedTicket(slug: string, held: number) {
  const event = await createEvent(app, organiser, { slug });
  const ticket = await createTicket(app, organiser, event.id);
  await api(organiser, 'PATCH', `events/${event.id}`, { is_active: true });
  const detail = await eventDetail(app, slug);
  const res = await book(app, bookingFor(detail, { event_date: day(10), quantity: held }));
  expect(res.statusCode, res.body).toBe(201);
  return { event, ticket };
}

describe('tickets', () => {
  it('expands the date rules into the dates customers book, logged; readers read only', async () => {
    const event = await createEvent(app, organiser, { slug: 'dates-event' });
    const ticket = await createTicket(app, organiser, event.id, {
      // day(20) onwards: every day of a range, one extra day, and one excluded.
      date_rules: [
        { kind: 'range', from: day(20), to: day(23) },
        { kind: 'day', date: day(30) },
      ],
      excluded_dates: [day(21)],
      min_per_booking: 2,
      max_per_booking: 6,
      allowed_hours: { 5: [{ from: '18:00', to: '23:00' }] },
    });
    expect(ticket).toMatchObject({
      dates: [day(20), day(22), day(23), day(30)],
      price: '12.500',
      min_per_booking: 2,
      max_per_booking: 6,
      taken_by_date: {},
    });
    expect((await api(reader, 'POST', `events/${event.id}/tickets`, TICKET)).statusCode).toBe(403);
    const list = (await api(reader, 'GET', `events/${event.id}/tickets`)).json<AdminTicket[]>();
    expect(list.map((row) => row.id)).toEqual([ticket.id]);
    const [entry] = await logged(app, 'activity.event_ticket_created');
    expect(entry?.params).toMatchObject({ name: 'Harbour Concert', ticket: 'Seat' });
  });

  it('refuses every bad field at once, in English and in Arabic', async () => {
    const event = await createEvent(app, organiser, { slug: 'bad-ticket-event' });
    const bad = {
      ...TICKET,
      name_ar: ' ',
      price: '1.2345',
      start_time: '22:00',
      end_time: '21:00',
      date_rules: [{ kind: 'weekly', from: day(5), to: day(1), weekdays: [1] }],
      min_per_booking: 5,
      max_per_booking: 2,
      allowed_hours: { 1: [{ from: '20:00', to: '19:00' }] },
      sale_starts_at: '2026-12-10T10:00:00Z',
      sale_ends_at: '2026-12-01T10:00:00Z',
    };
    const en = await api(organiser, 'POST', `events/${event.id}/tickets`, bad);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      name_ar: ['This field may not be blank.'],
      price: [expect.stringContaining('3')],
      end_time: ['The end time must be after the start time.'],
      date_rules: ['Rule 1 ends before it starts.'],
      max_per_booking: ['The maximum per booking is at least the minimum and at most 1000.'],
      allowed_hours: ['Monday, hours 1: the end must be after the start.'],
      sale_ends_at: ['The sale must end after it starts.'],
    });
    const ar = await api(organiser, 'POST', `events/${event.id}/tickets`, bad, 'ar');
    expect(ar.json()).toMatchObject({
      end_time: ['يجب أن يكون وقت الانتهاء بعد وقت البدء.'],
      date_rules: ['القاعدة 1 تنتهي قبل أن تبدأ.'],
      allowed_hours: ['الاثنين، الفترة 1: يجب أن تكون النهاية بعد البداية.'],
    });
    const none = await api(organiser, 'POST', `events/${event.id}/tickets`, {
      ...TICKET,
      date_rules: [{ kind: 'day', date: day(3) }],
      excluded_dates: [day(3)],
    });
    expect(none.json()).toEqual({
      date_rules: ['The dates give no day to sell: add a date, or exclude fewer.'],
    });
    const free = await createEvent(app, organiser, {
      slug: 'free-ticket-event',
      is_free: true,
      pg_codes: [],
    });
    const priced = await api(organiser, 'POST', `events/${free.id}/tickets`, TICKET);
    expect(priced.json()).toEqual({ price: ['Tickets of a free event cost 0.'] });
    expect(
      (await api(organiser, 'POST', `events/${free.id}/tickets`, { ...TICKET, price: '0' })).statusCode,
    ).toBe(201);
  });

  it('shows the places taken per date and never lowers the quantity below them (en and ar)', async () => {
    const { event, ticket } = await bookedTicket('taken-event', 4);
    const [listed] = (await api(reader, 'GET', `events/${event.id}/tickets`)).json<AdminTicket[]>();
    expect(listed?.taken_by_date).toEqual({ [day(10)]: { paid: 0, held: 4 } });
    const url = `events/${event.id}/tickets/${ticket.id}`;
    const low = await api(organiser, 'PATCH', url, { quantity: 3 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({ quantity: [`At least 4 places are taken on ${day(10)}.`] });
    const lowAr = await api(organiser, 'PATCH', url, { quantity: 3 }, 'ar');
    expect(lowAr.json()).toEqual({ quantity: [`4 أماكن على الأقل محجوزة في ${day(10)}.`] });
    const ok = await api(organiser, 'PATCH', url, { quantity: 4, name_en: 'Front seat' });
    expect(ok.json<AdminTicket>()).toMatchObject({ quantity: 4, name_en: 'Front seat' });
    const [edited] = await logged(app, 'activity.event_ticket_edited');
    expect(edited?.params.changes).toEqual([
      { field: 'name_en', before: 'Seat', after: 'Front seat' },
      { field: 'quantity', before: 10, after: 4 },
    ]);
    const dropped = await api(organiser, 'PATCH', url, { date_rules: [{ kind: 'day', date: day(11) }] });
    expect(dropped.json()).toEqual({
      date_rules: [`4 places are taken on ${day(10)}: that date cannot go. Reschedule it instead.`],
    });
    const excluded = await api(organiser, 'PATCH', url, { excluded_dates: [day(12)] });
    expect(excluded.json<AdminTicket>().dates).toEqual([day(10), day(11)]);
  });

  it('removes a ticket only while no place is taken (409 with the count)', async () => {
    const { event, ticket } = await bookedTicket('remove-event', 2);
    const refused = await api(organiser, 'DELETE', `events/${event.id}/tickets/${ticket.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: '2 places of this ticket are taken: it cannot be removed.' });
    const spare = await createTicket(app, organiser, event.id, { name_en: 'Spare' });
    const removed = await api(organiser, 'DELETE', `events/${event.id}/tickets/${spare.id}`, undefined, 'ar');
    expect(removed.json()).toEqual({ message: 'حُذفت التذكرة.' });
    const left = (await api(reader, 'GET', `events/${event.id}/tickets`)).json<AdminTicket[]>();
    expect(left.map((row) => row.name_en)).toEqual(['Seat']);
    expect((await logged(app, 'activity.event_ticket_deleted')).at(-1)?.params).toMatchObject({
      ticket: 'Spare',
    });
  });
});
