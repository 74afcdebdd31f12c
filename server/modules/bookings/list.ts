import type {
  BookingListOptions,
  BookingRow,
  BookingStatistics,
  BookingStatus,
} from '../../../src/domain/contracts/bookings.ts';
import type { ExtraField } from '../../../src/domain/contracts/events.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Lang } from '../../lib/i18n.ts';
import { readFormConfig } from '../events/service.ts';
import type { BookingFilters } from './filters.ts';
import { type BookingRowData, bookingPage, listOptionRows, paidPlaces } from './list-repository.ts';

export function presentRow(row: BookingRowData, lang: Lang): BookingRow {
  const ar = lang === 'ar';
  return {
    id: row.id,
    event: ar ? row.title_ar : row.title_en,
    event_id: row.event_id,
    ticket: ar ? row.name_ar : row.name_en,
    quantity: row.quantity,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    is_free: row.is_free,
    email: row.email,
    event_date: row.event_date,
    created: new Date(row.created_at).toISOString(),
    customer_phone: row.phone,
    status: row.status as BookingStatus,
    attended: Number(row.scanned),
    fields: row.fields ?? {},
  };
}

export async function listBookings(
  db: DbHandle,
  merchantId: number,
  filters: BookingFilters,
  page: { limit: number; offset: number },
  lang: Lang,
): Promise<{ count: number; results: BookingRow[] }> {
  const { rows, count } = await bookingPage(db, merchantId, filters, page);
  return { count, results: rows.map((row) => presentRow(row, lang)) };
}

/** Places, not bookings: booked counts paid bookings' places; attended their scanned ones. */
export async function bookingStatistics(
  db: DbHandle,
  merchantId: number,
  filters: BookingFilters,
): Promise<BookingStatistics> {
  const row = await paidPlaces(db, merchantId, filters);
  const booked = Number(row.booked);
  const attended = Number(row.attended);
  return { booked, attended, not_attended: Math.max(0, booked - attended) };
}

export async function bookingListOptions(
  db: DbHandle,
  merchantId: number,
  lang: Lang,
  eventId?: number,
): Promise<BookingListOptions> {
  const { eventRows, dates, emails, phones } = await listOptionRows(db, merchantId, eventId);
  const fields = new Map<string, ExtraField>();
  for (const event of eventRows) {
    for (const field of readFormConfig(event.form_config).custom)
      if (!fields.has(field.name)) fields.set(field.name, field);
  }
  return {
    events: eventRows.map((event) => ({
      id: event.id,
      title: lang === 'ar' ? event.title_ar : event.title_en,
    })),
    all_event_dates: dates.map((row) => row.date).sort(),
    email_choices: emails.map((row) => row.email),
    customer_phone_choices: phones.map((row) => row.phone as string),
    config_fields: [...fields.values()],
  };
}
