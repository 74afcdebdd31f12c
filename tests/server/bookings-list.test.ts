import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type {
  BookingDetails,
  BookingList,
  BookingListOptions,
  BookingStatistics,
} from '../../src/domain/contracts/bookings.ts';
import { createEvent, day, merchantOf, seedBooking } from './bookings-fixtures.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from './helper.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;
const door = (await login(app, DOOR)).access;
const merchantId = await merchantOf(app, 'admin');
const BASE = '/api/v1/plugins/event';

const event = await createEvent(app, merchantId);
const other = await createEvent(app, merchantId);
const [standard, vip] = event.tickets as [(typeof event.tickets)[0], (typeof event.tickets)[0]];
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 9, minutes));

// Oldest first: the list shows them the other way round.
const noura = await seedBooking(app, merchantId, event, {
  ticket: standard.id,
  date: day(1),
  quantity: 3,
  email: 'noura@example.kw',
  firstName: 'Noura',
  lastName: 'Al-Sabah',
  phone: '+96550000001',
  createdAt: at(0),
  scanned: 3,
});
const khalid = await seedBooking(app, merchantId, event, {
  ticket: vip.id,
  date: day(2),
  quantity: 2,
  email: 'khalid@example.kw',
  firstName: 'Khalid',
  lastName: 'Hamad',
  phone: '+96550000002',
  createdAt: at(1),
  scanned: 1,
});
const sara = await seedBooking(app, merchantId, event, {
  ticket: standard.id,
  date: day(2),
  quantity: 4,
  email: 'sara@example.kw',
  firstName: 'Sara',
  lastName: 'Ali',
  createdAt: new Date(Date.UTC(2026, 2, 12, 9, 0)),
});
const pending = await seedBooking(app, merchantId, event, {
  ticket: standard.id,
  date: day(3),
  quantity: 5,
  status: 'pending_payment',
  email: 'pending@example.kw',
  firstName: 'Pending',
  lastName: 'Person',
  createdAt: new Date(Date.UTC(2026, 2, 13, 9, 0)),
});
const elsewhere = await seedBooking(app, merchantId, other, {
  ticket: other.tickets[0]?.id as number,
  date: day(1),
  email: 'noura@example.kw',
  firstName: 'Noura',
  lastName: 'Elsewhere',
});

const get = <T>(path: string, token = admin, lang = 'en') =>
  app
    .inject(authed(token, { url: `${BASE}${path}`, headers: { 'accept-language': lang } }))
    .then((res) => ({ res, body: res.json<T>() }));
const ids = async (query: string) => {
  const { res, body } = await get<BookingList>(`/booking/list?event=${event.id}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body.results.map((row) => row.id);
};

describe('booking list', () => {
  it("lists the merchant's bookings newest first with event, ticket, name and attended places", async () => {
    const { res, body } = await get<BookingList>(`/booking/list?event=${event.id}`);
    expect(res.statusCode).toBe(200);
    expect(body.count).toBe(4);
    expect(body.results.map((row) => row.id)).toEqual([pending.id, sara.id, khalid.id, noura.id]);
    const row = body.results[2];
    expect(row).toMatchObject({
      event: event.title,
      event_id: event.id,
      ticket: 'VIP',
      quantity: 2,
      full_name: 'Khalid Hamad',
      email: 'khalid@example.kw',
      customer_phone: '+96550000002',
      event_date: day(2),
      status: 'paid',
      attended: 1,
      fields: { company: 'Acme' },
    });
    expect(row?.created).toBe(at(1).toISOString());
  });

  it('speaks Arabic titles and ticket names to an Arabic reader', async () => {
    const { body } = await get<BookingList>(`/booking/list?event=${event.id}&ticket=${vip.id}`, admin, 'ar');
    expect(body.results[0]?.ticket).toBe('كبار الشخصيات');
    expect(body.results[0]?.event).toMatch(/^ليلة الاختبار/);
  });

  it('pages with limit and offset and links to the next and previous pages', async () => {
    const first = await get<BookingList>(`/booking/list?event=${event.id}&limit=3`);
    expect(first.body.results.map((row) => row.id)).toEqual([pending.id, sara.id, khalid.id]);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('offset=3');
    const second = await get<BookingList>(first.body.next?.replace('/api/v1/plugins/event', '') ?? '');
    expect(second.body.results.map((row) => row.id)).toEqual([noura.id]);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toContain('offset=0');
  });

  it('filters by event and by ticket', async () => {
    expect(await ids(`ticket=${vip.id}`)).toEqual([khalid.id]);
    const { body } = await get<BookingList>(`/booking/list?event=${other.id}`);
    expect(body.results.map((row) => row.id)).toEqual([elsewhere.id]);
  });

  it('filters by email (any case), phone and event date', async () => {
    expect(await ids('email=NOURA@example.kw')).toEqual([noura.id]);
    expect(await ids(`customer_phone=${encodeURIComponent('+96550000002')}`)).toEqual([khalid.id]);
    expect(await ids(`event_date=${day(2)}`)).toEqual([sara.id, khalid.id]);
  });

  it('filters by full name: first and last name together, any case, any part', async () => {
    expect(await ids('full_name=khalid%20ham')).toEqual([khalid.id]);
    expect(await ids('full_name=AL-SAB')).toEqual([noura.id]);
    expect(await ids('full_name=nobody')).toEqual([]);
  });

  it('filters by the created range in Kuwait days, both days included', async () => {
    expect(await ids('created_after=2026-03-12')).toEqual([pending.id, sara.id]);
    expect(await ids('created_before=2026-03-10')).toEqual([khalid.id, noura.id]);
    expect(await ids('created_after=2026-03-11&created_before=2026-03-12')).toEqual([sara.id]);
    const bad = await get<Record<string, string[]>>(`/booking/list?created_after=yesterday`);
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.created_after?.[0]).toMatch(/valid date/);
    const reversed = await get<Record<string, string[]>>(
      `/booking/list?created_after=2026-03-12&created_before=2026-03-10`,
    );
    expect(reversed.body.created_before).toEqual(['The end date cannot be before the start date.']);
  });

  it('filters by attendance: all places scanned, none, or some', async () => {
    expect(await ids('attendance=attended')).toEqual([noura.id]);
    expect(await ids('attendance=partial_attended')).toEqual([khalid.id]);
    expect(await ids('attendance=not_attended')).toEqual([pending.id, sara.id]);
  });

  it('searches a keyword over email, name, phone and reference numbers', async () => {
    expect(await ids('q=sara@')).toEqual([sara.id]);
    expect(await ids('q=hamad')).toEqual([khalid.id]);
    expect(await ids('q=50000001')).toEqual([noura.id]);
    expect(await ids(`q=${noura.numbers[1]?.toLowerCase()}`)).toEqual([noura.id]);
    expect(await ids('q=100%25')).toEqual([]);
  });
});

describe('booking statistics', () => {
  it('counts places of paid bookings, scanned ones and the rest, with the list filters', async () => {
    const all = await get<BookingStatistics>(`/booking_statistics?event=${event.id}`);
    expect(all.res.statusCode).toBe(200);
    // Paid: 3 + 2 + 4 places; the pending booking's 5 are not booked yet. Scanned: 3 + 1.
    expect(all.body).toEqual({ booked: 9, attended: 4, not_attended: 5 });
    const vipOnly = await get<BookingStatistics>(`/booking_statistics?event=${event.id}&ticket=${vip.id}`);
    expect(vipOnly.body).toEqual({ booked: 2, attended: 1, not_attended: 1 });
  });
});

describe('list options', () => {
  it('offers the events, their dates, emails, phones and custom fields', async () => {
    const res = await app.inject(
      authed(admin, { method: 'OPTIONS', url: `${BASE}/booking/list?event=${event.id}` }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<BookingListOptions>();
    expect(body.events).toEqual([{ id: event.id, title: event.title }]);
    expect(body.all_event_dates).toEqual([day(1), day(2), day(3)]);
    expect(body.email_choices).toEqual([
      'khalid@example.kw',
      'noura@example.kw',
      'pending@example.kw',
      'sara@example.kw',
    ]);
    expect(body.customer_phone_choices).toEqual(['+96550000001', '+96550000002']);
    expect(body.config_fields).toEqual([
      { name: 'company', label_en: 'Company', label_ar: 'الشركة', required: true, type: 'text' },
    ]);
    const everything = await app.inject(authed(admin, { method: 'OPTIONS', url: `${BASE}/booking/list` }));
    const titles = everything.json<BookingListOptions>().events.map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining([event.title, 'Gulf Tech Summit']));
  });
});

describe('booking details', () => {
  it('shows the customer, ticket, fields, items and places with their scans', async () => {
    const { res, body } = await get<BookingDetails>(`/booking/list/${khalid.id}`);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      id: khalid.id,
      event: event.title,
      event_id: event.id,
      event_date: day(2),
      email: 'khalid@example.kw',
      customer_first_name: 'Khalid',
      customer_last_name: 'Hamad',
      customer_phone: '+96550000002',
      status: 'paid',
      current_ticket: { id: vip.id, name: 'VIP' },
      fields: [{ name: 'company', label: 'Company', value: 'Acme' }],
      items: [
        {
          ticket: { id: vip.id, name: 'VIP', start_time: '18:00', end_time: '23:00' },
          quantity: 2,
          status: 'paid',
          payment_transaction: null,
        },
      ],
    });
    expect(body.members.map((member) => [member.number, member.is_qr_scanned, member.gate])).toEqual([
      [khalid.numbers[0], true, 'Gate 1'],
      [khalid.numbers[1], false, null],
    ]);
    expect(body.members[0]?.scanned_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const token = await queryable(app.db)
      .selectFrom('bookings')
      .where('id', '=', khalid.id)
      .select('access_token')
      .executeTakeFirstOrThrow();
    expect(body.tickets_url).toBe(
      `http://pay.test/api/v1/plugins/event/tickets/${khalid.id}?token=${token.access_token}&lang=en`,
    );
  });

  it('has no tickets link while the payment is pending, and labels fields in Arabic', async () => {
    const { body } = await get<BookingDetails>(`/booking/list/${pending.id}`, admin, 'ar');
    expect(body.status).toBe('pending_payment');
    expect(body.tickets_url).toBeNull();
    expect(body.fields).toEqual([{ name: 'company', label: 'الشركة', value: 'Acme' }]);
  });

  it('answers 404 for an unknown id or one that is not a booking id', async () => {
    expect((await get(`/booking/list/00000000-0000-4000-8000-000000000000`)).res.statusCode).toBe(404);
    expect((await get(`/booking/list/not-an-id`)).res.statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('keeps door staff (check-in only) and anonymous callers out', async () => {
    for (const path of [
      `/booking/list`,
      `/booking_statistics`,
      `/booking/list/${noura.id}`,
      `/booking/export`,
    ]) {
      expect((await get(path, door)).res.statusCode, path).toBe(403);
      expect((await app.inject({ url: `${BASE}${path}` })).statusCode, path).toBe(401);
    }
    const patch = await app.inject(
      authed(door, {
        method: 'PATCH',
        url: `${BASE}/booking/update/${noura.id}`,
        payload: { status: 'cancel' },
      }),
    );
    expect(patch.statusCode).toBe(403);
  });

  it('lets door staff pick the event they check in for, and nothing more', async () => {
    const events = await get('/dashboard/events?available=true', door);
    expect(events.res.statusCode).toBe(200);
    expect((events.body as { slug: string }[]).map((event) => event.slug)).toContain('community-iftar');
    expect((await app.inject({ url: `${BASE}/dashboard/events` })).statusCode).toBe(401);
  });

  it("never shows another merchant's bookings", async () => {
    const foreign = await queryable(app.db)
      .insertInto('merchants')
      .values({
        title_en: 'Other',
        title_ar: 'آخر',
        subheader: '',
        admin_url: '/admin/',
        logo_url: null,
        favicon_url: null,
        support_email: 'o@example.kw',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await createEvent(app, foreign.id);
    const booking = await seedBooking(app, foreign.id, theirs, {
      ticket: theirs.tickets[0]?.id as number,
      date: day(1),
    });
    expect((await get(`/booking/list/${booking.id}`)).res.statusCode).toBe(404);
    const { body } = await get<BookingList>(`/booking/list?event=${theirs.id}`);
    expect(body.count).toBe(0);
  });
});
