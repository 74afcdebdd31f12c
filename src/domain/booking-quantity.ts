/**
 * How many places one booking of a ticket may hold (issue 23): the ticket's minimum and
 * maximum per booking, and never more than are left. One rule for the stepper and the server.
 */
export interface PerBookingLimits {
  min_per_booking?: number;
  max_per_booking?: number | null;
}

/** The quantities allowed, lowest and highest; `max` below `min` means none fits. */
export function quantityBounds(ticket: PerBookingLimits, remaining = Number.POSITIVE_INFINITY) {
  const min = ticket.min_per_booking ?? 1;
  const max = Math.min(ticket.max_per_booking ?? Number.POSITIVE_INFINITY, remaining);
  return { min, max };
}

/** Whether the ticket's limits per booking allow this quantity (places left aside). */
export function quantityWithinLimits(ticket: PerBookingLimits, quantity: number): boolean {
  const { min, max } = quantityBounds(ticket);
  return quantity >= min && quantity <= max;
}
