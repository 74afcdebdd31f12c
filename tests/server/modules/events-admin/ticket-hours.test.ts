import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../../../../src/domain/business-time.ts';
import type { AdminTicket } from '../../../../src/domain/contracts/events-admin.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { book, bookingFor, eventDetail } from '../../events-fixtures.ts';
import { createTestApp } from '../../helper.ts';
import { call, createEvent, createTicket, day, logged, staffWith } from './fixtures.ts';

const app = await createTestApp();
const organiser = await staffWith(app, 'hours-organiser', [PERMISSIONS.changeEvents], '10.24.1.3');
const api = call(app);

// A week of dates from day(10): only day(10)'s weekday gets hours, so day(11) falls on a closed one.
const OPEN = day(10);
const CLOSED = day(11);
const HOURS = { [weekdayOf(OPEN)]: [{ from: '10:00', to: '23:00' }] };
const WEEKDAY_EN = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
  new Date(`${CLOSED}T00:00:00Z`),
);

async function publishedWithHours(slug: string) {
  const event = await createEvent(app, organiser, { slug });
  const ticket = await createTicket(app, organiser, event.id, {
    date_rules: [{ kind: 'range', from: OPEN, to: day(16) }],
  });
  const res = await api(organiser, 'PATCH', `events/${event.id}/tickets/${ticket.id}`, {
    allowed_hours: HOURS,
  });
  expect(res.statusCode, res.body).toBe(200);
  await api(organiser, 'PATCH', `events/${event.id}`, { is_active: true });
  return { event, ticket: res.json<AdminTicket>() };
}

describe("a ticket's allowed hours", () => {
  it('are saved in order, logged, and given to customers with the ticket', async () => {
    const { ticket } = await publishedWithHours('hours-shown');
    expect(ticket.allowed_hours).toEqual(HOURS);
    const [entry] = await logged(app, 'activity.event_ticket_edited');
    expect(JSON.stringify(entry)).toContain('allowed_hours');
    const detail = await eventDetail(app, 'hours-shown');
    expect(detail.tickets[0]?.allowed_hours).toEqual(HOURS);
  });

  it('refuse a booking on a closed weekday in the customer language, and take one on an open day', async () => {
    await publishedWithHours('hours-booked');
    const detail = await eventDetail(app, 'hours-booked');
    const closed = await book(app, bookingFor(detail, { event_date: CLOSED }));
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({
      event_date: [`This ticket cannot be booked for a ${WEEKDAY_EN}. Choose another date.`],
    });
    const arabic = await book(app, bookingFor(detail, { event_date: CLOSED, lang: 'ar' }), {
      'accept-language': 'ar',
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().event_date[0]).toMatch(/^لا يمكن حجز هذه التذكرة ليوم .+\. اختر تاريخًا آخر\.$/);
    const open = await book(app, bookingFor(detail, { event_date: OPEN }));
    expect(open.statusCode, open.body).toBe(201);
  });

  it('refuse overlapping intervals and hours that close every day, naming the weekday', async () => {
    const event = await createEvent(app, organiser, { slug: 'hours-bad' });
    const ticket = await createTicket(app, organiser, event.id);
    const overlap = await api(organiser, 'PATCH', `events/${event.id}/tickets/${ticket.id}`, {
      allowed_hours: {
        5: [
          { from: '16:00', to: '22:00' },
          { from: '21:00', to: '23:00' },
        ],
      },
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toEqual({ allowed_hours: ['Friday, hours 2 overlap other hours of the day.'] });
    const none = await api(
      organiser,
      'PATCH',
      `events/${event.id}/tickets/${ticket.id}`,
      { allowed_hours: {} },
      'ar',
    );
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      allowed_hours: ['أدخل ساعات ليوم واحد على الأقل من أيام الأسبوع، أو اسمح بالحجز في أي وقت.'],
    });
  });
});
