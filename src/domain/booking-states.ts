/**
 * The states of a booking and the attendance filter of the bookings list: the API contract
 * builds its enums from these lists and the dashboard offers exactly these choices.
 */

/** A booking (and each of its items): awaiting its payment, paid, or canceled. */
export const BOOKING_STATUSES = ['pending_payment', 'paid', 'cancel'] as const;

/** Every place of a booking scanned at the door, none of them, or some. */
export const ATTENDANCE = ['attended', 'not_attended', 'partial_attended'] as const;
