import type { Row } from '../route-rows.ts';

/** Events and their tickets, booking form (issue 23): reading with access_event or change_event, changing with change_event. */
export const EVENTS_ADMIN_ROUTES: Readonly<Record<string, Row>> = {};
