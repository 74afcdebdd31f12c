import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { messageError } from '../../lib/errors.ts';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  cancelSchema,
  changeListSchema,
  changePreviewSchema,
  changeRetrySchema,
  rescheduleSchema,
} from './schemas.ts';
import { eventChanges, previewChange, retryChange, startCancel, startReschedule } from './service.ts';

const EVENT = '/admin/events/:id';

/** Cancels and reschedules of an event: read with access_event or change_event, started with change_event. */
const eventChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reader = app.requirePermission(pluginAccessPermission('event'), PERMISSIONS.changeEvents);
  const writer = app.requirePermission(PERMISSIONS.changeEvents);

  /** The change as it stands, after the worker was woken to do it. */
  async function answer(request: FastifyRequest, eventId: number, changeId: string) {
    app.eventChanges.wake();
    const lang = pickLang(request.headers['accept-language']);
    const [change] = await eventChanges(app.db, currentUser(request).merchant_id, eventId, lang, changeId);
    if (!change) throw messageError(404, 'errors.not_found');
    return change;
  }

  app.get(`${EVENT}/changes/preview`, { schema: changePreviewSchema, onRequest: reader }, async (request) =>
    previewChange(app.db, currentUser(request).merchant_id, request.params.id, request.query),
  );
  app.post(`${EVENT}/cancel`, { schema: cancelSchema, onRequest: writer }, async (request, reply) => {
    const id = await startCancel(app.db, currentUser(request), request.params.id, request.body);
    return reply.status(202).send(await answer(request, request.params.id, id));
  });
  app.post(`${EVENT}/reschedule`, { schema: rescheduleSchema, onRequest: writer }, async (request, reply) => {
    const id = await startReschedule(app.db, currentUser(request), request.params.id, request.body);
    return reply.status(202).send(await answer(request, request.params.id, id));
  });
  app.get(`${EVENT}/changes`, { schema: changeListSchema, onRequest: reader }, async (request) => ({
    results: await eventChanges(
      app.db,
      currentUser(request).merchant_id,
      request.params.id,
      pickLang(request.headers['accept-language']),
    ),
  }));
  app.post(
    `${EVENT}/changes/:changeId/retry`,
    { schema: changeRetrySchema, onRequest: writer },
    async (request) => {
      await retryChange(app.db, currentUser(request), request.params.id, request.params.changeId);
      return answer(request, request.params.id, request.params.changeId);
    },
  );
};

export default eventChangeRoutes;
