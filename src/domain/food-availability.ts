/**
 * Whether a customer can order a dish now, and whether a branch or area was closed for today by
 * hand (issue 23). "Sold out today" stores the Kuwait day it was pressed on rather than a flag,
 * so it ends by itself at 00:00 Asia/Kuwait with no job to clear it.
 */
import { type CalendarDate, kuwaitToday } from './business-time';

export const isSoldOutToday = (soldOutOn: CalendarDate | null, now: Date): boolean =>
  soldOutOn !== null && soldOutOn === kuwaitToday(now);

/** Why a dish on the menu cannot be ordered from a branch now; null when it can. */
export type Unavailability = 'gone' | 'sold_out' | 'not_at_branch';

export function availableAt(
  item: { id: number; available: boolean; sold_out_on: CalendarDate | null },
  branchId: number | null,
  off: ReadonlySet<string>,
  now: Date,
): Unavailability | null {
  if (!item.available) return 'gone';
  if (isSoldOutToday(item.sold_out_on, now)) return 'sold_out';
  if (branchId !== null && off.has(branchOffKey(item.id, branchId))) return 'not_at_branch';
  return null;
}

/** The key of a food_item_branch_off row in the set availableAt reads. */
export const branchOffKey = (itemId: number, branchId: number): string => `${itemId}@${branchId}`;

/** A dated exception to weekly hours: closed that day, or open in these periods instead. */
export type HoursException =
  | { date: CalendarDate; closed: true }
  | { date: CalendarDate; periods: readonly { opens: string; closes: string }[] };

/**
 * Closed by hand ("closed now") or by a holiday that closes the whole of today, whatever the
 * weekly hours say. Exceptions that change today's periods are weekday-hours.ts's to apply.
 */
export function closedToday(
  place: { closed_now?: boolean; hours_exceptions?: readonly HoursException[] },
  now: Date,
): boolean {
  if (place.closed_now) return true;
  const today = kuwaitToday(now);
  return (place.hours_exceptions ?? []).some(
    (exception) => exception.date === today && 'closed' in exception,
  );
}
