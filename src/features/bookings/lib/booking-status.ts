import type { BookingStatus } from '@/domain/contracts/bookings';

/** SPEC 4 booking item status: shown as Paid, Pending (from pending_payment) or Canceled (from cancel). */
export const STATUS_VIEW: Record<BookingStatus, { key: string; palette: 'green' | 'orange' | 'red' }> = {
  paid: { key: 'paid', palette: 'green' },
  pending_payment: { key: 'pending', palette: 'orange' },
  cancel: { key: 'canceled', palette: 'red' },
};
