import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addDays, kuwaitToday } from '../../../../src/domain/business-time.ts';
import type {
  AdminEvent,
  AdminTicket,
  EventRequest,
  TicketRequest,
} from '../../../../src/domain/contracts/events-admin.ts';
import { authed } from '../../helper.ts';

export { logged, staffWith } from '../catalogue-admin/fixtures.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A request to /api/v1/admin/… as a signed-in member of staff, in a language. */
export const call =
  (app: FastifyInstance) =>
  (token: string, method: Method, url: string, payload?: object, lang = 'en') =>
    app.inject(
      authed(token, { method, url: `/api/v1/admin/${url}`, payload, headers: { 'accept-language': lang } }),
    );

export const EVENT: EventRequest = {
  slug: 'harbour-concert',
  title_en: 'Harbour Concert',
  title_ar: 'حفل الميناء',
  currency: 'KWD',
  is_free: false,
  pg_codes: ['knet'],
  venue_en: 'Souq Sharq Marina',
  venue_ar: 'مارينا سوق شرق',
};

/** Days from today (Kuwait), so the dates stay ahead whenever the tests run. */
export const day = (offset: number) => addDays(kuwaitToday(), offset);

export const TICKET: TicketRequest = {
  name_en: 'Seat',
  name_ar: 'مقعد',
  price: '12.500',
  quantity: 10,
  start_time: '19:00',
  end_time: '22:00',
  date_rules: [{ kind: 'range', from: day(10), to: day(12) }],
};

export async function createEvent(
  app: FastifyInstance,
  token: string,
  overrides: Partial<EventRequest> = {},
) {
  const res = await call(app)(token, 'POST', 'events', { ...EVENT, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminEvent>();
}

export async function createTicket(
  app: FastifyInstance,
  token: string,
  eventId: number,
  overrides: Partial<TicketRequest> = {},
) {
  const res = await call(app)(token, 'POST', `events/${eventId}/tickets`, { ...TICKET, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminTicket>();
}
