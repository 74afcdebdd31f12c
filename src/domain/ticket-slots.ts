/**
 * Time slots of a ticket (issue 23). A slot is a ticket: several slots of one offer are sibling
 * tickets with the same names and price and their own times and places, so inventory, check-in
 * and exports need nothing new. Staff add a slot as a copy of a ticket with other times; the
 * lists show siblings together, earliest first.
 */
import { isWallTime, minuteOfDay, type WallTime, wallTimeOf } from './business-time';

export interface SlotTimes {
  start_time: WallTime;
  end_time: WallTime;
}

interface NamedSlot extends SlotTimes {
  name_en: string;
  name_ar: string;
}

/** Tickets with the same key are slots of one offer. */
export const siblingKey = (ticket: Pick<NamedSlot, 'name_en' | 'name_ar'>): string =>
  `${ticket.name_en.trim()}\n${ticket.name_ar.trim()}`;

/** Why `slot` cannot be added beside `ticket`: a time unreadable, out of order, or a sibling's already. */
export function newSlotProblem(
  ticket: NamedSlot,
  tickets: readonly NamedSlot[],
  slot: SlotTimes,
): 'time' | 'time_order' | 'taken' | null {
  if (!isWallTime(slot.start_time) || !isWallTime(slot.end_time)) return 'time';
  if (slot.end_time <= slot.start_time) return 'time_order';
  const key = siblingKey(ticket);
  const taken = tickets.some(
    (other) =>
      siblingKey(other) === key && other.start_time === slot.start_time && other.end_time === slot.end_time,
  );
  return taken ? 'taken' : null;
}

const bySlot = (a: SlotTimes, b: SlotTimes) =>
  a.start_time === b.start_time
    ? a.end_time.localeCompare(b.end_time)
    : a.start_time.localeCompare(b.start_time);

/** The siblings of `ticket` among `tickets` (itself included), earliest first. */
export const siblingSlots = <T extends NamedSlot>(ticket: NamedSlot, tickets: readonly T[]): T[] =>
  tickets.filter((other) => siblingKey(other) === siblingKey(ticket)).sort(bySlot);

/**
 * The times offered for a new slot: as long as `ticket`'s, from the end of its last sibling;
 * null when that would run past midnight.
 */
export function nextSlotTimes(ticket: NamedSlot, tickets: readonly NamedSlot[]): SlotTimes | null {
  const last = siblingSlots(ticket, [ticket, ...tickets]).reduce((latest, other) =>
    other.end_time > latest.end_time ? other : latest,
  );
  const length = minuteOfDay(ticket.end_time) - minuteOfDay(ticket.start_time);
  const end = minuteOfDay(last.end_time) + length;
  if (length <= 0 || end >= 24 * 60) return null;
  return { start_time: last.end_time, end_time: wallTimeOf(end) };
}

/**
 * The tickets in their order, each one's siblings moved up beside it, earliest first: a slot
 * added later is listed with its offer, not at the end. `keyOf` names the offer.
 */
export function siblingsTogether<T extends SlotTimes>(
  tickets: readonly T[],
  keyOf: (ticket: T) => string,
): T[] {
  const groups = new Map<string, T[]>();
  for (const ticket of tickets) {
    const key = keyOf(ticket);
    groups.set(key, [...(groups.get(key) ?? []), ticket]);
  }
  return [...groups.values()].flatMap((group) => (group.length > 1 ? [...group].sort(bySlot) : group));
}
