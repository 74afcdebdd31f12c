import { anyOf, perm, type Row } from '../route-rows.ts';

const read = anyOf(['access_event'], ['change_event']);
const write = perm('change_event');
/** Tried on an event that does not exist: on the demo summit it would take it off sale for the later cases. */
const unknownEvent = {
  ...write,
  each: { id: ['999999'] },
  note: 'Archiving or removing a ticket of a demo event would change what the other cases book.',
};

/** Events and their tickets, booking form (issue 23): reading with access_event or change_event, changing with change_event. */
export const EVENTS_ADMIN_ROUTES: Readonly<Record<string, Row>> = {
  'GET /api/v1/admin/events': read,
  'POST /api/v1/admin/events': write,
  'GET /api/v1/admin/events/:id': read,
  'PATCH /api/v1/admin/events/:id': write,
  'POST /api/v1/admin/events/:id/duplicate': write,
  'POST /api/v1/admin/events/:id/archive': unknownEvent,
  'POST /api/v1/admin/events/:id/restore': write,
  'PUT /api/v1/admin/events/:id/form': write,
  'GET /api/v1/admin/events/:id/tickets': read,
  'POST /api/v1/admin/events/:id/tickets': write,
  'PATCH /api/v1/admin/events/:id/tickets/:ticketId': write,
  'DELETE /api/v1/admin/events/:id/tickets/:ticketId': unknownEvent,
};
