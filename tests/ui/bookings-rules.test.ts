import { describe, expect, it } from 'vitest';
import type { DashboardEventDetail } from '@/domain/contracts/bookings';
import type { Ticket } from '@/domain/contracts/events';
import { formatTime } from '@/domain/date-formats';
import {
  activeFilterCount,
  parseBookingSearch,
  toFilterQuery,
  toListQuery,
  withFilters,
} from '@/features/bookings/lib/booking-search';
import { preselectedDate, ticketDateChoices } from '@/features/bookings/lib/ticket-dates';
import {
  bookingCreateSchema,
  initialCreateValues,
  serverFieldErrors,
  toBookingRequest,
} from '@/features/bookings/schemas/booking-create-schema';
import { i18n } from '@/lib/i18n';
import { pageSizeOptions } from '@/lib/pagination';

const ticket = (overrides: Partial<Ticket> = {}): Ticket => ({
  id: 7,
  name: 'Standard',
  name_en: 'Standard',
  name_ar: 'عادي',
  price: '15.000',
  start_time: '18:00',
  end_time: '23:00',
  quantity: 200,
  dates: ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'],
  remaining_qty_per_date: {
    '2026-03-10': { status: 'available', remaining_quantity: 4 },
    '2026-03-11': { status: 'soldOut', remaining_quantity: 0 },
    '2026-03-12': { status: 'available', remaining_quantity: 200 },
  },
  ...overrides,
});

const summit: DashboardEventDetail = {
  id: 1,
  slug: 'gulf-tech-summit',
  title: 'Gulf Tech Summit',
  is_free: false,
  currency_code: 'KWD',
  tickets: [ticket()],
  extra_fields: [
    { name: 'company', label_en: 'Company', label_ar: 'الشركة', required: true, type: 'text' },
    { name: 'badge', label_en: 'Badge name', label_ar: 'اسم الشارة', required: false, type: 'text' },
  ],
  phone: { enabled: true, required: true },
  attachment: { enabled: true, required: false },
  gateways: [
    { code: 'knet', name: 'KNET' },
    { code: 'card', name: 'Card' },
  ],
};

describe('bookings list search (URL)', () => {
  it('keeps valid filters only, a ticket only with its event, and To never before From', () => {
    expect(
      parseBookingSearch({
        page: '3',
        per_page: '50',
        event: '4',
        ticket: '9',
        email: ' a@b.co ',
        attendance: 'partial_attended',
        created_after: '2026-03-10',
        created_before: '2026-03-01',
        event_date: '2026-02-30',
        junk: 'x',
      }),
    ).toEqual({
      page: 3,
      per_page: 50,
      event: 4,
      ticket: 9,
      email: 'a@b.co',
      attendance: 'partial_attended',
      created_after: '2026-03-10',
    });
    expect(parseBookingSearch({ ticket: '9', attendance: 'maybe' })).toEqual({});
  });

  it('goes back to page 1 with new filters and sends limit/offset only for real pages', () => {
    const search = parseBookingSearch({ page: '4', per_page: '100', q: 'fatima' });
    expect(withFilters(search, { attendance: 'attended' })).toEqual({
      per_page: 100,
      attendance: 'attended',
    });
    expect(toListQuery(search)).toEqual({ q: 'fatima', limit: 100, offset: 300 });
    expect(toListQuery({ per_page: 'all', event: 2 })).toEqual({ event: 2 });
    expect(toFilterQuery(search)).toEqual({ q: 'fatima' });
    expect(
      activeFilterCount({ q: 'x', event: 1, created_after: '2026-01-01', created_before: '2026-01-02' }),
    ).toBe(2);
  });

  it('offers each page size only above its total', () => {
    expect(pageSizeOptions(8, 10)).toEqual([]);
    expect(pageSizeOptions(60, 10)).toEqual([10, 50, 'all']);
    expect(pageSizeOptions(150, 10)).toEqual([10, 50, 100, 'all']);
  });
});

describe('ticket dates (SPEC 4)', () => {
  it('drops past days and today once its start time has passed; sold-out days stay, not choosable', () => {
    // 2026-03-10 19:30 in Kuwait (UTC+3): the 18:00 start has passed.
    const afterStart = ticketDateChoices(ticket(), new Date('2026-03-10T16:30:00Z'));
    expect(afterStart.map((choice) => [choice.date, choice.soldOut])).toEqual([
      ['2026-03-11', true],
      ['2026-03-12', false],
    ]);
    expect(preselectedDate(afterStart)).toBe('2026-03-12');
    // 17:00 in Kuwait: today still open.
    const beforeStart = ticketDateChoices(ticket(), new Date('2026-03-10T14:00:00Z'));
    expect(beforeStart.map((choice) => choice.date)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    expect(preselectedDate(beforeStart)).toBe('');
  });

  it('closes today at the start time itself, as the server does (the form once kept it open that minute)', () => {
    // 18:00 in Kuwait exactly: the server refuses today, so the form must not offer it.
    const atStart = ticketDateChoices(ticket(), new Date('2026-03-10T15:00:00Z'));
    expect(atStart.map((choice) => choice.date)).toEqual(['2026-03-11', '2026-03-12']);
  });

  it('shows ticket times as hh:mm A', () => {
    expect(formatTime('18:00', 'en')).toBe('06:00 PM');
    expect(formatTime('00:30', 'en')).toBe('12:30 AM');
  });
});

describe('booking create rules (SPEC 5)', () => {
  const t = i18n.getFixedT('en', 'bookings');

  it('requires the configured fields with "This field is required" and a gateway for paid events', async () => {
    const schema = bookingCreateSchema(t, summit);
    const errors = await schema
      .validate(
        { ...initialCreateValues(summit, new Date('2026-03-10T16:30:00Z')), quantity: '2x' },
        { abortEarly: false },
      )
      .catch((error: { inner: { path: string; message: string }[] }) =>
        Object.fromEntries(error.inner.map((e) => [e.path, e.message])),
      );
    expect(errors).toMatchObject({
      gateway_code: 'This field is required',
      phone: 'This field is required',
      'fields.company': 'This field is required',
      quantity: 'Digits only',
    });
    // The event's only ticket and its only open date (the 11th is sold out) are chosen already.
    expect(errors).not.toHaveProperty('ticket');
    expect(errors).not.toHaveProperty('event_date');
    expect(errors).not.toHaveProperty('fields.badge');
    expect(errors).not.toHaveProperty('attachment_url');
  });

  it('omits optional empty fields and the gateway of a free event', () => {
    const values = {
      ...initialCreateValues(summit),
      ticket: '7',
      event_date: '2026-03-12',
      gateway_code: 'knet',
      quantity: '2',
      email: ' sara@example.com ',
      first_name: 'Sara',
      last_name: 'Ali',
      phone: '+96550000001',
      fields: { company: 'Acme', badge: '  ' },
    };
    expect(toBookingRequest(values, summit, 'en')).toEqual({
      event: 'gulf-tech-summit',
      ticket: 7,
      event_date: '2026-03-12',
      quantity: 2,
      email: 'sara@example.com',
      first_name: 'Sara',
      last_name: 'Ali',
      phone: '+96550000001',
      fields: { company: 'Acme' },
      gateway_code: 'knet',
      lang: 'en',
    });
    const free = { ...summit, is_free: true, phone: { enabled: false, required: false } };
    const request = toBookingRequest(values, free, 'ar');
    expect(request).not.toHaveProperty('gateway_code');
    expect(request).not.toHaveProperty('phone');
  });

  it('puts server errors under their fields: pg_codes under the gateway, custom fields by name', () => {
    expect(
      serverFieldErrors(
        { pg_codes: ['Gateway not allowed'], company: ['Too long'], quantity: ['Only 3 left'] },
        summit,
      ),
    ).toEqual({
      gateway_code: 'Gateway not allowed',
      quantity: 'Only 3 left',
      fields: { company: 'Too long' },
    });
    expect(serverFieldErrors({ message: 'Server busy' }, summit)).toBeNull();
  });
});
