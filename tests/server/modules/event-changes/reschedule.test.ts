import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { EventChange, EventChangePreview } from '../../../../src/domain/contracts/event-changes.ts';
import type { AdminTicket } from '../../../../src/domain/contracts/events-admin.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { outboxFor, remaining } from '../../events-fixtures.ts';
import { createTestApp } from '../../helper.ts';
import {
  booked,
  bookingStatus,
  call,
  changesOf,
  day,
  logged,
  paidEvent,
  refundsOf,
  staffWith,
  workThrough,
} from './fixtures.ts';

const app = await createTestApp();
const organiser = await staffWith(
  app,
  'date-organiser',
  [PERMISSIONS.changeEvents, pluginAccessPermission('event')],
  '10.43.0.2',
);
const api = call(app);

const ticketPage = async (bookingId: string) => {
  const { access_token } = await queryable(app.db)
    .selectFrom('bookings')
    .select('access_token')
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return app.inject({ url: `/api/v1/plugins/event/tickets/${bookingId}?token=${access_token}&lang=en` });
};

describe('rescheduling an event date', () => {
  it('moves tickets, places and bookings to the new date; tickets stay valid; holders are told', async () => {
    const { event, ticket } = await paidEvent(app, organiser, 'harbour-moved');
    const first = await booked(app, 'harbour-moved', { email: 'move1@example.kw', date: day(11), places: 3 });
    const second = await booked(app, 'harbour-moved', {
      email: 'move2@example.kw',
      date: day(11),
      lang: 'ar',
    });
    const stays = await booked(app, 'harbour-moved', { email: 'stay@example.kw', date: day(12) });

    const preview = await api(
      organiser,
      'GET',
      `events/${event.id}/changes/preview?kind=reschedule&from_date=${day(11)}`,
    );
    expect(preview.json<EventChangePreview>()).toMatchObject({
      bookings: 2,
      paid_bookings: 0,
      dates: [
        { date: day(11), bookings: 2 },
        { date: day(12), bookings: 1 },
      ],
    });
    const started = await api(organiser, 'POST', `events/${event.id}/reschedule`, {
      from_date: day(11),
      to_date: day(20),
      message_en: 'Same seats, new night.',
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<EventChange>()).toMatchObject({
      kind: 'reschedule',
      from_date: day(11),
      to_date: day(20),
      total: 2,
    });

    // The date moved at once: the ticket, its places and the bookings.
    const tickets = (await api(organiser, 'GET', `events/${event.id}/tickets`)).json<AdminTicket[]>();
    const moved = tickets.find((t) => t.id === ticket.id);
    expect(moved?.excluded_dates).toEqual([day(11)]);
    expect(moved?.date_rules).toContainEqual({ kind: 'day', date: day(20) });
    expect(await remaining(app, 'harbour-moved', ticket.id, day(20))).toMatchObject({
      remaining_quantity: 6,
    });
    expect(await remaining(app, 'harbour-moved', ticket.id, day(11))).toBeUndefined();
    const dates = await queryable(app.db)
      .selectFrom('bookings')
      .select(['id', 'event_date'])
      .where('id', 'in', [first.bookingId, second.bookingId, stays.bookingId])
      .execute();
    expect(Object.fromEntries(dates.map((row) => [row.id, row.event_date]))).toEqual({
      [first.bookingId]: day(20),
      [second.bookingId]: day(20),
      [stays.bookingId]: day(12),
    });

    await workThrough(app);
    const [run] = await changesOf(app, organiser, event.id);
    expect(run).toMatchObject({ state: 'done', done: 2, failed: 0, refunded: 0 });
    // Nothing refunded or canceled; the tickets carry the new date.
    expect(await refundsOf(app, [first.transactionId])).toEqual([[]]);
    expect(await bookingStatus(app, first.bookingId)).toBe('paid');
    const page = await ticketPage(first.bookingId);
    expect(page.statusCode).toBe(200);
    const mail = (await outboxFor(app, 'move1@example.kw')).find((m) => m.subject.startsWith('New date'));
    expect(mail?.subject).toBe('New date: Concert harbour-moved');
    expect(mail?.body).toContain('Same seats, new night.');
    expect(mail?.body).toContain(`/tickets/${first.bookingId}?token=`);
    const arabic = (await outboxFor(app, 'move2@example.kw')).find((m) => m.subject.startsWith('موعد جديد'));
    expect(arabic?.body).toContain('تبقى تذاكرك صالحة');
    expect((await outboxFor(app, 'stay@example.kw')).some((m) => m.subject.startsWith('New date'))).toBe(
      false,
    );
    expect((await logged(app, 'activity.event_rescheduled'))[0]?.params).toMatchObject({
      from: day(11),
      to: day(20),
      bookings: '2',
    });
  });

  it('refuses a past, same, unknown or full date in the user language, and moves nothing', async () => {
    const { event, ticket } = await paidEvent(app, organiser, 'harbour-full');
    await booked(app, 'harbour-full', { email: 'full1@example.kw', date: day(10), places: 6 });
    await booked(app, 'harbour-full', { email: 'full2@example.kw', date: day(12), places: 5 });
    const reschedule = (from: string, to: string, lang = 'en') =>
      api(organiser, 'POST', `events/${event.id}/reschedule`, { from_date: from, to_date: to }, lang);

    const past = await reschedule(day(10), day(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json().to_date).toEqual(['The new date may not be in the past.']);
    expect((await reschedule(day(10), day(10))).json().to_date).toEqual([
      'Choose a date other than the one it moves from.',
    ]);
    expect((await reschedule(day(30), day(31))).json().from_date).toEqual([
      'No ticket of this event is sold for this date.',
    ]);
    const full = await reschedule(day(10), day(12), 'ar');
    expect(full.statusCode).toBe(400);
    expect(full.json().to_date).toEqual([
      'الأماكن المتبقية في التاريخ الجديد لـ مقعد: 5، وهي أقل من الحجوزات المنقولة.',
    ]);
    expect(await remaining(app, 'harbour-full', ticket.id, day(10))).toMatchObject({ remaining_quantity: 4 });
    expect(await changesOf(app, organiser, event.id)).toEqual([]);
  });
});
