import { sql } from 'kysely';
import type {
  BookingListOptions,
  BookingRow,
  BookingStatistics,
  BookingStatus,
} from '../../../src/domain/contracts/bookings.ts';
import type { ExtraField } from '../../../src/domain/contracts/events.ts';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../lib/i18n.ts';
import { readFormConfig } from '../events/form-config.ts';
import { type BookingFilters, filteredBookings } from './filters.ts';

/** Choices offered in the filter drop-downs; more than this is a list nobody scrolls. */
const MAX_CHOICES = 500;

const scanned = sql<number>`(select count(*)::int from booking_members sm where sm.booking_id = b.id and sm.scanned_at is not null)`;

/** The list's columns: the booking with its event, ticket and scanned places. */
export function bookingRowsQuery(db: Db, merchantId: number, filters: BookingFilters) {
  return filteredBookings(db, merchantId, filters)
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .innerJoin('event_tickets as t', 't.id', 'b.ticket_id')
    .select([
      'b.id',
      'b.event_id',
      'b.event_date',
      'b.quantity',
      'b.first_name',
      'b.last_name',
      'b.email',
      'b.phone',
      'b.fields',
      'b.is_free',
      'b.status',
      'b.created_at',
      'e.title_en',
      'e.title_ar',
      't.name_en',
      't.name_ar',
      scanned.as('scanned'),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc');
}

export type BookingRowData = Awaited<ReturnType<ReturnType<typeof bookingRowsQuery>['execute']>>[number];

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
  db: Db,
  merchantId: number,
  filters: BookingFilters,
  page: { limit: number; offset: number },
  lang: Lang,
): Promise<{ count: number; results: BookingRow[] }> {
  const [rows, total] = await Promise.all([
    bookingRowsQuery(db, merchantId, filters).limit(page.limit).offset(page.offset).execute(),
    filteredBookings(db, merchantId, filters)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, results: rows.map((row) => presentRow(row, lang)) };
}

/** Places, not bookings: booked counts paid bookings' places; attended their scanned ones. */
export async function bookingStatistics(
  db: Db,
  merchantId: number,
  filters: BookingFilters,
): Promise<BookingStatistics> {
  const row = await filteredBookings(db, merchantId, filters)
    .where('b.status', '=', 'paid')
    .select([
      sql<number>`coalesce(sum(b.quantity), 0)::int`.as('booked'),
      sql<number>`coalesce(sum(${scanned}), 0)::int`.as('attended'),
    ])
    .executeTakeFirstOrThrow();
  const booked = Number(row.booked);
  const attended = Number(row.attended);
  return { booked, attended, not_attended: Math.max(0, booked - attended) };
}

export async function bookingListOptions(
  db: Db,
  merchantId: number,
  lang: Lang,
  eventId?: number,
): Promise<BookingListOptions> {
  let events = db.selectFrom('events').where('merchant_id', '=', merchantId);
  if (eventId) events = events.where('id', '=', eventId);
  const scoped = filteredBookings(db, merchantId, eventId ? { event: eventId } : {});
  const [eventRows, dates, emails, phones] = await Promise.all([
    events.select(['id', 'title_en', 'title_ar', 'form_config']).orderBy('id').execute(),
    db
      .selectFrom('event_tickets as t')
      .innerJoin('events as e', 'e.id', 't.event_id')
      .where('e.merchant_id', '=', merchantId)
      .$if(Boolean(eventId), (query) => query.where('e.id', '=', eventId as number))
      .select(sql<string>`jsonb_array_elements_text(t.dates)`.as('date'))
      .distinct()
      .execute(),
    scoped.select('b.email').distinct().orderBy('b.email').limit(MAX_CHOICES).execute(),
    scoped
      .where('b.phone', 'is not', null)
      .select('b.phone')
      .distinct()
      .orderBy('b.phone')
      .limit(MAX_CHOICES)
      .execute(),
  ]);
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
