/**
 * The customer pages of the events plugin (issue 5): events, booking, tickets and feedback,
 * under /api/v1/plugins/event. Amounts are decimal strings with the currency's decimals; times
 * are ISO 8601; event dates "YYYY-MM-DD" in Asia/Kuwait; ticket times "HH:mm". Customer
 * endpoints are anonymous and scoped to the merchant of the request host. Staff views:
 * bookings.ts; the door: check-in.ts.
 */
import { type Static, Type } from 'typebox';
import { MAX_INTERVALS_PER_DAY } from '../ticket-allowed-hours.ts';
import { CustomerAppearance } from './appearance.ts';
import { Id, Lang, Nullable, Paginated, Text } from './common.ts';
import { UnitDetails } from './payments.ts';

/** An event date, "YYYY-MM-DD" in Asia/Kuwait. */
export const EventDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A Kuwait wall time, "HH:mm". */
export const WallClock = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/**
 * A ticket's allowed hours (src/domain/ticket-allowed-hours.ts): per weekday, "0" = Sunday, the
 * intervals it is sold in, each ending after it starts; a weekday left out is closed.
 */
export const AllowedHours = Type.Record(
  Type.String({ pattern: '^[0-6]$' }),
  Type.Array(Type.Object({ from: WallClock, to: WallClock }, { additionalProperties: false }), {
    maxItems: MAX_INTERVALS_PER_DAY,
  }),
);

/** Places in one booking. */
export const Quantity = Type.Integer({ minimum: 1, maximum: 1000 });

export const EventSlugParams = Type.Object({ slug: Text(100) });

/** The request language: ?lang, else Accept-Language. */
export const EventLangQuery = Type.Object({ lang: Type.Optional(Lang) });

/** Per-date availability of a ticket (SPEC 3 Ticket remaining_qty_per_date). */
export const DateAvailability = Type.Enum(['available', 'soldOut']);
export type DateAvailability = Static<typeof DateAvailability>;

/** SPEC 3 "Ticket". */
export const Ticket = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_en: Type.String(),
  name_ar: Type.String(),
  price: Type.String(),
  /** "HH:mm" */
  start_time: Type.String(),
  end_time: Type.String(),
  /** Places per date. */
  quantity: Type.Integer(),
  /** Dates the ticket is valid on, ascending. */
  dates: Type.Array(Type.String()),
  remaining_qty_per_date: Type.Record(
    Type.String(),
    Type.Object({ status: DateAvailability, remaining_quantity: Type.Integer() }),
  ),
  /** The ticket's own sale window (issue 23); null: the event's. */
  sale_starts_at: Type.Optional(Nullable(Type.String())),
  sale_ends_at: Type.Optional(Nullable(Type.String())),
  /** Places one booking may hold; max null: only what is left. */
  min_per_booking: Type.Optional(Type.Integer({ minimum: 1 })),
  max_per_booking: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  /** Within its own sale window now. */
  on_sale: Type.Optional(Type.Boolean()),
  /** The hours per weekday it is sold in (dates on other weekdays are closed); null: any time. */
  allowed_hours: Type.Optional(Nullable(AllowedHours)),
});
export type Ticket = Static<typeof Ticket>;

/** Where an event's sales stand (src/domain/event-schedule.ts salePhase). */
export const SalePhase = Type.Enum(['waiting', 'on_sale', 'closed', 'over', 'canceled']);

/** One configured extra field on the booking form (SPEC 3 Booking custom fields). */
export const ExtraField = Type.Object({
  name: Type.String(),
  label_en: Type.String(),
  label_ar: Type.String(),
  required: Type.Boolean(),
  type: Type.Enum(['text', 'phone', 'attachment']),
});
export type ExtraField = Static<typeof ExtraField>;

/** Whether a form field is shown, and whether it must be filled. */
export const FieldSwitch = Type.Object({ enabled: Type.Boolean(), required: Type.Boolean() });

/** SPEC 3 "Event", as the list card shows it. */
export const EventSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  title_en: Type.String(),
  title_ar: Type.String(),
  /** The picture in the language asked: the Arabic pages' own when the event has one. */
  image_url: Nullable(Type.String()),
  venue: Type.String(),
  currency_code: Type.String(),
  is_free: Type.Boolean(),
  /** Lowest ticket price, for the list card. */
  price_from: Type.String(),
  first_date: Nullable(Type.String()),
  last_date: Nullable(Type.String()),
  /** Tickets are not on sale yet: the customer is sent to ticketwaitingzone. */
  sale_starts_at: Nullable(Type.String()),
  /** Sales have opened (they may have closed since: sale_phase says). */
  on_sale: Type.Boolean(),
  /** After this, sales close (issue 23). */
  sale_ends_at: Type.Optional(Nullable(Type.String())),
  sale_phase: Type.Optional(SalePhase),
  sold_out: Type.Boolean(),
});
export type EventSummary = Static<typeof EventSummary>;

/** GET /events: the merchant's unit (header) beside the events, null when it has none. */
export const EventList = Type.Object({
  ...Paginated(EventSummary).properties,
  unit_details: Nullable(UnitDetails),
  appearance: CustomerAppearance,
});
export type EventList = Static<typeof EventList>;

/** GET /events/{slug} */
export const EventDetail = Type.Object({
  ...EventSummary.properties,
  description: Type.String(),
  tickets: Type.Array(Ticket),
  extra_fields: Type.Array(ExtraField),
  /** Phone field shown? (required decides the validation). */
  phone: FieldSwitch,
  attachment: FieldSwitch,
  unit_details: UnitDetails,
  appearance: CustomerAppearance,
  /** The event is over: leave-feedback is open. */
  feedback_open: Type.Boolean(),
});
export type EventDetail = Static<typeof EventDetail>;

/** GET /terms-and-conditions?event={slug} */
export const EventTermsQuery = Type.Object({ event: Text(100), lang: Type.Optional(Lang) });
export const EventTerms = Type.Object({ terms: Type.String() });
export type EventTerms = Static<typeof EventTerms>;

/** POST /booking/pay-choices/{slug}: the pay choices for a quantity of a ticket (paid events). */
export const EventPayChoicesRequest = Type.Object({ ticket: Id, quantity: Quantity });
export type EventPayChoicesRequest = Static<typeof EventPayChoicesRequest>;

/**
 * POST /booking (customer) and POST /dashboard/booking (staff). Free events: no gateway_code;
 * the booking is confirmed at once. Paid events: a transaction (plugin event) is created and
 * started with gateway_code; the answer carries the gateway's redirect_url. The places are held
 * while the payment is pending (30 minutes) and released if it expires. Never oversold: the
 * last place sold twice at the same moment goes to one buyer; the other gets
 * { ticket: ["Sold out for this date"] } (400).
 */
export const BookingRequest = Type.Object({
  /** The event's slug. */
  event: Text(100),
  ticket: Id,
  event_date: EventDay,
  quantity: Quantity,
  email: Text(254),
  first_name: Text(100),
  last_name: Text(100),
  phone: Type.Optional(Type.String({ maxLength: 32 })),
  attachment_url: Type.Optional(Type.String({ maxLength: 1000 })),
  /** Custom extra fields by name; optional empty ones omitted. */
  fields: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 1000 }), { maxProperties: 50 })),
  gateway_code: Type.Optional(Type.String({ maxLength: 64 })),
  lang: Lang,
});
export type BookingRequest = Static<typeof BookingRequest>;

export const BookingResponse = Type.Object({
  booking_id: Type.String(),
  /** Paid events: go to the gateway. */
  redirect_url: Nullable(Type.String()),
  /** Free events: the thanks page shows these. */
  tickets_url: Nullable(Type.String()),
  /** Free events: each booked place's reference number and signed QR text, drawn on the thanks page. */
  places: Type.Optional(Type.Array(Type.Object({ number: Type.String(), qrcode: Type.String() }))),
});
export type BookingResponse = Static<typeof BookingResponse>;

/** POST /booking/attachment/{slug} (multipart field "file") */
export const UploadedFile = Type.Object({ file_url: Type.String(), original_filename: Type.String() });
export type UploadedFile = Static<typeof UploadedFile>;

/** Public, unguessable ticket download: GET /tickets/{booking_id}?token=… → an HTML page with one QR per place. */
export const TicketsParams = Type.Object({ booking_id: Text(64) });
export const TicketsQuery = Type.Object({ token: Text(128), lang: Type.Optional(Lang) });

/** OPTIONS /feedback/{slug}: the form and whether it is open. */
export const FeedbackForm = Type.Object({
  event: Type.String(),
  feedback_open: Type.Boolean(),
  fields: Type.Array(
    Type.Object({ name: Type.String(), required: Type.Boolean(), max_length: Type.Integer() }),
  ),
});
export type FeedbackForm = Static<typeof FeedbackForm>;

/** POST /feedback/{slug} */
export const FeedbackRequest = Type.Object({
  name: Text(100),
  email: Text(254),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String({ maxLength: 2000 }),
});
export type FeedbackRequest = Static<typeof FeedbackRequest>;
