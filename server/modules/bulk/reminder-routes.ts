import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { currentUser } from '../../plugins/auth.ts';
import { remindersSchema, setRemindersSchema, stopRemindersSchema } from './reminder-schemas.ts';
import { reminders, setReminders, stopReminders } from './reminder-service.ts';

const REMINDERS = '/plugins/bulk/uploads/:bulk_id/reminders';

/** An upload's reminders to unpaid customers (issue 22): read, set, stop. */
const bulkReminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const section = app.requirePermission(pluginAccessPermission('bulk'));
  const dispatcher = app.requirePermission(PERMISSIONS.dispatchBulkUploads);

  app.get(
    REMINDERS,
    { schema: remindersSchema, onRequest: [section, app.requirePermission(PERMISSIONS.viewBulkUploads)] },
    async (request) => reminders(app.db, currentUser(request).merchant_id, request.params.bulk_id),
  );

  app.put(REMINDERS, { schema: setRemindersSchema, onRequest: [section, dispatcher] }, async (request) => {
    const answer = await setReminders(app.db, currentUser(request), request.params.bulk_id, request.body);
    app.bulkReminders.wake();
    return answer;
  });

  app.delete(REMINDERS, { schema: stopRemindersSchema, onRequest: [section, dispatcher] }, async (request) =>
    stopReminders(app.db, currentUser(request), request.params.bulk_id),
  );
};

export default bulkReminderRoutes;
