import type { ColumnType, Generated } from 'kysely';
import type { TicketDateRule } from '../../src/domain/event-schedule.ts';
import type { Json, Minor, NullableJson, NullableTimestamp } from './column-types.ts';

/**
 * Tables of the events plugin (issue 5). A booking holds places on one ticket and date;
 * each place is a booking member with its own signed QR; check-ins record every admission
 * decision, online or uploaded from a door device's offline queue.
 */
export interface EventsTable {
  id: Generated<number>;
  merchant_id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  venue_en: Generated<string>;
  venue_ar: Generated<string>;
  image_url: string | null;
  /** The Arabic pages' image; null: they show image_url. */
  image_url_ar: string | null;
  currency: string;
  is_free: Generated<boolean>;
  pg_codes: Json<string[]>;
  /** Before this, customers land in the waiting zone. */
  sale_starts_at: NullableTimestamp;
  terms_en: Generated<string>;
  terms_ar: Generated<string>;
  /** { phone: {enabled, required}, attachment: {enabled, required}, custom: ExtraField[] } */
  form_config: Json<Record<string, unknown>>;
  /** The key new tickets are signed with (event_keys.kid). */
  current_kid: Generated<number>;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
  /** After this, sales close (null: until the event ends). */
  sale_ends_at: NullableTimestamp;
  lat: number | null;
  lng: number | null;
  archived_at: NullableTimestamp;
  canceled_at: NullableTimestamp;
  updated_at: Generated<Date>;
  /** The booking confirmation's text for this event; empty: the merchant's template. */
  confirmation_subject_en: Generated<string>;
  confirmation_subject_ar: Generated<string>;
  confirmation_body_en: Generated<string>;
  confirmation_body_ar: Generated<string>;
}

/** An event's signing keys: new tickets carry the current kid; a retired key admits its tickets until the event ends. */
export interface EventKeysTable {
  event_id: number;
  kid: number;
  /** Raw Ed25519 public key and PKCS#8 private key, base64url. */
  public_key: string;
  private_key: string;
  created_at: Generated<Date>;
  retired_at: NullableTimestamp;
}

/** The entrances of an event, which door devices choose from. */
export interface EventGatesTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface EventTicketsTable {
  id: Generated<number>;
  event_id: number;
  name_en: string;
  name_ar: string;
  price_minor: Minor;
  /** "HH:mm" */
  start_time: string;
  end_time: string;
  /** Places per date. */
  quantity: number;
  /** "YYYY-MM-DD" dates, ascending: date_rules expanded, less excluded_dates (src/domain/event-schedule.ts). */
  dates: Json<string[]>;
  position: Generated<number>;
  /** The dates as a person gave them (TicketDateRule[]). */
  date_rules: ColumnType<TicketDateRule[], string | undefined, string>;
  excluded_dates: ColumnType<string[], string | undefined, string>;
  sale_starts_at: NullableTimestamp;
  sale_ends_at: NullableTimestamp;
  min_per_booking: Generated<number>;
  max_per_booking: number | null;
  /** Per-weekday hours the date picker allows (WeekdayHours); null: any time. */
  allowed_hours: NullableJson<unknown>;
  archived_at: NullableTimestamp;
}

/** Sold (or held) places per ticket and date; a conditional update is what prevents overselling. */
export interface TicketInventoryTable {
  ticket_id: number;
  event_date: string;
  sold: Generated<number>;
}

export interface BookingsTable {
  id: Generated<string>;
  merchant_id: number;
  event_id: number;
  ticket_id: number;
  event_date: string;
  quantity: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  attachment_url: string | null;
  fields: Json<Record<string, string>>;
  is_free: boolean;
  /** pending_payment | paid | cancel (SPEC 4 booking item status). */
  status: ColumnType<string, string | undefined, string>;
  transaction_id: string | null;
  /** Unguessable token for the public ticket download link. */
  access_token: string;
  lang: string;
  created_by: number | null;
  created_at: Generated<Date>;
  /** Paid on a provider's test account: its tickets never admit anyone. */
  test_payment: Generated<boolean>;
}

export interface BookingItemsTable {
  id: Generated<number>;
  booking_id: string;
  ticket_id: number;
  event_date: string;
  quantity: number;
  status: ColumnType<string, string | undefined, string>;
  transaction_id: string | null;
  created_at: Generated<Date>;
}

/** One booked place: its reference number is what the QR carries. */
export interface BookingMembersTable {
  id: Generated<number>;
  booking_id: string;
  event_id: number;
  /** Unique per event, e.g. "K7Q2-1". */
  number: string;
  is_purchased: Generated<boolean>;
  /** The first admission, set once (online or from an uploaded offline scan). */
  scanned_at: NullableTimestamp;
  scanned_gate: string | null;
  scanned_device: string | null;
}

/** Every scan decision the server made; `nonce` makes uploads idempotent. */
export interface CheckInsTable {
  id: Generated<number>;
  event_id: number;
  member_id: number | null;
  nonce: string;
  device_id: string;
  gate: string;
  /** When the device scanned (offline scans carry the device's time). */
  scanned_at: Date | string;
  received_at: Generated<Date>;
  offline: boolean;
  outcome: 'admitted' | 'duplicate' | 'conflict' | 'rejected';
  reason: string | null;
  /** For duplicate/conflict: the check-in that was first. */
  first_check_in_id: number | null;
  response: NullableJson<Record<string, unknown>>;
}

export interface EventFeedbackTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  email: string;
  rating: number;
  comment: string;
  created_at: Generated<Date>;
}

/** A cancel or reschedule of an event: started in one commit, then worked through booking by booking. */
export interface EventChangesTable {
  id: Generated<string>;
  merchant_id: number;
  event_id: number;
  kind: 'cancel' | 'reschedule';
  state: ColumnType<'running' | 'done', 'running' | 'done' | undefined, 'running' | 'done'>;
  from_date: string | null;
  to_date: string | null;
  message_en: Generated<string>;
  message_ar: Generated<string>;
  created_by: number | null;
  creator: string;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

/** One booking of a change: done (canceled, refunded, told) or failed in the same commit as its work. */
export interface EventChangeItemsTable {
  id: Generated<string>;
  change_id: string;
  booking_id: string;
  state: ColumnType<'pending' | 'done' | 'failed', 'pending' | undefined, 'pending' | 'done' | 'failed'>;
  refunded_minor: ColumnType<string | number | bigint, number | undefined, number>;
  /** Message key of why it failed. */
  failure: string | null;
  attempts: Generated<number>;
  /** The refund this booking asked for: a resumed run asks the provider about it, never again blindly. */
  movement_id: string | null;
  updated_at: Generated<Date>;
}
