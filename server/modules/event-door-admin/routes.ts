import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { currentUser } from '../../plugins/auth.ts';
import { checkInAdminSchema, gatesSchema, rotateKeySchema } from './schemas.ts';
import { eventCheckIn, rotateKey, saveGates } from './service.ts';

const EVENT = '/admin/events/:id';

/** An event's door: gates and signing keys. Read with access_event or change_event, changed with change_event. */
const eventDoorAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reader = app.requirePermission(pluginAccessPermission('event'), PERMISSIONS.changeEvents);
  const writer = app.requirePermission(PERMISSIONS.changeEvents);

  app.get(`${EVENT}/check-in`, { schema: checkInAdminSchema, onRequest: reader }, async (request) =>
    eventCheckIn(app.db, currentUser(request).merchant_id, request.params.id),
  );
  app.put(`${EVENT}/gates`, { schema: gatesSchema, onRequest: writer }, async (request) =>
    saveGates(app.db, currentUser(request), request.params.id, request.body),
  );
  app.post(`${EVENT}/keys/rotate`, { schema: rotateKeySchema, onRequest: writer }, async (request) =>
    rotateKey(app.db, currentUser(request), request.params.id),
  );
};

export default eventDoorAdminRoutes;
