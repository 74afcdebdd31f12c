import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { kuwaitToday } from '../../../src/domain/business-time.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { dashboardEventSchema, dashboardEventsSchema } from './dashboard-events-schemas.ts';
import {
  detailSchema,
  exportSchema,
  listOptionsSchema,
  listSchema,
  resendSchema,
  statisticsSchema,
  updateSchema,
} from './schemas.ts';
import {
  bookingDetails,
  bookingExport,
  bookingListOptions,
  bookingStatistics,
  dashboardEventDetail,
  dashboardEvents,
  listBookings,
  parseBookingFilters,
  resendTickets,
  updateBooking,
} from './service.ts';

const PREFIX = '/plugins/event';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Staff views of the events plugin: bookings list, detail, changes, export and events to book for. */
const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.requirePermission(pluginAccessPermission('event'));
  // Door staff pick the event they check in for; they see no bookings.
  const eventPicker = app.requirePermission(pluginAccessPermission('event'), PERMISSIONS.checkInTickets);
  const context = (request: FastifyRequest) => ({
    db: app.db,
    config: app.config,
    user: currentUser(request),
    lang: pickLang(request.headers['accept-language']),
  });

  app.get(`${PREFIX}/booking/list`, { schema: listSchema, onRequest }, async (request) => {
    const { user, lang } = context(request);
    const { limit, offset } = request.query;
    const filters = parseBookingFilters(request.query);
    const page = await listBookings(app.db, user.merchant_id, filters, { limit, offset }, lang);
    return {
      count: page.count,
      ...pageLinks(request.url, page.count, limit, offset),
      results: page.results,
    };
  });

  app.options(`${PREFIX}/booking/list`, { schema: listOptionsSchema, onRequest }, async (request) => {
    const { user, lang } = context(request);
    return bookingListOptions(app.db, user.merchant_id, lang, request.query.event);
  });

  app.get(`${PREFIX}/booking_statistics`, { schema: statisticsSchema, onRequest }, async (request) =>
    bookingStatistics(app.db, currentUser(request).merchant_id, parseBookingFilters(request.query)),
  );

  app.get(`${PREFIX}/booking/list/:id`, { schema: detailSchema, onRequest }, async (request) => {
    const { user, lang } = context(request);
    return bookingDetails(app.db, app.config, user.merchant_id, request.params.id, lang);
  });

  app.patch(`${PREFIX}/booking/update/:id`, { schema: updateSchema, onRequest }, async (request) => {
    const ctx = context(request);
    const done = await updateBooking(ctx, request.params.id, request.body ?? {});
    return { message: translate(ctx.lang, done) };
  });

  app.post(`${PREFIX}/notifications/booking/email`, { schema: resendSchema, onRequest }, async (request) => {
    const ctx = context(request);
    const email = await resendTickets(ctx, request.body.booking_id);
    return { message: translate(ctx.lang, 'bookings.tickets_sent', { email }) };
  });

  app.get(`${PREFIX}/booking/export`, { schema: exportSchema, onRequest }, async (request, reply) => {
    const { user, lang: requestLang } = context(request);
    const { file_format, language, ...query } = request.query;
    const lang = language ?? requestLang;
    const filters = parseBookingFilters(query);
    // "xls" is the name the dashboard has always sent; the file is a modern workbook either way.
    const format = file_format === 'csv' ? 'csv' : 'xlsx';
    const body = await bookingExport(app.db, user.merchant_id, filters, format, lang);
    const filename = `bookings-${kuwaitToday()}.${format}`;
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(body));
  });

  app.get(
    `${PREFIX}/dashboard/events`,
    { schema: dashboardEventsSchema, onRequest: eventPicker },
    async (request) => {
      const { user, lang } = context(request);
      return dashboardEvents(app.db, user.merchant_id, request.query.available === true, lang);
    },
  );

  app.get(`${PREFIX}/dashboard/events/:id`, { schema: dashboardEventSchema, onRequest }, async (request) => {
    const { user, lang } = context(request);
    return dashboardEventDetail(app.db, user.merchant_id, request.params.id, lang);
  });
};

export default bookingRoutes;
