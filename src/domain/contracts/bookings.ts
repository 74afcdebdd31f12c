/**
 * Staff views of the events plugin (issue 5): the bookings list, its statistics and export,
 * one booking and its changes, and the events staff book for. Paths are under
 * /api/v1/plugins/event; every endpoint needs a token and access_event.
 */
import { type Static, Type } from 'typebox';
import { ATTENDANCE, BOOKING_STATUSES } from '../booking-states.ts';
import { Id, Lang, Nullable, Paginated, PaginationQuery } from './common.ts';
import { EventDay, ExtraField, FieldSwitch, Quantity, Ticket } from './events.ts';

export const BookingStatus = Type.Enum(BOOKING_STATUSES);
export type BookingStatus = Static<typeof BookingStatus>;

export const Attendance = Type.Enum(ATTENDANCE);
export type Attendance = Static<typeof Attendance>;

/** Path parameters of one booking: any text (an id that is not a UUID is not found). */
export const BookingIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

/** The list's filters: the list, its statistics and its export accept the same. */
export const BookingFilterQuery = Type.Object({
  event: Type.Optional(Id),
  ticket: Type.Optional(Id),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  customer_phone: Type.Optional(Type.String({ maxLength: 32 })),
  full_name: Type.Optional(Type.String({ maxLength: 150 })),
  event_date: Type.Optional(EventDay),
  created_after: Type.Optional(Type.String({ maxLength: 40 })),
  created_before: Type.Optional(Type.String({ maxLength: 40 })),
  attendance: Type.Optional(Attendance),
  /** Searches emails, names, phones, booking ids and place reference numbers. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
});

/** GET /booking/list: one page of the filtered bookings. */
export const BookingPageQuery = Type.Object({
  ...PaginationQuery.properties,
  ...BookingFilterQuery.properties,
});
/** The list's query as a client sends it: filters, and paging where the defaults do not do. */
export type BookingListQuery = Static<typeof BookingFilterQuery> & Partial<Static<typeof PaginationQuery>>;

/** SPEC 3 "Booking (list)". */
export const BookingRow = Type.Object({
  id: Type.String(),
  /** The event's title in the request language. */
  event: Type.String(),
  event_id: Type.Integer(),
  ticket: Type.String(),
  quantity: Type.Integer(),
  full_name: Type.String(),
  is_free: Type.Boolean(),
  email: Type.String(),
  event_date: Type.String(),
  created: Type.String(),
  customer_phone: Nullable(Type.String()),
  status: BookingStatus,
  /** Places scanned at the door. */
  attended: Type.Integer(),
  fields: Type.Record(Type.String(), Type.String()),
});
export type BookingRow = Static<typeof BookingRow>;

export const BookingList = Paginated(BookingRow);
export type BookingList = Static<typeof BookingList>;

/** OPTIONS /booking/list: the choices of one event only, with `event`. */
export const BookingListOptionsQuery = Type.Object({ event: Type.Optional(Id) });

/** OPTIONS /booking/list: metadata for the filters and export. */
export const BookingListOptions = Type.Object({
  events: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  all_event_dates: Type.Array(Type.String()),
  email_choices: Type.Array(Type.String()),
  customer_phone_choices: Type.Array(Type.String()),
  config_fields: Type.Array(ExtraField),
});
export type BookingListOptions = Static<typeof BookingListOptions>;

/** GET /booking_statistics (same filters as the list): places, not bookings. */
export const BookingStatistics = Type.Object({
  booked: Type.Integer(),
  attended: Type.Integer(),
  not_attended: Type.Integer(),
});
export type BookingStatistics = Static<typeof BookingStatistics>;

/** GET /booking/export?file_format=csv|xls&language=en|ar&…filters → the file (attachment). */
export const BookingExportQuery = Type.Object({
  /** "xls" is the name the dashboard has always sent; the file is a modern workbook either way. */
  file_format: Type.Enum(['csv', 'xls', 'xlsx'], { default: 'csv' }),
  language: Type.Optional(Lang),
  ...BookingFilterQuery.properties,
});

export const BookingItem = Type.Object({
  ticket: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    start_time: Type.String(),
    end_time: Type.String(),
  }),
  quantity: Type.Integer(),
  status: BookingStatus,
  payment_transaction: Nullable(Type.String()),
});
export type BookingItem = Static<typeof BookingItem>;

/** One booked place. */
export const BookingMember = Type.Object({
  number: Type.String(),
  is_purchased: Type.Boolean(),
  is_qr_scanned: Type.Boolean(),
  scanned_at: Nullable(Type.String()),
  gate: Nullable(Type.String()),
});
export type BookingMember = Static<typeof BookingMember>;

/** SPEC 3 "Booking details". GET /booking/list/{id} */
export const BookingDetails = Type.Object({
  id: Type.String(),
  event: Type.String(),
  event_id: Type.Integer(),
  event_slug: Type.String(),
  event_date: Type.String(),
  created: Type.String(),
  email: Type.String(),
  customer_first_name: Type.String(),
  customer_last_name: Type.String(),
  customer_phone: Nullable(Type.String()),
  attachment_url: Nullable(Type.String()),
  is_free: Type.Boolean(),
  status: BookingStatus,
  current_ticket: Type.Object({ id: Type.Integer(), name: Type.String() }),
  tickets_url: Nullable(Type.String()),
  fields: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), value: Type.String() })),
  items: Type.Array(BookingItem),
  members: Type.Array(BookingMember),
});
export type BookingDetails = Static<typeof BookingDetails>;

/**
 * PATCH /booking/update/{id}: one of { event_date, quantity, ticket } (edit, places re-checked),
 * { status: 'cancel' } (cancel), or { new_email, resend_email } (edit email). One object with
 * optional fields rather than three alternatives, so a wrong value is reported on its field.
 */
export const BookingUpdate = Type.Object({
  event_date: Type.Optional(EventDay),
  quantity: Type.Optional(Quantity),
  ticket: Type.Optional(Id),
  status: Type.Optional(Type.Enum(['cancel'])),
  new_email: Type.Optional(Type.String({ maxLength: 254 })),
  resend_email: Type.Optional(Type.Boolean()),
});
export type BookingUpdate = Static<typeof BookingUpdate>;

/** POST /notifications/booking/email: the tickets of a paid booking emailed again. */
export const ResendTicketsRequest = Type.Object({ booking_id: Type.String({ maxLength: 64 }) });
export type ResendTicketsRequest = Static<typeof ResendTicketsRequest>;

/** GET /dashboard/events?available=true: active events with a date that can still be booked. */
export const DashboardEventsQuery = Type.Object({ available: Type.Optional(Type.Boolean()) });

export const DashboardEvent = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  is_free: Type.Boolean(),
  currency_code: Type.String(),
  /** The event's gates in order (issue 23): the door offers them; none (or absent) means a free-text gate. */
  gates: Type.Optional(Type.Array(Type.String())),
});
export type DashboardEvent = Static<typeof DashboardEvent>;
export const DashboardEvents = Type.Array(DashboardEvent);

/** GET /dashboard/events/{id}: what the staff booking form needs. */
export const DashboardEventDetail = Type.Object({
  ...DashboardEvent.properties,
  tickets: Type.Array(Ticket),
  extra_fields: Type.Array(ExtraField),
  phone: FieldSwitch,
  attachment: FieldSwitch,
  /** Gateways staff may pick for a paid booking. */
  gateways: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});
export type DashboardEventDetail = Static<typeof DashboardEventDetail>;
