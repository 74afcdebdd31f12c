import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import eventAttachmentRoutes from './attachment-routes.ts';
import {
  bookingSchema,
  dashboardBookingSchema,
  detailSchema,
  feedbackOptionsSchema,
  feedbackSchema,
  listSchema,
  payChoicesSchema,
  termsSchema,
  ticketsSchema,
} from './schemas.ts';
import {
  createBooking,
  customerMerchant,
  eventDetail,
  eventList,
  eventPayChoices,
  eventTerms,
  feedbackForm,
  followEventPayments,
  leaveFeedback,
  renderTicketPage,
} from './service.ts';

const BASE = '/plugins/event';

const requestLang = (request: FastifyRequest & { query: { lang?: Lang } }): Lang =>
  request.query.lang ?? pickLang(request.headers['accept-language']);

/** Customer event pages, booking and tickets (anonymous), plus staff booking creation. */
const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  followEventPayments(app.config.publicUrl);
  const bookingContext = { gateways: app.gateways, publicUrl: app.config.publicUrl };
  await app.register(eventAttachmentRoutes);

  app.get(`${BASE}/events`, { schema: listSchema }, async (request) =>
    eventList(app.db, requestLang(request)),
  );

  app.get(`${BASE}/events/:slug`, { schema: detailSchema }, async (request) =>
    eventDetail(app.db, request.params.slug, requestLang(request)),
  );

  app.get(`${BASE}/terms-and-conditions`, { schema: termsSchema }, async (request) => ({
    terms: await eventTerms(app.db, request.query.event, requestLang(request)),
  }));

  app.post(`${BASE}/booking/pay-choices/:slug`, { schema: payChoicesSchema }, async (request) =>
    eventPayChoices(
      app.db,
      app.gateways,
      request.params.slug,
      request.body,
      pickLang(request.headers['accept-language']),
    ),
  );

  app.post(`${BASE}/booking`, { schema: bookingSchema }, async (request, reply) => {
    const merchant = await customerMerchant(app.db);
    await idempotentInTransaction(app.db, request, reply, `merchant:${merchant.id}`, async (trx) => ({
      status: 201,
      body: await createBooking(trx, bookingContext, merchant.id, request.body),
    }));
    return reply;
  });

  app.post(
    `${BASE}/dashboard/booking`,
    { schema: dashboardBookingSchema, onRequest: app.requirePermission(pluginAccessPermission('event')) },
    async (request, reply) => {
      const user = currentUser(request);
      await idempotentInTransaction(app.db, request, reply, `merchant:${user.merchant_id}`, async (trx) => ({
        status: 201,
        body: await createBooking(trx, bookingContext, user.merchant_id, request.body, user.id),
      }));
      return reply;
    },
  );

  app.get(`${BASE}/tickets/:booking_id`, { schema: ticketsSchema }, async (request, reply) => {
    const page = await renderTicketPage(
      app.db,
      request.params.booking_id,
      request.query.token,
      requestLang(request),
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.options(`${BASE}/feedback/:slug`, { schema: feedbackOptionsSchema }, async (request) =>
    feedbackForm(app.db, request.params.slug, requestLang(request)),
  );

  app.post(`${BASE}/feedback/:slug`, { schema: feedbackSchema }, async (request, reply) => {
    await leaveFeedback(app.db, request.params.slug, request.body);
    const lang = pickLang(request.headers['accept-language']);
    return reply.status(201).send({ message: translate(lang, 'events.feedback_thanks') });
  });
};

export default eventRoutes;
