/**
 * What a merchant's discount code may hold (issue 21): one code serves the food menu and the
 * catalogue, so the form and the server apply these same limits to both.
 */
import { type CalendarDate, isCalendarDate } from './calendar-date.ts';

/** Letters, digits, "-" and "_": a customer types it on a phone, and it is matched in upper case. */
export const DISCOUNT_CODE_PATTERN = '^[A-Za-z0-9_-]{3,32}$';
/** Beyond this a merchant means unlimited (null). */
export const MAX_DISCOUNT_USES = 1_000_000;

export const DISCOUNT_TYPES = ['percentage', 'fixed', 'no_discount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Codes are one per merchant whatever their case: customers type "welcome10" for WELCOME10. */
export const normalCode = (code: string): string => code.trim().toUpperCase();

/** A code's first and last days (Kuwait's calendar, both included) in order; either may be open. */
export const datesInOrder = (startsOn: CalendarDate | null, endsOn: CalendarDate | null): boolean =>
  startsOn === null || endsOn === null || !isCalendarDate(startsOn) || !isCalendarDate(endsOn)
    ? true
    : startsOn <= endsOn;

/** A limit is never below the uses a code has had: they cannot be taken back. */
export const limitCoversUses = (maxUses: number | null, usedCount: number): boolean =>
  maxUses === null || maxUses >= usedCount;

/** Whether a customer could use the code at `now` (on an order above its minimum). */
export function isLiveCode(
  code: {
    is_active: boolean;
    max_uses: number | null;
    used_count: number;
    starts_at: Date | null;
    ends_at: Date | null;
  },
  now: Date,
): boolean {
  if (!code.is_active) return false;
  if (code.max_uses !== null && code.used_count >= code.max_uses) return false;
  if (code.starts_at && code.starts_at > now) return false;
  return !(code.ends_at && code.ends_at < now);
}

/** Whether a code serves an order's delivery type; null serves every type (issue 23). */
export const codeServesDeliveryType = (
  deliveryTypes: readonly string[] | null,
  deliveryType: string,
): boolean => deliveryTypes === null || deliveryTypes.includes(deliveryType);
