import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { inTransaction, queryable } from '../../server/db/handle.ts';
import { issueEventKey, signingKeyOf } from '../../server/modules/event-keys/service.ts';
import { addDays, kuwaitToday } from '../../src/domain/business-time.ts';

/**
 * Events and bookings written straight to the database for the bookings dashboard tests, in
 * the demo merchant (the admin's) but under events of their own, so filtering by event keeps
 * every test independent of the demo seed and of the other tests.
 */
export interface TestEvent {
  id: number;
  title: string;
  /** Signs the QR of a place, as the ticket page does. */
  privateKey: string;
  tickets: { id: number; name: string; quantity: number; dates: string[] }[];
}

export const day = (offset: number) => addDays(kuwaitToday(), offset);

export async function merchantOf(app: FastifyInstance, username: string): Promise<number> {
  const row = await queryable(app.db)
    .selectFrom('users')
    .where('username', '=', username)
    .select('merchant_id')
    .executeTakeFirstOrThrow();
  return row.merchant_id;
}

export async function createEvent(
  app: FastifyInstance,
  merchantId: number,
  options: { title?: string; isFree?: boolean; quantity?: number } = {},
): Promise<TestEvent> {
  const tag = randomBytes(3).toString('hex');
  const title = options.title ?? `Test Night ${tag}`;
  const event = await queryable(app.db)
    .insertInto('events')
    .values({
      merchant_id: merchantId,
      slug: `test-night-${tag}`,
      title_en: title,
      title_ar: `ليلة الاختبار ${tag}`,
      currency: 'KWD',
      is_free: options.isFree ?? false,
      pg_codes: JSON.stringify(['knet', 'kpay']),
      form_config: JSON.stringify({
        phone: { enabled: true, required: false },
        attachment: { enabled: false, required: false },
        custom: [{ name: 'company', label_en: 'Company', label_ar: 'الشركة', required: true, type: 'text' }],
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await inTransaction(app.db, (trx) => issueEventKey(trx, event.id));
  const keys = await signingKeyOf(app.db, event.id);
  if (!keys) throw new Error('the event has no signing key');
  const dates = [day(1), day(2), day(3)];
  const quantity = options.quantity ?? 10;
  const tickets = await queryable(app.db)
    .insertInto('event_tickets')
    .values(
      ['Standard', 'VIP'].map((name, position) => ({
        event_id: event.id,
        name_en: name,
        name_ar: name === 'VIP' ? 'كبار الشخصيات' : 'عادي',
        price_minor: (position + 1) * 10_000,
        start_time: '18:00',
        end_time: '23:00',
        quantity,
        dates: JSON.stringify(dates),
        position,
      })),
    )
    .returning(['id', 'name_en'])
    .execute();
  return {
    id: event.id,
    title,
    privateKey: keys.privateKey,
    tickets: tickets.map((ticket) => ({ id: ticket.id, name: ticket.name_en, quantity, dates })),
  };
}

export interface BookingInput {
  ticket: number;
  date: string;
  quantity?: number;
  status?: 'pending_payment' | 'paid' | 'cancel';
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  fields?: Record<string, string>;
  createdAt?: Date;
  /** How many of its places were scanned at the door. */
  scanned?: number;
}

/** A booking with its item, places and held inventory, as the booking service leaves it. */
export async function seedBooking(
  app: FastifyInstance,
  merchantId: number,
  event: TestEvent,
  input: BookingInput,
): Promise<{ id: string; numbers: string[] }> {
  const quantity = input.quantity ?? 1;
  const status = input.status ?? 'paid';
  const prefix = randomBytes(3).toString('hex').toUpperCase();
  return queryable(app.db)
    .transaction()
    .execute(async (trx) => {
      const booking = await trx
        .insertInto('bookings')
        .values({
          merchant_id: merchantId,
          event_id: event.id,
          ticket_id: input.ticket,
          event_date: input.date,
          quantity,
          email: input.email ?? `guest-${prefix.toLowerCase()}@example.kw`,
          first_name: input.firstName ?? 'Guest',
          last_name: input.lastName ?? prefix,
          phone: input.phone === undefined ? null : input.phone,
          attachment_url: null,
          fields: JSON.stringify(input.fields ?? { company: 'Acme' }),
          is_free: false,
          status,
          transaction_id: null,
          access_token: randomBytes(16).toString('base64url'),
          lang: 'en',
          created_by: null,
          created_at: input.createdAt ?? new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('booking_items')
        .values({ booking_id: booking.id, ticket_id: input.ticket, event_date: input.date, quantity, status })
        .execute();
      const numbers = Array.from({ length: quantity }, (_, i) => `${prefix}-${i + 1}`);
      const scanned = input.scanned ?? 0;
      await trx
        .insertInto('booking_members')
        .values(
          numbers.map((number, i) => ({
            booking_id: booking.id,
            event_id: event.id,
            number,
            is_purchased: status === 'paid',
            scanned_at: i < scanned ? new Date() : null,
            scanned_gate: i < scanned ? 'Gate 1' : null,
            scanned_device: i < scanned ? 'tablet-1' : null,
          })),
        )
        .execute();
      if (status !== 'cancel') {
        await trx
          .insertInto('ticket_inventory')
          .values({ ticket_id: input.ticket, event_date: input.date, sold: quantity })
          .onConflict((oc) =>
            oc
              .columns(['ticket_id', 'event_date'])
              .doUpdateSet({ sold: sql`ticket_inventory.sold + ${quantity}` }),
          )
          .execute();
      }
      return { id: booking.id, numbers };
    });
}

export async function soldPlaces(app: FastifyInstance, ticket: number, date: string): Promise<number> {
  const row = await queryable(app.db)
    .selectFrom('ticket_inventory')
    .where('ticket_id', '=', ticket)
    .where('event_date', '=', date)
    .select('sold')
    .executeTakeFirst();
  return row?.sold ?? 0;
}
