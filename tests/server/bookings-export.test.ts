import { describe, expect, it } from 'vitest';
import type { DashboardEvent, DashboardEventDetail } from '../../src/domain/contracts/bookings.ts';
import { createEvent, day, merchantOf, seedBooking } from './bookings-fixtures.ts';
import { firstSheet, parseCsv } from './export-files.ts';
import { ADMIN, authed, createTestApp, login } from './helper.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;
const merchantId = await merchantOf(app, 'admin');
const BASE = '/api/v1/plugins/event';

const event = await createEvent(app, merchantId);
const [standard, vip] = event.tickets as [(typeof event.tickets)[0], (typeof event.tickets)[0]];
const older = await seedBooking(app, merchantId, event, {
  ticket: standard.id,
  date: day(1),
  quantity: 2,
  email: 'older@example.kw',
  firstName: 'Fatma',
  lastName: 'Al-"Quoted", Name',
  phone: '+96550001111',
  fields: { company: 'Gulf, Ltd' },
  createdAt: new Date('2026-03-01T09:00:00Z'),
  scanned: 1,
});
const newer = await seedBooking(app, merchantId, event, {
  ticket: vip.id,
  date: day(2),
  quantity: 1,
  status: 'cancel',
  email: 'newer@example.kw',
  firstName: 'محمد',
  lastName: 'الكويتي',
  fields: { company: '=cmd()' },
  createdAt: new Date('2026-03-02T09:00:00Z'),
});

const download = (query: string) =>
  app.inject(authed(admin, { url: `${BASE}/booking/export?event=${event.id}&${query}` }));

const HEADER_EN = [
  'Reference',
  'Event',
  'Ticket',
  'Date',
  'Name',
  'Email',
  'Phone',
  'Quantity',
  'Status',
  'Attended',
  'Created',
  'Company',
];

describe('bookings export', () => {
  it('writes a CSV with a byte order mark, the columns and one row per booking, newest first', async () => {
    const res = await download('file_format=csv&language=en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(HEADER_EN);
    expect(rows.slice(1)).toEqual([
      [
        newer.id,
        event.title,
        'VIP',
        day(2),
        'محمد الكويتي',
        'newer@example.kw',
        '',
        '1',
        'Canceled',
        '0',
        '2026-03-02 12:00:00',
        "'=cmd()",
      ],
      [
        older.id,
        event.title,
        'Standard',
        day(1),
        'Fatma Al-"Quoted", Name',
        'older@example.kw',
        '+96550001111',
        '2',
        'Paid',
        '1',
        '2026-03-01 12:00:00',
        'Gulf, Ltd',
      ],
    ]);
  });

  it('narrows the file with the list filters', async () => {
    const rows = parseCsv((await download('file_format=csv&attendance=partial_attended')).body.slice(1));
    expect(rows.slice(1).map((row) => row[0])).toEqual([older.id]);
  });

  it('writes an XLSX workbook (xls asked) that a spreadsheet library opens, in Arabic when asked', async () => {
    const res = await download('file_format=xls&language=ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const sheet = await firstSheet(res.rawPayload);
    expect(sheet.name).toBe('الحجوزات');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    // Empty cells are holes in ExcelJS's array: Array.from visits them too.
    const values = (r: number) => Array.from((sheet.getRow(r).values as unknown[]).slice(1), (v) => v ?? '');
    expect(values(1)).toEqual([
      'المرجع',
      'الفعالية',
      'التذكرة',
      'التاريخ',
      'الاسم',
      'البريد الإلكتروني',
      'الهاتف',
      'الكمية',
      'الحالة',
      'الحضور',
      'تاريخ الإنشاء',
      'الشركة',
    ]);
    expect(values(2)).toEqual([
      newer.id,
      expect.stringMatching(/^ليلة الاختبار/),
      'كبار الشخصيات',
      day(2),
      'محمد الكويتي',
      'newer@example.kw',
      '',
      '1',
      'ملغى',
      '0',
      '2026-03-02 12:00:00',
      '=cmd()',
    ]);
    expect(values(3)[0]).toBe(older.id);
    expect(values(3)[8]).toBe('مدفوع');
    expect(sheet.rowCount).toBe(3);
  });

  it('refuses an unknown format', async () => {
    const res = await download('file_format=pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file_format: ['Select a valid choice.'] });
  });
});

describe('events for staff booking', () => {
  it('lists the events with a date ahead when asked for available ones', async () => {
    const all = await app.inject(authed(admin, { url: `${BASE}/dashboard/events` }));
    const available = await app.inject(authed(admin, { url: `${BASE}/dashboard/events?available=true` }));
    expect(available.statusCode).toBe(200);
    const slugs = (res: typeof all) => res.json<DashboardEvent[]>().map((item) => item.slug);
    expect(slugs(available)).toEqual(expect.arrayContaining(['gulf-tech-summit', 'community-iftar']));
    // The autumn fair was last week: it can still be listed, not booked.
    expect(slugs(all)).toContain('autumn-fair');
    expect(slugs(available)).not.toContain('autumn-fair');
    const summit = available.json<DashboardEvent[]>().find((item) => item.slug === 'gulf-tech-summit');
    expect(summit).toMatchObject({ title: 'Gulf Tech Summit', is_free: false, currency_code: 'KWD' });
  });

  it('gives one event with its tickets, places left per date, form fields and gateways', async () => {
    const res = await app.inject(authed(admin, { url: `${BASE}/dashboard/events/${event.id}` }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DashboardEventDetail>();
    expect(body).toMatchObject({ id: event.id, title: event.title, is_free: false, currency_code: 'KWD' });
    expect(body.gateways).toEqual([
      { code: 'knet', name: 'KNET' },
      { code: 'kpay', name: 'KPay' },
    ]);
    expect(body.phone).toEqual({ enabled: true, required: false });
    expect(body.extra_fields.map((field) => field.name)).toEqual(['company']);
    const [first, second] = body.tickets;
    expect(first).toMatchObject({ id: standard.id, name: 'Standard', price: '10.000', quantity: 10 });
    expect(second?.price).toBe('20.000');
    // Two Standard places are held on day 1; the canceled VIP booking holds none.
    expect(first?.remaining_qty_per_date[day(1)]).toEqual({ status: 'available', remaining_quantity: 8 });
    expect(second?.remaining_qty_per_date[day(2)]).toEqual({ status: 'available', remaining_quantity: 10 });

    const missing = await app.inject(authed(admin, { url: `${BASE}/dashboard/events/999999` }));
    expect(missing.statusCode).toBe(404);
  });

  it('marks a date sold out once every place is taken', async () => {
    const small = await createEvent(app, merchantId, { quantity: 2 });
    const ticket = small.tickets[0]?.id as number;
    await seedBooking(app, merchantId, small, { ticket, date: day(3), quantity: 2 });
    const res = await app.inject(authed(admin, { url: `${BASE}/dashboard/events/${small.id}` }));
    expect(res.json<DashboardEventDetail>().tickets[0]?.remaining_qty_per_date[day(3)]).toEqual({
      status: 'soldOut',
      remaining_quantity: 0,
    });
  });
});
