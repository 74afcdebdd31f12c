/**
 * The kinds of capability id: an id (or token) whose holding is the permission, random with
 * at least 128 bits (capability-ids.test.ts measures each on real ids) and opening only what
 * the customer it was made for should see (ARCHITECTURE, Security defaults).
 *
 * Which anonymous route takes which kind, and why the others' ids may be public, is marked on
 * the route's row in route-table.ts.
 */

export type CapabilityName = 'transaction_id' | 'attempt_id' | 'file_id' | 'ticket_token' | 'order_token';

export interface CapabilityId {
  /** How it is written: a UUID's shape (hex digits) or base64url. */
  format: 'uuid' | 'base64url';
  /** Random bits it carries. */
  bits: number;
  /** Where it is made. */
  madeBy: string;
  /** What holding it gives. */
  unlocks: string;
}

export const CAPABILITY_IDS: Record<CapabilityName, CapabilityId> = {
  transaction_id: {
    format: 'uuid',
    bits: 128,
    madeBy:
      'randomUuid() (server/lib/capability.ts) in payments/transactions.ts and creation-batcher.ts; ' +
      'gen_random_uuid128() for rows the database makes',
    unlocks:
      "the pay page of one payment: amount, merchant, the customer's own name, phone and email, paying it",
  },
  attempt_id: {
    format: 'uuid',
    bits: 128,
    madeBy: 'gen_random_uuid128(), the default of payment_attempts.id',
    unlocks: "one payment attempt's result page and receipt, and the sandbox gateway's page for it",
  },
  file_id: {
    format: 'uuid',
    bits: 128,
    madeBy: 'gen_random_uuid128(), the default of files.id',
    unlocks: 'one uploaded file (a payment request attachment, a booking attachment, an upload error report)',
  },
  ticket_token: {
    format: 'base64url',
    bits: 192,
    madeBy: 'randomBytes(24) in events/booking-service.ts (bookings.access_token)',
    unlocks: "one booking's ticket page (with its booking id): the signed QR code of each place",
  },
  order_token: {
    format: 'base64url',
    bits: 256,
    madeBy: 'newAccessToken() (server/lib/capability.ts) in food/checkout.ts (food_orders.access_token)',
    unlocks: "one food order's confirmation (with its number; contact details masked) and its one feedback",
  },
};

/**
 * Query properties that name nothing (a language, a search text, a page, a moment): an
 * anonymous route taking only these takes no id, so its row in route-table.ts has no mark.
 */
export const NOT_ID_QUERY: readonly string[] = ['lang', 'q', 'delivery_type', 'at', 'limit', 'offset'];
