/**
 * Whether a customer can order a dish now (issue 23). "Sold out today" stores the Kuwait day it was pressed on rather than a flag,
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
