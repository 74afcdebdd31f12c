import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inTransaction, queryable } from '../../server/db/handle.ts';
import { hashPassword } from '../../server/modules/auth/password-hash.ts';
import { issueEventKey, signingKeyOf } from '../../server/modules/event-keys/service.ts';
import { importSignKey, signTicket } from '../../src/domain/ticket-qr.ts';
import { authed, login, TEST_SCRYPT_LOG_N } from './helper.ts';

export const EVENT = '/api/v1/plugins/event';
export const EVENT_DATE = '2026-05-02';

export interface DoorEvent {
  id: number;
  ticketId: number;
  signKey: CryptoKey;
}

let seeded = 0;

/** An event of the demo merchant with its own key pair and one 18:00–23:00 ticket. */
export async function seedDoorEvent(app: FastifyInstance, title = 'Door Test Night'): Promise<DoorEvent> {
  seeded += 1;
  const event = await queryable(app.db)
    .insertInto('events')
    .values({
      merchant_id: 1,
      slug: `door-test-${seeded}-${randomBytes(3).toString('hex')}`,
      title_en: title,
      title_ar: `${title} (ar)`,
      currency: 'KWD',
      pg_codes: JSON.stringify(['knet']),
      form_config: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await inTransaction(app.db, (trx) => issueEventKey(trx, event.id));
  const keys = await signingKeyOf(app.db, event.id);
  if (!keys) throw new Error('the event has no signing key');
  const ticket = await queryable(app.db)
    .insertInto('event_tickets')
    .values({
      event_id: event.id,
      name_en: 'Standard',
      name_ar: 'عادية',
      price_minor: 15_000,
      start_time: '18:00',
      end_time: '23:00',
      quantity: 500,
      dates: JSON.stringify([EVENT_DATE]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: event.id, ticketId: ticket.id, signKey: await importSignKey(keys.privateKey) };
}

export interface SeededPlaces {
  bookingId: string;
  numbers: string[];
  qrs: string[];
}

/** A booking of `count` places and the signed QR text of each. */
export async function seedPlaces(
  app: FastifyInstance,
  event: DoorEvent,
  options: { count?: number; status?: 'paid' | 'cancel' | 'pending_payment'; firstName?: string } = {},
): Promise<SeededPlaces> {
  const count = options.count ?? 1;
  const status = options.status ?? 'paid';
  const booking = await queryable(app.db)
    .insertInto('bookings')
    .values({
      merchant_id: 1,
      event_id: event.id,
      ticket_id: event.ticketId,
      event_date: EVENT_DATE,
      quantity: count,
      email: 'fatima@example.kw',
      first_name: options.firstName ?? 'Fatima',
      last_name: 'Al-Sabah',
      fields: JSON.stringify({}),
      is_free: false,
      status,
      access_token: randomBytes(16).toString('hex'),
      lang: 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prefix = randomBytes(3).toString('hex').toUpperCase();
  const numbers = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
  await queryable(app.db)
    .insertInto('booking_members')
    .values(
      numbers.map((number) => ({
        booking_id: booking.id,
        event_id: event.id,
        number,
        is_purchased: status !== 'pending_payment',
      })),
    )
    .execute();
  const qrs = await Promise.all(numbers.map((number) => signTicket(event.signKey, event.id, 1, number)));
  return { bookingId: booking.id, numbers, qrs };
}

let staff = 0;

/** A user of the demo merchant holding exactly these permissions; returns an access token. */
export async function tokenWith(app: FastifyInstance, permissions: string[]): Promise<string> {
  staff += 1;
  const username = `door_staff${staff}`;
  const password = 'Staff#2026x';
  await queryable(app.db)
    .insertInto('users')
    .values({
      merchant_id: 1,
      username,
      email: `${username}@example.kw`,
      password_hash: await hashPassword(password, TEST_SCRYPT_LOG_N),
      permissions: JSON.stringify(permissions),
    })
    .execute();
  return (await login(app, { username, password }, `10.5.0.${staff}`)).access;
}

export const scan = (
  app: FastifyInstance,
  token: string,
  body: { event_id: number; qrcode: string; gate?: string; device_id?: string },
  lang = 'en',
) =>
  app.inject(
    authed(token, {
      method: 'POST',
      url: `${EVENT}/validate_qr_code`,
      headers: { 'accept-language': lang },
      payload: { gate: 'Gate 1', device_id: 'tablet-1', ...body },
    }),
  );

/** hh:mm A in Kuwait, as the door staff read it (an independent formatter from the server's). */
export const kuwaitClock = (at: string | Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kuwait',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(at));
