import { pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { anyOf, perm, type Row } from '../route-rows.ts';

const reader = anyOf([pluginAccessPermission('event')], ['change_event']);
const writer = perm('change_event');

/** An event's gates and signing keys (issue 23): reading with access_event or change_event, changing with change_event. */
export const EVENT_DOOR_ROUTES: Readonly<Record<string, Row>> = {
  'GET /api/v1/admin/events/:id/check-in': reader,
  'PUT /api/v1/admin/events/:id/gates': writer,
  'POST /api/v1/admin/events/:id/keys/rotate': writer,
};
