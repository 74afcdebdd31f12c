import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BookingRequest, EventDetail, Ticket } from '../../src/domain/contracts/events.ts';
import { readOutbox } from './helper.ts';

export const EV = '/api/v1/plugins/event';

export async function eventDetail(app: FastifyInstance, slug: string, lang = 'en'): Promise<EventDetail> {
  const res = await app.inject({ url: `${EV}/events/${slug}?lang=${lang}` });
  if (res.statusCode !== 200) throw new Error(`detail failed: ${res.statusCode} ${res.body}`);
  return res.json<EventDetail>();
}

export const firstTicket = (event: EventDetail): Ticket => {
  const ticket = event.tickets[0];
  if (!ticket) throw new Error(`${event.slug} has no ticket`);
  return ticket;
};

/**
 * A complete booking of the event's first ticket on its last date (the summit's required fields
 * filled). The last date stays ahead even when the seeded test template is a day or two old.
 */
export function bookingFor(event: EventDetail, overrides: Partial<BookingRequest> = {}): BookingRequest {
  const ticket = firstTicket(event);
  return {
    event: event.slug,
    ticket: ticket.id,
    event_date: ticket.dates.at(-1) as string,
    quantity: 1,
    email: 'noura@example.kw',
    first_name: 'Noura',
    last_name: 'Al-Mutairi',
    lang: 'en',
    ...(event.phone.enabled ? { phone: '+96550001234' } : {}),
    ...(event.extra_fields.length ? { fields: { company: 'Gulf Bank' } } : {}),
    ...(event.is_free ? {} : { gateway_code: 'knet' }),
    ...overrides,
  };
}

export function book(
  app: FastifyInstance,
  body: BookingRequest,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `${EV}/booking`, payload: body, headers });
}

export async function remaining(app: FastifyInstance, slug: string, ticketId: number, date: string) {
  const event = await eventDetail(app, slug);
  const ticket = event.tickets.find((row) => row.id === ticketId);
  return ticket?.remaining_qty_per_date[date];
}

/** The messages queued for a recipient, read as a superuser. */
export const outboxFor = (app: FastifyInstance, recipient: string) => readOutbox(app, recipient);

/** The reference numbers a ticket page shows, in order. */
export const ticketNumbers = (html: string) =>
  [...html.matchAll(/class="number"><span class="ltr">([A-Z0-9-]+)</g)].map((m) => m[1]);
