import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { EventChange, EventChangeList } from '../../../../src/domain/contracts/event-changes.ts';
import type { BookingResponse } from '../../../../src/domain/contracts/events.ts';
import { book, bookingFor, eventDetail } from '../../events-fixtures.ts';
import { call, createEvent, createTicket, day } from '../events-admin/fixtures.ts';
import { pressSandbox } from '../payments/fixtures.ts';

export { logged, staffWith } from '../events-admin/fixtures.ts';
export { call, day };

/** A published paid event with one ticket on days 10 to 12, 10 places a day. */
export async function paidEvent(app: FastifyInstance, token: string, slug: string) {
  const event = await createEvent(app, token, { slug, title_en: `Concert ${slug}`, title_ar: 'حفل الميناء' });
  const ticket = await createTicket(app, token, event.id);
  const published = await call(app)(token, 'PATCH', `events/${event.id}`, { is_active: true });
  expect(published.statusCode, published.body).toBe(200);
  return { event, ticket };
}

type Outcome = 'approve' | 'decline' | 'at_bank';

/** A customer's booking of `places` on `date`, paid (approve), declined, or left at the bank. */
export async function booked(
  app: FastifyInstance,
  slug: string,
  options: { email: string; date: string; lang?: 'en' | 'ar'; places?: number; outcome?: Outcome },
): Promise<{ bookingId: string; transactionId: string }> {
  const detail = await eventDetail(app, slug);
  const res = await book(
    app,
    bookingFor(detail, {
      email: options.email,
      event_date: options.date,
      lang: options.lang ?? 'en',
      quantity: options.places ?? 1,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<BookingResponse>();
  const attemptId = (body.redirect_url as string).split('/gateway/sandbox/')[1]?.split(/[?#]/)[0] as string;
  const outcome = options.outcome ?? 'approve';
  if (outcome !== 'at_bank') expect((await pressSandbox(app, attemptId, outcome)).statusCode).toBe(303);
  const row = await queryable(app.db)
    .selectFrom('bookings')
    .select('transaction_id')
    .where('id', '=', body.booking_id)
    .executeTakeFirstOrThrow();
  return { bookingId: body.booking_id, transactionId: row.transaction_id as string };
}

/** Refund movements written for each transaction. */
export async function refundsOf(app: FastifyInstance, transactionIds: readonly string[]) {
  const rows = await queryable(app.db)
    .selectFrom('money_movements')
    .select(['transaction_id', 'amount_minor'])
    .where('transaction_id', 'in', transactionIds)
    .where('kind', '=', 'refund')
    .where('status', '=', 'done')
    .execute();
  return transactionIds.map((id) =>
    rows.filter((row) => row.transaction_id === id).map((row) => Number(row.amount_minor)),
  );
}

export const bookingStatus = async (app: FastifyInstance, id: string) =>
  (
    await queryable(app.db)
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

/** Lets the instance's worker do everything left, as its loop would. */
export async function workThrough(app: FastifyInstance): Promise<void> {
  while ((await app.eventChanges.drainOnce()) > 0) {
    // Each pass does up to a batch of bookings; the loop ends when one finds nothing left.
  }
}

export async function changesOf(app: FastifyInstance, token: string, eventId: number, lang = 'en') {
  const res = await call(app)(token, 'GET', `events/${eventId}/changes`, undefined, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventChangeList>().results;
}

export type { EventChange };
