import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTransaction, queryable } from '../../server/db/handle.ts';
import { RELOAD_UNKNOWN_KID_MS } from '../../server/modules/check-in/event-keys.ts';
import { issueEventKey } from '../../server/modules/event-keys/service.ts';
import { addDays, kuwaitInstant, kuwaitToday } from '../../src/domain/business-time.ts';
import type { DoorTicketList, EventCheckInAdmin } from '../../src/domain/contracts/check-in.ts';
import type { BookingResponse } from '../../src/domain/contracts/events.ts';
import { parseTicketQr, signTicket } from '../../src/domain/ticket-qr.ts';
import { type DoorEvent, EVENT, scan, seedDoorEvent, seedPlaces, tokenWith } from './check-in-fixtures.ts';
import { book, bookingFor, eventDetail } from './events-fixtures.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from './helper.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;
const door = (await login(app, DOOR)).access;
const db = queryable(app.db);

/** The fixture's event moved to tomorrow evening (18:00–23:00 Kuwait), so its tickets are still to be used. */
async function upcomingEvent(title: string): Promise<DoorEvent & { endsAt: Date }> {
  const event = await seedDoorEvent(app, title);
  const date = addDays(kuwaitToday(), 1);
  await db
    .updateTable('event_tickets')
    .set({ dates: JSON.stringify([date]) })
    .where('id', '=', event.ticketId)
    .execute();
  return { ...event, endsAt: kuwaitInstant(date, '23:00') };
}

const rotate = (eventId: number, token = admin) =>
  app.inject(authed(token, { method: 'POST', url: `/api/v1/admin/events/${eventId}/keys/rotate` }));

const list = async (eventId: number, token = door) => {
  const res = await app.inject(authed(token, { url: `${EVENT}/check-in/ticket-list/${eventId}` }));
  const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
  return { etag: res.headers.etag as string, list: JSON.parse(body) as DoorTicketList };
};

/** A ticket signed with the event's key `kid` as stored, as a ticket sold after the rotation carries it. */
async function signedWith(eventId: number, kid: number, number: string) {
  const key = await db
    .selectFrom('event_keys')
    .select('private_key')
    .where('event_id', '=', eventId)
    .where('kid', '=', kid)
    .executeTakeFirstOrThrow();
  return signTicket(key.private_key, eventId, kid, number);
}

const reasons = (body: string) => (JSON.parse(body) as { qrcode?: string[] }).qrcode;

afterEach(() => {
  vi.useRealTimers();
});

describe("rotating an event's signing key", () => {
  it('keeps tickets signed before the rotation valid until the event ends, and signs new ones with the new key', async () => {
    const event = await upcomingEvent('Rotation Night');
    const before = await seedPlaces(app, event, { count: 2 });
    const first = await list(event.id);
    expect(first.list.keys.map((key) => key.kid)).toEqual([1]);
    // The door checks one ticket, so this instance holds the event's keys before they change.
    expect((await scan(app, door, { event_id: event.id, qrcode: before.qrs[0] as string })).statusCode).toBe(
      200,
    );

    const rotated = await rotate(event.id);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toEqual({ kid: 2 });
    await app.liveEvents.flush();

    // A ticket of the new key is admitted at once: the live event dropped the cached keys.
    const after = await seedPlaces(app, event);
    const fresh = await signedWith(event.id, 2, after.numbers[0] as string);
    expect(parseTicketQr(fresh)?.kid).toBe(2);
    expect((await scan(app, door, { event_id: event.id, qrcode: fresh })).statusCode).toBe(200);

    const second = await list(event.id);
    expect(second.etag).not.toBe(first.etag);
    expect(second.list.keys.map((key) => key.kid)).toEqual([1, 2]);
    expect(second.list.public_key).toBe(second.list.keys[1]?.public_key);
    expect(second.list.keys[0]?.public_key).toBe(first.list.public_key);

    // Past the event's end, what the old key signed admits nobody; the door list drops it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(event.endsAt.getTime() + 60_000);
    const lateDoor = (await login(app, DOOR, '10.9.0.1')).access;
    const late = await scan(app, lateDoor, { event_id: event.id, qrcode: before.qrs[1] as string });
    expect(late.statusCode).toBe(400);
    expect(reasons(late.body)).toEqual(['Invalid ticket']);
    expect((await list(event.id, lateDoor)).list.keys.map((key) => key.kid)).toEqual([2]);
  });

  it('records the rotation in the activity history without key material, and shows keys without it', async () => {
    const event = await upcomingEvent('Audited Rotation');
    expect((await rotate(event.id)).statusCode).toBe(200);
    const entry = await db
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'activity.event_key_rotated')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor: ADMIN.username, plugin: 'event' });
    const keys = await db
      .selectFrom('event_keys')
      .select(['public_key', 'private_key'])
      .where('event_id', '=', event.id)
      .execute();
    const logged = JSON.stringify(entry);
    for (const key of keys) {
      expect(logged).not.toContain(key.private_key);
      expect(logged).not.toContain(key.public_key);
    }

    const panel = await app.inject(authed(admin, { url: `/api/v1/admin/events/${event.id}/check-in` }));
    expect(panel.statusCode).toBe(200);
    const body = panel.json<EventCheckInAdmin>();
    expect(body.keys).toEqual([
      expect.objectContaining({ kid: 1, current: false, accepted: true, retired_at: expect.any(String) }),
      expect.objectContaining({ kid: 2, current: true, accepted: true, retired_at: null }),
    ]);
    for (const key of keys) expect(panel.body).not.toContain(key.private_key);
  });

  it('reads the keys again for an unknown kid, at most once per 5 seconds, when the notice has not arrived', async () => {
    const event = await upcomingEvent('Missed Notice');
    const places = await seedPlaces(app, event, { count: 2 });
    expect((await scan(app, door, { event_id: event.id, qrcode: places.qrs[0] as string })).statusCode).toBe(
      200,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    // Another path changed the keys without this instance hearing of it.
    await inTransaction(app.db, (trx) => issueEventKey(trx, event.id));
    const fresh = await signedWith(event.id, 2, places.numbers[1] as string);
    const early = await scan(app, door, { event_id: event.id, qrcode: fresh });
    expect(reasons(early.body)).toEqual(['Invalid ticket']);

    vi.setSystemTime(Date.now() + RELOAD_UNKNOWN_KID_MS);
    expect((await scan(app, door, { event_id: event.id, qrcode: fresh })).statusCode).toBe(200);
  });

  it('gives a free booking made after the rotation codes of the new key', async () => {
    const iftar = await eventDetail(app, 'community-iftar');
    const { kid } = (await rotate(iftar.id)).json<{ kid: number }>();
    const res = await book(app, bookingFor(iftar, { quantity: 1, email: 'rotated@example.kw' }));
    expect(res.statusCode).toBe(201);
    const place = res.json<BookingResponse>().places?.[0];
    expect(parseTicketQr(place?.qrcode ?? '')?.kid).toBe(kid);
  });

  it('lets only change_event rotate, and answers 404 for another merchant or unknown event', async () => {
    const event = await upcomingEvent('Guarded Keys');
    const reader = await tokenWith(app, ['access_event']);
    expect((await rotate(event.id, reader)).statusCode).toBe(403);
    const writer = await tokenWith(app, ['change_event']);
    expect((await rotate(event.id, writer)).statusCode).toBe(200);
    expect((await rotate(999_999, writer)).statusCode).toBe(404);
  });
});
