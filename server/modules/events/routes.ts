import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isEmail } from '../../../src/domain/contact-rules.ts';
import { minorFromDb } from '../../../src/domain/money.ts';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { queryable } from '../../db/handle.ts';
import { fieldErrors, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findUnitDetails } from '../customer-payment/service.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import { allowedGateways, buildPayChoices } from '../payments/pay-choices.ts';
import { listGateways, onTransactionState } from '../payments/service.ts';
import eventAttachmentRoutes from './attachment-routes.ts';
import { createBooking } from './booking-service.ts';
import { applyPaymentOutcome } from './payment-outcome.ts';
import { isEventOver, presentDetail, presentSummary } from './present.ts';
import {
  customerMerchant,
  findEventBySlug,
  listActiveEvents,
  listTickets,
  soldByTicketDate,
} from './repository.ts';
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
import { renderTicketPage } from './ticket-page.ts';

const BASE = '/plugins/event';

const requestLang = (request: FastifyRequest & { query: { lang?: Lang } }): Lang =>
  request.query.lang ?? pickLang(request.headers['accept-language']);

/** Customer event pages, booking and tickets (anonymous), plus staff booking creation. */
const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  onTransactionState('event', (trx, transactionId, to) =>
    applyPaymentOutcome(queryable(trx), app.config.publicUrl, transactionId, to),
  );
  const bookingContext = { gateways: app.gateways, publicUrl: app.config.publicUrl };
  await app.register(eventAttachmentRoutes);

  /** An event with its tickets and the places sold on each date. */
  const loadEvent = async (slug: string) => {
    const merchant = await customerMerchant(queryable(app.db));
    const event = await findEventBySlug(queryable(app.db), merchant.id, slug);
    const tickets = await listTickets(queryable(app.db), [event.id]);
    const sold = await soldByTicketDate(
      queryable(app.db),
      tickets.map((ticket) => ticket.id),
    );
    return { merchant, event, tickets, sold };
  };

  app.get(`${BASE}/events`, { schema: listSchema }, async (request) => {
    const lang = requestLang(request);
    const merchant = await customerMerchant(queryable(app.db));
    const events = await listActiveEvents(queryable(app.db), merchant.id);
    const tickets = await listTickets(
      queryable(app.db),
      events.map((event) => event.id),
    );
    const sold = await soldByTicketDate(
      queryable(app.db),
      tickets.map((ticket) => ticket.id),
    );
    const now = new Date();
    const results = events.map((event) =>
      presentSummary(
        event,
        tickets.filter((ticket) => ticket.event_id === event.id),
        sold,
        lang,
        now,
      ),
    );
    // The list page shows the same merchant header as the detail page.
    const unit = await findUnitDetails(app.db, merchant.id, null);
    return { count: results.length, next: null, previous: null, results, unit_details: unit };
  });

  app.get(`${BASE}/events/:slug`, { schema: detailSchema }, async (request) => {
    const lang = requestLang(request);
    const { merchant, event, tickets, sold } = await loadEvent(request.params.slug);
    const unit = await findUnitDetails(app.db, merchant.id, null);
    if (!unit) throw messageError(404, 'errors.not_found');
    return presentDetail(event, tickets, sold, unit, lang);
  });

  app.get(`${BASE}/terms-and-conditions`, { schema: termsSchema }, async (request) => {
    const merchant = await customerMerchant(queryable(app.db));
    const event = await findEventBySlug(queryable(app.db), merchant.id, request.query.event);
    return { terms: requestLang(request) === 'ar' ? event.terms_ar || event.terms_en : event.terms_en };
  });

  app.post(`${BASE}/booking/pay-choices/:slug`, { schema: payChoicesSchema }, async (request) => {
    const { merchant, event, tickets } = await loadEvent(request.params.slug);
    const ticket = tickets.find((row) => row.id === request.body.ticket);
    if (!ticket) throw fieldErrors({ ticket: [msg('errors.invalid_choice')] });
    if (event.is_free) throw nonFieldError('events.free_event');
    const currency = event.currency.trim();
    const gateways = allowedGateways(await listGateways(app.db, merchant.id), event.pg_codes, currency);
    const amountMinor = minorFromDb(ticket.price_minor) * request.body.quantity;
    return buildPayChoices(gateways, amountMinor, currency, pickLang(request.headers['accept-language']));
  });

  app.post(`${BASE}/booking`, { schema: bookingSchema }, async (request, reply) => {
    const merchant = await customerMerchant(queryable(app.db));
    await idempotentInTransaction(app.db, request, reply, `merchant:${merchant.id}`, async (trx) => ({
      status: 201,
      body: await createBooking(queryable(trx), bookingContext, merchant.id, request.body),
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
        body: await createBooking(queryable(trx), bookingContext, user.merchant_id, request.body, user.id),
      }));
      return reply;
    },
  );

  app.get(`${BASE}/tickets/:booking_id`, { schema: ticketsSchema }, async (request, reply) => {
    const page = await renderTicketPage(
      queryable(app.db),
      request.params.booking_id,
      request.query.token,
      requestLang(request),
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.options(`${BASE}/feedback/:slug`, { schema: feedbackOptionsSchema }, async (request) => {
    const { event, tickets } = await loadEvent(request.params.slug);
    return {
      event: requestLang(request) === 'ar' ? event.title_ar : event.title_en,
      feedback_open: isEventOver(tickets, new Date()),
      fields: [
        { name: 'name', required: true, max_length: 100 },
        { name: 'email', required: true, max_length: 254 },
        { name: 'rating', required: true, max_length: 1 },
        { name: 'comment', required: false, max_length: 2000 },
      ],
    };
  });

  app.post(`${BASE}/feedback/:slug`, { schema: feedbackSchema }, async (request, reply) => {
    const { event, tickets } = await loadEvent(request.params.slug);
    if (!isEventOver(tickets, new Date())) throw nonFieldError('events.feedback_not_open');
    const { name, email, rating, comment } = request.body;
    if (!isEmail(email.trim())) throw fieldErrors({ email: [msg('payments.invalid_email')] });
    await queryable(app.db)
      .insertInto('event_feedback')
      .values({
        event_id: event.id,
        name: name.trim(),
        email: email.trim(),
        rating,
        comment: comment.trim(),
      })
      .execute();
    const lang = pickLang(request.headers['accept-language']);
    return reply.status(201).send({ message: translate(lang, 'events.feedback_thanks') });
  });
};

export default eventRoutes;
