import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DoorTicketList } from '../../src/domain/contracts/check-in.ts';
import { importVerifyKey, verifyTicketQr } from '../../src/domain/ticket-qr.ts';
import { EVENT, scan, seedDoorEvent, seedPlaces, tokenWith } from './check-in-fixtures.ts';
import { authed, createTestApp, DOOR, login } from './helper.ts';

const app = await createTestApp();
const door = (await login(app, DOOR)).access;

const download = (eventId: number, headers: Record<string, string> = {}, token = door) =>
  app.inject(
    authed(token, {
      url: `${EVENT}/check-in/ticket-list/${eventId}`,
      headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
    }),
  );
const listOf = (body: Buffer) => JSON.parse(gunzipSync(body).toString('utf8')) as DoorTicketList;

describe('the ticket list a door device keeps', () => {
  it('holds every paid and canceled place, compressed, with the key that verifies their QR codes', async () => {
    const event = await seedDoorEvent(app, 'Harbour Concert');
    const paid = await seedPlaces(app, event, { count: 2, firstName: 'Ali' });
    const canceled = await seedPlaces(app, event, { status: 'cancel', firstName: 'Huda' });
    const unpaid = await seedPlaces(app, event, { status: 'pending_payment' });
    expect((await scan(app, door, { event_id: event.id, qrcode: paid.qrs[1] as string })).statusCode).toBe(
      200,
    );

    const res = await download(event.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('application/json');
    const list = listOf(res.rawPayload);
    expect(list).toMatchObject({ event_id: event.id, title: 'Harbour Concert' });
    const slot = 'Sat, 2 May 2026, \u206806:00 PM – 11:00 PM\u2069';
    expect(list.places).toEqual([
      [paid.numbers[0], 'Ali', 'Al-Sabah', slot, 0, 0, 0],
      [paid.numbers[1], 'Ali', 'Al-Sabah', slot, 0, 1, 0],
      [canceled.numbers[0], 'Huda', 'Al-Sabah', slot, 1, 0, 0],
    ]);
    expect(list.places.map((p) => p[0])).not.toContain(unpaid.numbers[0]);

    // Offline, the device verifies a ticket with nothing but this list.
    const key = await importVerifyKey(list.public_key);
    expect(await verifyTicketQr(key, paid.qrs[0] as string)).toMatchObject({ number: paid.numbers[0] });
    const ar = await download(event.id, { 'accept-language': 'ar' });
    expect(listOf(ar.rawPayload).title).toBe('Harbour Concert (ar)');
    expect(listOf(ar.rawPayload).places[0]?.[3]).toBe('السبت، 2 مايو 2026، \u206806:00 م – 11:00 م\u2069');
  });

  it('answers 304 to a device whose copy is current, and the new list once a place is admitted', async () => {
    const event = await seedDoorEvent(app);
    const { qrs } = await seedPlaces(app, event, { count: 3 });
    const first = await download(event.id);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await download(event.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    await scan(app, door, { event_id: event.id, qrcode: qrs[0] as string });
    const changed = await download(event.id, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(listOf(changed.rawPayload).places.map((p) => p[5])).toEqual([1, 0, 0]);
  });

  it('sends plain JSON to a client that does not accept gzip', async () => {
    const event = await seedDoorEvent(app);
    await seedPlaces(app, event, { count: 2 });
    const res = await download(event.id, { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<DoorTicketList>().places).toHaveLength(2);
  });

  it('answers 404 for an unknown event and 403 to staff without check-in rights', async () => {
    expect((await download(999_999)).statusCode).toBe(404);
    const event = await seedDoorEvent(app);
    const cashier = await tokenWith(app, ['access_payment_request']);
    expect((await download(event.id, {}, cashier)).statusCode).toBe(403);
  });
});
