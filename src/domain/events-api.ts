/**
 * Request and response shapes of the events API (issue 5). Paths are under
 * /api/v1/plugins/event. Amounts are decimal strings with the currency's decimals; times are
 * ISO 8601; event dates are "YYYY-MM-DD" in Asia/Kuwait; ticket times "HH:mm" (shown hh:mm A).
 * Customer endpoints are anonymous and scoped to the merchant of the request host (the demo
 * merchant); dashboard endpoints need a token and access_event. Check-in: check-in-api.ts.
 */
import type { Lang, Paginated } from './contracts/common';
import type { PayChoice, UnitDetails } from './contracts/payments';

/** Per-date availability of a ticket (SPEC 3 Ticket remaining_qty_per_date). */
export type DateAvailability = 'available' | 'soldOut';

/** SPEC 3 "Ticket". */
export interface Ticket {
  id: number;
  name: string;
  name_en: string;
  name_ar: string;
  price: string;
  /** "HH:mm" */
  start_time: string;
  end_time: string;
  /** Places per date. */
  quantity: number;
  /** Dates the ticket is valid on, ascending. */
  dates: string[];
  remaining_qty_per_date: Record<string, { status: DateAvailability; remaining_quantity: number }>;
}

/** One configured extra field on the booking form (SPEC 3 Booking custom fields). */
export interface ExtraField {
  name: string;
  label_en: string;
  label_ar: string;
  required: boolean;
  type: 'text' | 'phone' | 'attachment';
}

/** SPEC 3 "Event". GET /events (list, `results` of EventSummary) and GET /events/{slug}. */
export interface EventSummary {
  id: number;
  slug: string;
  title: string;
  title_en: string;
  title_ar: string;
  image_url: string | null;
  venue: string;
  currency_code: string;
  is_free: boolean;
  /** Lowest ticket price, for the list card. */
  price_from: string;
  first_date: string | null;
  last_date: string | null;
  /** Tickets are not on sale yet: the customer is sent to ticketwaitingzone. */
  sale_starts_at: string | null;
  on_sale: boolean;
  sold_out: boolean;
}
/** GET /events: the merchant's unit (header) beside the events, null when it has none. */
export interface EventList extends Paginated<EventSummary> {
  unit_details: UnitDetails | null;
}
export interface EventDetail extends EventSummary {
  description: string;
  tickets: Ticket[];
  extra_fields: ExtraField[];
  /** Phone field shown? (required decides the validation). */
  phone: { enabled: boolean; required: boolean };
  attachment: { enabled: boolean; required: boolean };
  unit_details: UnitDetails;
  /** The event is over: leave-feedback is open. */
  feedback_open: boolean;
}

/** GET /terms-and-conditions?event={slug} */
export interface EventTerms {
  terms: string;
}

/**
 * POST /booking/pay-choices/{slug} — the choices for a quantity of a ticket (paid events).
 * Body: { ticket: number, quantity: number }. Returns PayChoice[].
 */
export interface EventPayChoicesRequest {
  ticket: number;
  quantity: number;
}
export type EventPayChoices = PayChoice[];

/**
 * POST /booking (customer) and POST /dashboard/booking (staff). Free events: no gateway_code;
 * the booking is confirmed at once. Paid events: a transaction (plugin event) is created and
 * started with gateway_code; the answer carries the gateway's redirect_url. The places are held
 * while the payment is pending (30 minutes) and released if it expires. Never oversold: the
 * last place sold twice at the same moment goes to one buyer; the other gets
 * { ticket: ["Sold out for this date"] } (400). Header Idempotency-Key accepted.
 */
export interface BookingRequest {
  event: string; // slug
  ticket: number;
  event_date: string;
  quantity: number;
  email: string;
  first_name: string;
  last_name: string;
  phone?: string;
  attachment_url?: string;
  /** Custom extra fields by name; optional empty ones omitted. */
  fields?: Record<string, string>;
  gateway_code?: string;
  lang: Lang;
}
export interface BookingResponse {
  booking_id: string;
  /** Paid events: go to the gateway. */
  redirect_url: string | null;
  /** Free events: the thanks page shows these. */
  tickets_url: string | null;
  /** Free events: each booked place's reference number and signed QR text, drawn on the thanks page. */
  places?: { number: string; qrcode: string }[];
}

/** Public, unguessable ticket download: GET /tickets/{booking_id}?token=… → HTML page with one QR per place. */

/** OPTIONS /feedback/{slug} → form metadata; POST /feedback/{slug} */
export interface FeedbackRequest {
  name: string;
  email: string;
  rating: number; // 1..5
  comment: string;
}

/** SPEC 3 "Booking (list)". GET /booking/list */
export interface BookingRow {
  id: string;
  event: string; // title in request language
  event_id: number;
  ticket: string;
  quantity: number;
  full_name: string;
  is_free: boolean;
  email: string;
  event_date: string;
  created: string;
  customer_phone: string | null;
  status: BookingStatus;
  attended: number; // places scanned
  fields: Record<string, string>;
}
export type BookingStatus = 'pending_payment' | 'paid' | 'cancel';
export type Attendance = 'attended' | 'not_attended' | 'partial_attended';

export interface BookingListQuery {
  limit?: number;
  offset?: number;
  event?: number;
  ticket?: number;
  email?: string;
  customer_phone?: string;
  full_name?: string;
  event_date?: string;
  created_after?: string;
  created_before?: string;
  attendance?: Attendance;
  q?: string;
}
export type BookingList = Paginated<BookingRow>;

/** OPTIONS /booking/list — metadata for the filters and export. */
export interface BookingListOptions {
  events: { id: number; title: string }[];
  all_event_dates: string[];
  email_choices: string[];
  customer_phone_choices: string[];
  config_fields: ExtraField[];
}

/** GET /booking_statistics (same filters as the list) */
export interface BookingStatistics {
  booked: number;
  attended: number;
  not_attended: number;
}

/** GET /booking/export?file_format=csv|xls&language=en|ar&…filters → the file (attachment). */

/** SPEC 3 "Booking details". GET /booking/list/{id} */
export interface BookingDetails {
  id: string;
  event: string;
  event_id: number;
  event_slug: string;
  event_date: string;
  created: string;
  email: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_phone: string | null;
  attachment_url: string | null;
  is_free: boolean;
  status: BookingStatus;
  current_ticket: { id: number; name: string };
  tickets_url: string | null;
  fields: { name: string; label: string; value: string }[];
  items: BookingItem[];
  members: BookingMember[];
}
export interface BookingItem {
  ticket: { id: number; name: string; start_time: string; end_time: string };
  quantity: number;
  status: BookingStatus;
  payment_transaction: string | null;
}
export interface BookingMember {
  number: string;
  is_purchased: boolean;
  is_qr_scanned: boolean;
  scanned_at: string | null;
  gate: string | null;
}

/**
 * PATCH /booking/update/{id}: one of { event_date, quantity, ticket } (edit), { status: 'cancel' }
 * (cancel), or { new_email, resend_email } (edit email). Field errors per field (SPEC 5).
 */
export type BookingUpdate =
  | { event_date: string; quantity: number; ticket: number }
  | { status: 'cancel' }
  | { new_email: string; resend_email: boolean };

/** POST /notifications/booking/email { booking_id } → MessageResponse (tickets emailed again). */

/** GET /dashboard/events?available=true → DashboardEvent[]; GET /dashboard/events/{id} → with tickets. */
export interface DashboardEvent {
  id: number;
  slug: string;
  title: string;
  is_free: boolean;
  currency_code: string;
}
export interface DashboardEventDetail extends DashboardEvent {
  tickets: Ticket[];
  extra_fields: ExtraField[];
  phone: { enabled: boolean; required: boolean };
  attachment: { enabled: boolean; required: boolean };
  /** Gateways staff may pick for a paid booking. */
  gateways: { code: string; name: string }[];
}
