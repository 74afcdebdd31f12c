import type { Row } from '../route-rows.ts';

/** An event's gates and signing keys (issue 23): reading with access_event or change_event, changing with change_event. */
export const EVENT_DOOR_ROUTES: Readonly<Record<string, Row>> = {};
