/**
 * Which of an event's signing keys a door still accepts (issue 23). Rotating a key retires the
 * one before it: tickets it signed were sold and printed, so they stay valid until the event
 * ends, and after that nothing it signed is admitted.
 */
export interface TicketKeyState {
  /** When a newer key replaced it; null for the key new tickets carry. */
  retiredAt: Date | string | null;
}

/**
 * The current key always; a retired one until the event ends (with no known end, it still
 * is: an event without dates admits nobody anyway).
 */
export function keyAccepted(key: TicketKeyState, eventEnd: Date | null, now: Date): boolean {
  if (key.retiredAt === null) return true;
  return eventEnd === null || now.getTime() <= eventEnd.getTime();
}
