import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  eventActionSchema,
  eventCreateSchema,
  eventDetailSchema,
  eventEditSchema,
  eventFormSchema,
  eventListSchema,
  ticketCreateSchema,
  ticketDeleteSchema,
  ticketEditSchema,
  ticketListSchema,
} from './schemas.ts';
import {
  createEvent,
  createTicket,
  duplicateEvent,
  editEvent,
  editTicket,
  eventDetail,
  eventsPage,
  removeTicket,
  saveEventForm,
  setEventArchived,
  ticketsOfEvent,
} from './service.ts';

const EVENTS = '/admin/events';

/** Events, tickets and booking forms: read with access_event or change_event, changed with change_event. */
const eventsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reader = app.requirePermission(pluginAccessPermission('event'), PERMISSIONS.changeEvents);
  const writer = app.requirePermission(PERMISSIONS.changeEvents);

  app.get(EVENTS, { schema: eventListSchema, onRequest: reader }, async (request) => {
    const { limit, offset } = request.query;
    const page = await eventsPage(app.db, currentUser(request).merchant_id, request.query);
    return { count: page.count, ...pageLinks(request.url, page.count, limit, offset), results: page.results };
  });
  app.get(`${EVENTS}/:id`, { schema: eventDetailSchema, onRequest: reader }, async (request) =>
    eventDetail(app.db, currentUser(request).merchant_id, request.params.id),
  );
  app.post(EVENTS, { schema: eventCreateSchema, onRequest: writer }, async (request, reply) =>
    reply.status(201).send(await createEvent(app.db, currentUser(request), request.body)),
  );
  app.patch(`${EVENTS}/:id`, { schema: eventEditSchema, onRequest: writer }, async (request) =>
    editEvent(app.db, currentUser(request), request.params.id, request.body),
  );
  app.post(
    `${EVENTS}/:id/duplicate`,
    { schema: eventActionSchema, onRequest: writer },
    async (request, reply) =>
      reply.status(201).send(await duplicateEvent(app.db, currentUser(request), request.params.id)),
  );
  app.post(`${EVENTS}/:id/archive`, { schema: eventActionSchema, onRequest: writer }, async (request) =>
    setEventArchived(app.db, currentUser(request), request.params.id, true),
  );
  app.post(`${EVENTS}/:id/restore`, { schema: eventActionSchema, onRequest: writer }, async (request) =>
    setEventArchived(app.db, currentUser(request), request.params.id, false),
  );
  app.put(`${EVENTS}/:id/form`, { schema: eventFormSchema, onRequest: writer }, async (request) =>
    saveEventForm(app.db, currentUser(request), request.params.id, request.body),
  );

  app.get(`${EVENTS}/:id/tickets`, { schema: ticketListSchema, onRequest: reader }, async (request) =>
    ticketsOfEvent(app.db, currentUser(request).merchant_id, request.params.id),
  );
  app.post(
    `${EVENTS}/:id/tickets`,
    { schema: ticketCreateSchema, onRequest: writer },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTicket(app.db, currentUser(request), request.params.id, request.body)),
  );
  app.patch(
    `${EVENTS}/:id/tickets/:ticketId`,
    { schema: ticketEditSchema, onRequest: writer },
    async (request) =>
      editTicket(app.db, currentUser(request), request.params.id, request.params.ticketId, request.body),
  );
  app.delete(
    `${EVENTS}/:id/tickets/:ticketId`,
    { schema: ticketDeleteSchema, onRequest: writer },
    async (request) => {
      await removeTicket(app.db, currentUser(request), request.params.id, request.params.ticketId);
      return {
        message: translate(pickLang(request.headers['accept-language']), 'events_admin.ticket_deleted'),
      };
    },
  );
};

export default eventsAdminRoutes;
