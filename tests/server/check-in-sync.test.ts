import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type {
  CheckInConflict,
  CheckInSyncRequest,
  CheckInSyncResponse,
} from '../../src/domain/contracts/check-in.ts';
import { EVENT, kuwaitClock, scan, seedDoorEvent, seedPlaces, tokenWith } from './check-in-fixtures.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from './helper.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;
const door = (await login(app, DOOR)).access;
const event = await seedDoorEvent(app);

type Scan = CheckInSyncRequest['scans'][number];
const queued = (qrcode: string, minutesAgo: number, eventId = event.id): Scan => ({
  nonce: randomUUID(),
  event_id: eventId,
  qrcode,
  scanned_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});
const upload = (device_id: string, gate: string, scans: Scan[], token = door) =>
  app.inject(
    authed(token, { method: 'POST', url: `${EVENT}/check-in/sync`, payload: { device_id, gate, scans } }),
  );
const results = async (device: string, gate: string, scans: Scan[]) => {
  const res = await upload(device, gate, scans);
  expect(res.statusCode).toBe(200);
  return res.json<CheckInSyncResponse>().results;
};
const rowsOf = (nonces: string[]) =>
  queryable(app.db)
    .selectFrom('check_ins')
    .select(['nonce', 'outcome'])
    .where('nonce', 'in', nonces)
    .execute();
const conflicts = async (query = '', token = admin) => {
  const res = await app.inject(authed(token, { url: `${EVENT}/check-in/conflicts${query}` }));
  expect(res.statusCode).toBe(200);
  return res.json<CheckInConflict[]>();
};

describe('uploading queued offline scans', () => {
  it('judges each scan and answers a retry of the same nonces with the same results, recording each once', async () => {
    const { numbers, qrs } = await seedPlaces(app, event, { count: 2 });
    const scans = [queued(qrs[0] as string, 5), queued(qrs[1] as string, 4), queued(`${qrs[0]}x`, 3)];
    const first = await results('tablet-A', 'Gate 1', scans);
    expect(first).toEqual([
      {
        nonce: scans[0]?.nonce,
        outcome: 'admitted',
        qr_number: numbers[0],
        reason: null,
        first_admission: null,
      },
      {
        nonce: scans[1]?.nonce,
        outcome: 'admitted',
        qr_number: numbers[1],
        reason: null,
        first_admission: null,
      },
      {
        nonce: scans[2]?.nonce,
        outcome: 'rejected',
        qr_number: null,
        reason: 'Invalid ticket',
        first_admission: null,
      },
    ]);
    const retry = await results('tablet-A', 'Gate 1', scans);
    expect(retry).toEqual(first);
    const rows = await rowsOf(scans.map((s) => s.nonce));
    expect(rows).toHaveLength(3);

    // The admission keeps the device's scan time, not the upload time.
    const member = await queryable(app.db)
      .selectFrom('booking_members')
      .select(['scanned_at', 'scanned_gate', 'scanned_device'])
      .where('number', '=', numbers[0] as string)
      .executeTakeFirstOrThrow();
    expect(member.scanned_at?.toISOString()).toBe(scans[0]?.scanned_at);
    expect(member).toMatchObject({ scanned_gate: 'Gate 1', scanned_device: 'tablet-A' });
  });

  it('calls a repeat on the same device a duplicate, judging in scan order', async () => {
    const { qrs } = await seedPlaces(app, event);
    const later = queued(qrs[0] as string, 1);
    const earlier = queued(qrs[0] as string, 10);
    const [laterResult, earlierResult] = await results('tablet-B', 'Gate 4', [later, earlier]);
    expect(earlierResult?.outcome).toBe('admitted');
    expect(laterResult?.outcome).toBe('duplicate');
    expect(laterResult?.first_admission).toEqual({
      at: earlier.scanned_at,
      gate: 'Gate 4',
      device_id: 'tablet-B',
    });
    expect(laterResult?.reason).toBe(`Already admitted at Gate 4 at ${kuwaitClock(earlier.scanned_at)}`);
  });

  it('reports a conflict when a second device uploads a place the first already admitted', async () => {
    const { numbers, qrs } = await seedPlaces(app, event, { firstName: 'Noura' });
    const atGateA = queued(qrs[0] as string, 20);
    const atGateB = queued(qrs[0] as string, 15);
    expect((await results('tablet-A', 'Gate A', [atGateA]))[0]?.outcome).toBe('admitted');
    const [second] = await results('tablet-B', 'Gate B', [atGateB]);
    expect(second).toMatchObject({
      outcome: 'conflict',
      qr_number: numbers[0],
      first_admission: { at: atGateA.scanned_at, gate: 'Gate A', device_id: 'tablet-A' },
    });
    const row = await queryable(app.db)
      .selectFrom('check_ins as c')
      .innerJoin('check_ins as f', 'f.id', 'c.first_check_in_id')
      .select(['c.outcome', 'f.nonce as first_nonce', 'c.offline'])
      .where('c.nonce', '=', atGateB.nonce)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ outcome: 'conflict', first_nonce: atGateA.nonce, offline: true });

    const [listed] = await conflicts(`?event_id=${event.id}`);
    expect(listed).toMatchObject({
      event_id: event.id,
      event: 'Door Test Night',
      qr_number: numbers[0],
      customer_name: 'Noura Al-Sabah',
      first: { at: atGateA.scanned_at, gate: 'Gate A', device_id: 'tablet-A' },
      second: { at: atGateB.scanned_at, gate: 'Gate B', device_id: 'tablet-B' },
    });
    // Door staff see conflicts too; another event's filter hides this one.
    expect((await conflicts(`?event_id=${event.id}`, door))[0]?.id).toBe(listed?.id);
    const otherEvent = await seedDoorEvent(app, 'Quiet Night');
    expect(await conflicts(`?event_id=${otherEvent.id}`)).toEqual([]);
  });

  it('lists conflicts newest first across events', async () => {
    const places = await seedPlaces(app, event, { count: 2 });
    for (const qr of places.qrs) {
      await results('tablet-C', 'Gate C', [queued(qr, 9)]);
      await results('tablet-D', 'Gate D', [queued(qr, 8)]);
    }
    const all = await conflicts();
    expect(all.slice(0, 2).map((c) => c.qr_number)).toEqual([places.numbers[1], places.numbers[0]]);
    expect(all.map((c) => c.id)).toEqual([...all.map((c) => c.id)].sort((a, b) => b - a));
  });

  it('counts an online admission as first when an offline scan of the place arrives later', async () => {
    const { qrs } = await seedPlaces(app, event);
    const offline = queued(qrs[0] as string, 30);
    expect(
      (await scan(app, door, { event_id: event.id, qrcode: qrs[0] as string, gate: 'Main' })).statusCode,
    ).toBe(200);
    const [result] = await results('tablet-E', 'Side', [offline]);
    expect(result?.outcome).toBe('conflict');
    expect(result?.first_admission?.gate).toBe('Main');
  });

  it('gives concurrent uploads of the same queue one judgement per nonce', async () => {
    const { qrs } = await seedPlaces(app, event, { count: 5 });
    const scans = qrs.map((qr, i) => queued(qr, 10 - i));
    const [a, b] = await Promise.all([
      upload('tablet-F', 'Gate F', scans),
      upload('tablet-F', 'Gate F', scans),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(a.json<CheckInSyncResponse>().results.map((r) => r.outcome)).toEqual(Array(5).fill('admitted'));
    expect(await rowsOf(scans.map((s) => s.nonce))).toHaveLength(5);
  });

  it('judges a full upload of 1,000 scans in one request', async () => {
    const { qrs } = await seedPlaces(app, event, { count: 1000 });
    const scans = qrs.map((qr, i) => queued(qr, 1000 - i));
    const res = await upload('tablet-full', 'Gate 9', scans);
    expect(res.statusCode).toBe(200);
    const outcomes = res.json<CheckInSyncResponse>().results.map((r) => r.outcome);
    expect(outcomes).toEqual(Array(1000).fill('admitted'));
  });

  it('refuses more than 1,000 scans in one upload and users without check-in rights', async () => {
    const { qrs } = await seedPlaces(app, event);
    const many = Array.from({ length: 1001 }, () => queued(qrs[0] as string, 1));
    const tooMany = await upload('tablet-G', 'Gate G', many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ message: 'Send at most 1000 scans per request.' });
    expect(await rowsOf(many.slice(0, 5).map((s) => s.nonce))).toEqual([]);

    const outsider = await tokenWith(app, ['access_food_ordering']);
    expect((await upload('tablet-G', 'Gate G', [queued(qrs[0] as string, 1)], outsider)).statusCode).toBe(
      403,
    );
    const res = await app.inject(authed(outsider, { url: `${EVENT}/check-in/conflicts` }));
    expect(res.statusCode).toBe(403);
  });

  it("rejects scans of an event that is not the merchant's without admitting anyone", async () => {
    const { qrs } = await seedPlaces(app, event);
    const [result] = await results('tablet-H', 'Gate H', [queued(qrs[0] as string, 1, 987_654)]);
    expect(result).toMatchObject({ outcome: 'rejected', reason: 'Invalid ticket' });
    const [online] = await results('tablet-H', 'Gate H', [queued(qrs[0] as string, 1)]);
    expect(online?.outcome).toBe('admitted');
  });
});
