/**
 * The events' management API (issue 23), under /api/v1/admin/events: events, their tickets and
 * their booking form, read with access_event or change_event and changed with change_event.
 * Prices are decimal strings in the event currency's decimals; instants are ISO 8601.
 */
import { type Static, Type } from 'typebox';
import {
  CONFIRMATION_BODY_MAX_LENGTH,
  CONFIRMATION_SUBJECT_MAX_LENGTH,
  CUSTOM_FIELD_LABEL_MAX_LENGTH,
  CUSTOM_FIELD_NAME_PATTERN,
  CUSTOM_FIELD_TYPES,
  EVENT_SLUG_MAX_LENGTH,
  EVENT_STATUSES,
  EVENT_TEXT_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  EVENT_VENUE_MAX_LENGTH,
  MAX_CUSTOM_FIELDS,
} from '../event-admin-rules.ts';
import type { SalePhase } from '../event-schedule.ts';
import {
  MAX_DATE_RULES,
  MAX_EXCLUDED_DATES,
  MAX_PER_BOOKING,
  MAX_TICKET_QUANTITY,
  TICKET_NAME_MAX_LENGTH,
} from '../ticket-rules.ts';
import { Id, Nullable, Paginated } from './common.ts';
import { AllowedHours, FieldSwitch, WallClock } from './events.ts';

const SALE_PHASES = ['waiting', 'on_sale', 'closed', 'over', 'canceled'] as const satisfies SalePhase[];
const Instant = Type.String({ maxLength: 40 });
const CalendarDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const eventFields = {
  slug: Type.String({ minLength: 1, maxLength: EVENT_SLUG_MAX_LENGTH }),
  title_en: Type.String({ maxLength: EVENT_TITLE_MAX_LENGTH }),
  title_ar: Type.String({ maxLength: EVENT_TITLE_MAX_LENGTH }),
  description_en: Type.String({ maxLength: EVENT_TEXT_MAX_LENGTH }),
  description_ar: Type.String({ maxLength: EVENT_TEXT_MAX_LENGTH }),
  venue_en: Type.String({ maxLength: EVENT_VENUE_MAX_LENGTH }),
  venue_ar: Type.String({ maxLength: EVENT_VENUE_MAX_LENGTH }),
  /** An address the image pipeline gave (kind `event`), or null. */
  image_url: Nullable(Type.String({ maxLength: 300 })),
  /** The Arabic pages' image, from the pipeline too; null: they show `image_url`. */
  image_url_ar: Nullable(Type.String({ maxLength: 300 })),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  is_free: Type.Boolean(),
  /** The gateways a paid event's customers may pay with (codes of the merchant's gateways). */
  pg_codes: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 }),
  /** Before it: the waiting zone. Null: on sale at once. */
  sale_starts_at: Nullable(Instant),
  /** After it: sales closed. Null: until the event ends. */
  sale_ends_at: Nullable(Instant),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  terms_en: Type.String({ maxLength: EVENT_TEXT_MAX_LENGTH }),
  terms_ar: Type.String({ maxLength: EVENT_TEXT_MAX_LENGTH }),
  /** The booking confirmation's text for this event; both empty: the merchant's template. */
  confirmation_subject_en: Type.String({ maxLength: CONFIRMATION_SUBJECT_MAX_LENGTH }),
  confirmation_subject_ar: Type.String({ maxLength: CONFIRMATION_SUBJECT_MAX_LENGTH }),
  confirmation_body_en: Type.String({ maxLength: CONFIRMATION_BODY_MAX_LENGTH }),
  confirmation_body_ar: Type.String({ maxLength: CONFIRMATION_BODY_MAX_LENGTH }),
  /** Published: customers see it. A new event starts unpublished. */
  is_active: Type.Boolean(),
};

/** POST /admin/events: the fields left out take their empty value; the event starts unpublished. */
export const EventRequest = Type.Object(
  {
    ...Type.Partial(Type.Object(eventFields)).properties,
    slug: eventFields.slug,
    title_en: eventFields.title_en,
    title_ar: eventFields.title_ar,
    currency: eventFields.currency,
    is_free: eventFields.is_free,
  },
  { additionalProperties: false },
);
export type EventRequest = Static<typeof EventRequest>;

/** PATCH /admin/events/:id: the fields to change; the whole event is checked again. */
export const EventPatch = Type.Partial(Type.Object(eventFields), { additionalProperties: false });
export type EventPatch = Static<typeof EventPatch>;

/** A custom field of the booking form: its answer is stored, shown and exported under `name`. */
export const CustomField = Type.Object(
  {
    name: Type.String({ pattern: CUSTOM_FIELD_NAME_PATTERN }),
    label_en: Type.String({ maxLength: CUSTOM_FIELD_LABEL_MAX_LENGTH }),
    label_ar: Type.String({ maxLength: CUSTOM_FIELD_LABEL_MAX_LENGTH }),
    type: Type.Enum(CUSTOM_FIELD_TYPES, { type: 'string' }),
    required: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CustomField = Static<typeof CustomField>;

/** PUT /admin/events/:id/form: the built-in fields' switches and the custom fields. */
export const EventFormConfig = Type.Object(
  {
    phone: FieldSwitch,
    attachment: FieldSwitch,
    custom: Type.Array(CustomField, { maxItems: MAX_CUSTOM_FIELDS + 1 }),
  },
  { additionalProperties: false },
);
export type EventFormConfig = Static<typeof EventFormConfig>;

export const AdminEvent = Type.Object({
  id: Type.Integer(),
  ...eventFields,
  form_config: EventFormConfig,
  /** Where its sales stand now (src/domain/event-schedule.ts salePhase). */
  phase: Type.Enum(SALE_PHASES, { type: 'string' }),
  first_date: Nullable(Type.String()),
  last_date: Nullable(Type.String()),
  /** Places taken (paid and held) and offered, over every ticket and date. */
  taken: Type.Integer(),
  capacity: Type.Integer(),
  /** The codes of the merchant's active gateways in the event's currency: what `pg_codes` chooses from. */
  gateway_choices: Type.Array(Type.String()),
  /** Whether any booking holds it: then its currency and free or paid are fixed. */
  booked: Type.Boolean(),
  archived_at: Nullable(Type.String()),
  canceled_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type AdminEvent = Static<typeof AdminEvent>;

/** GET /admin/events: `current` is every event neither archived nor canceled. */
export const AdminEventQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Enum(EVENT_STATUSES, { type: 'string', default: 'current' }),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
});
export type AdminEventQuery = Static<typeof AdminEventQuery>;

export const AdminEventPage = Paginated(AdminEvent);
export type AdminEventPage = Static<typeof AdminEventPage>;

/**
 * One date rule. The members leave additionalProperties open: the validator strips extra
 * properties while it tries each member, which would empty the later ones; the server keeps
 * only each kind's own fields.
 */
export const TicketDateRuleSchema = Type.Union([
  Type.Object({ kind: Type.Literal('day'), date: CalendarDay }),
  Type.Object({ kind: Type.Literal('range'), from: CalendarDay, to: CalendarDay }),
  Type.Object({
    kind: Type.Literal('weekly'),
    from: CalendarDay,
    to: CalendarDay,
    weekdays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { minItems: 1, maxItems: 7 }),
  }),
]);

const ticketFields = {
  name_en: Type.String({ maxLength: TICKET_NAME_MAX_LENGTH }),
  name_ar: Type.String({ maxLength: TICKET_NAME_MAX_LENGTH }),
  /** "0" for a free event's tickets. */
  price: Type.String({ maxLength: 20 }),
  /** Places per date. */
  quantity: Type.Integer({ minimum: 1, maximum: MAX_TICKET_QUANTITY }),
  start_time: WallClock,
  end_time: WallClock,
  date_rules: Type.Array(TicketDateRuleSchema, { maxItems: MAX_DATE_RULES }),
  excluded_dates: Type.Array(CalendarDay, { maxItems: MAX_EXCLUDED_DATES }),
  sale_starts_at: Nullable(Instant),
  sale_ends_at: Nullable(Instant),
  min_per_booking: Type.Integer({ minimum: 1, maximum: MAX_PER_BOOKING }),
  max_per_booking: Nullable(Type.Integer({ minimum: 1, maximum: MAX_PER_BOOKING })),
  /** Per weekday (0 = Sunday) the hours the date picker allows; null: any time. */
  allowed_hours: Nullable(AllowedHours),
  position: Type.Integer({ minimum: 0, maximum: 10_000 }),
};

/** POST /admin/events/:id/tickets */
export const TicketRequest = Type.Object(
  {
    ...Type.Partial(Type.Object(ticketFields)).properties,
    name_en: ticketFields.name_en,
    name_ar: ticketFields.name_ar,
    price: ticketFields.price,
    quantity: ticketFields.quantity,
    start_time: ticketFields.start_time,
    end_time: ticketFields.end_time,
    date_rules: ticketFields.date_rules,
  },
  { additionalProperties: false },
);
export type TicketRequest = Static<typeof TicketRequest>;

/** PATCH /admin/events/:id/tickets/:ticketId: the fields to change. */
export const TicketPatch = Type.Partial(Type.Object(ticketFields), { additionalProperties: false });
export type TicketPatch = Static<typeof TicketPatch>;

const Taken = Type.Object({ paid: Type.Integer(), held: Type.Integer() });

export const AdminTicket = Type.Object({
  id: Type.Integer(),
  event_id: Type.Integer(),
  ...ticketFields,
  /** The dates the rules give, less the excluded ones: what customers can book. */
  dates: Type.Array(Type.String()),
  /** Places taken per date: paid, and held by a checkout in progress. */
  taken_by_date: Type.Record(Type.String(), Taken),
});
export type AdminTicket = Static<typeof AdminTicket>;

export const AdminTicketList = Type.Array(AdminTicket);
export type AdminTicketList = Static<typeof AdminTicketList>;

export const EventParams = Type.Object({ id: Id });
export const TicketParams = Type.Object({ id: Id, ticketId: Id });
