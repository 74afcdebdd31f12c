import { anyOf, perm, type Row } from '../route-rows.ts';

/**
 * Tried on an event that does not exist: cancelling or moving a demo event would change what
 * the later cases book. A cancel that refunds also needs refund_paymenttransaction, which the
 * service checks once it knows there are paid bookings (cancel.test.ts).
 */
const onUnknownEvent: Row = {
  ...perm('change_event'),
  each: { id: ['999999'] },
  note: 'Cancelling or rescheduling a demo event would change what the other cases book.',
};

/** Cancels and reschedules of an event (issue 23): read with access_event or change_event, started with change_event. */
export const EVENT_CHANGES_ROUTES: Readonly<Record<string, Row>> = {
  'GET /api/v1/admin/events/:id/changes/preview': anyOf(['access_event'], ['change_event']),
  'GET /api/v1/admin/events/:id/changes': anyOf(['access_event'], ['change_event']),
  'POST /api/v1/admin/events/:id/cancel': onUnknownEvent,
  'POST /api/v1/admin/events/:id/reschedule': onUnknownEvent,
  'POST /api/v1/admin/events/:id/changes/:changeId/retry': perm('change_event'),
};
