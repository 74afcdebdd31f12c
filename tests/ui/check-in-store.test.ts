import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CheckInSyncRequest,
  DoorTicketList,
  QrScanResult,
  ValidateQrRequest,
} from '@/domain/contracts/check-in';
import { generateEventKeys, signTicket } from '@/domain/ticket-qr';
import { decideScan } from '@/features/check-in/store/decide-scan';
import {
  decideOffline,
  loadDevice,
  pendingCount,
  placeKey,
  reportedScans,
  saveDevice,
  saveTicketList,
} from '@/features/check-in/store/door-store';
import { SYNC_BATCH, uploadQueue } from '@/features/check-in/store/sync-queue';
import { ApiError } from '@/lib/api-client';
import { db } from '@/lib/db';

const EVENT = 7;
let keys: { publicKey: string; privateKey: string };
let other: { publicKey: string; privateKey: string };

function ticketList(places: DoorTicketList['places']): DoorTicketList {
  return {
    event_id: EVENT,
    title: 'Community Iftar',
    public_key: keys.publicKey,
    keys: [{ kid: 1, public_key: keys.publicKey }],
    generated_at: '2026-05-01T15:00:00Z',
    places,
  };
}

const PLACES: DoorTicketList['places'] = [
  ['AB12-1', 'Sara', 'Al-Sabah', '2026-05-02 18:00–23:00', 0, 0, 0],
  ['AB12-2', 'Omar', 'Haddad', '2026-05-02 18:00–23:00', 0, 0, 0],
  ['CX90-1', 'Lina', 'Khan', '2026-05-02 18:00–23:00', 1, 0, 0],
  ['DD44-1', 'Ali', 'Saleh', '2026-05-02 18:00–23:00', 0, 1, 0],
  ['TT11-1', 'Yousef', 'Al-Rashed', '2026-05-02 18:00–23:00', 0, 0, 1],
];

beforeAll(async () => {
  [keys, other] = await Promise.all([generateEventKeys(), generateEventKeys()]);
});

beforeEach(async () => {
  await Promise.all([db.doorEvents.clear(), db.doorPlaces.clear(), db.scanQueue.clear(), db.kv.clear()]);
  await saveTicketList(ticketList(PLACES));
});

describe('offline verdicts after a key rotation', () => {
  it('admits tickets of both keys once the list carries both', async () => {
    const rotated = { ...ticketList(PLACES), public_key: other.publicKey };
    rotated.keys = [
      { kid: 1, public_key: keys.publicKey },
      { kid: 2, public_key: other.publicKey },
    ];
    await saveTicketList(rotated);
    const old = await decideOffline(EVENT, await signTicket(keys.privateKey, EVENT, 1, 'AB12-1'));
    const fresh = await decideOffline(EVENT, await signTicket(other.privateKey, EVENT, 2, 'AB12-2'));
    expect([old.kind, fresh.kind]).toEqual(['offline', 'offline']);
    // A ticket that claims the other key's kid is still a forgery.
    const swapped = await decideOffline(EVENT, await signTicket(keys.privateKey, EVENT, 2, 'AB12-1'));
    expect(swapped).toMatchObject({ kind: 'rejected', offlineReason: 'invalid' });
  });

  it('asks for the list again for a kid it does not hold yet', async () => {
    const verdict = await decideOffline(EVENT, await signTicket(other.privateKey, EVENT, 2, 'AB12-1'));
    expect(verdict).toMatchObject({ kind: 'rejected', offlineReason: 'unknown_key' });
    expect(await pendingCount()).toBe(0);
  });

  it('reads a list from a server without key ids (no keys) by its one key as kid 1', async () => {
    const { keys: _none, ...older } = ticketList(PLACES);
    await saveTicketList(older as DoorTicketList);
    const verdict = await decideOffline(EVENT, await signTicket(keys.privateKey, EVENT, 1, 'AB12-1'));
    expect(verdict.kind).toBe('offline');
  });

  it('reads a list stored before rotation (one public key) as kid 1', async () => {
    await db.doorEvents.put({
      event_id: EVENT,
      title: 'Community Iftar',
      public_key: keys.publicKey,
      fetched_at: '2026-05-01T15:00:00Z',
    });
    const verdict = await decideOffline(EVENT, await signTicket(keys.privateKey, EVENT, 1, 'AB12-1'));
    expect(verdict.kind).toBe('offline');
    const newer = await decideOffline(EVENT, await signTicket(other.privateKey, EVENT, 2, 'AB12-2'));
    expect(newer).toMatchObject({ kind: 'rejected', offlineReason: 'unknown_key' });
  });
});

describe('offline verdicts', () => {
  it('admits a valid ticket once, marking it and queueing it together', async () => {
    const text = await signTicket(keys.privateKey, EVENT, 1, 'AB12-1');
    const verdict = await decideOffline(EVENT, text);
    expect(verdict.kind).toBe('offline');
    if (verdict.kind !== 'offline') return;
    expect(verdict.place).toMatchObject({ number: 'AB12-1', first_name: 'Sara', last_name: 'Al-Sabah' });
    expect((await db.doorPlaces.get(placeKey(EVENT, 'AB12-1')))?.admitted).toBe(true);
    const queued = await db.scanQueue.toArray();
    expect(queued).toEqual([
      expect.objectContaining({ nonce: verdict.nonce, qrcode: text, qr_number: 'AB12-1', state: 'queued' }),
    ]);
    expect(await pendingCount()).toBe(1);

    const again = await decideOffline(EVENT, text);
    expect(again).toMatchObject({ kind: 'rejected', offlineReason: 'already_admitted' });
    expect(await pendingCount()).toBe(1);
  });

  it('gives every scan its own nonce', async () => {
    const first = await decideOffline(EVENT, await signTicket(keys.privateKey, EVENT, 1, 'AB12-1'));
    const second = await decideOffline(EVENT, await signTicket(keys.privateKey, EVENT, 1, 'AB12-2'));
    expect(first.kind === 'offline' && second.kind === 'offline' && first.nonce !== second.nonce).toBe(true);
  });

  it('refuses forged, foreign, unknown, canceled, test and already admitted tickets without queueing them', async () => {
    const valid = await signTicket(keys.privateKey, EVENT, 1, 'AB12-1');
    const forged = valid.replace('AB12-1', 'AB12-2');
    const cases: [string, string][] = [
      ['not a ticket', 'invalid'],
      [forged, 'invalid'],
      [await signTicket(other.privateKey, EVENT, 1, 'AB12-1'), 'invalid'],
      [await signTicket(keys.privateKey, EVENT + 1, 1, 'AB12-1'), 'other_event'],
      [await signTicket(keys.privateKey, EVENT, 1, 'ZZ99-1'), 'unknown_place'],
      [await signTicket(keys.privateKey, EVENT, 1, 'CX90-1'), 'canceled'],
      [await signTicket(keys.privateKey, EVENT, 1, 'DD44-1'), 'already_admitted'],
      [await signTicket(keys.privateKey, EVENT, 1, 'TT11-1'), 'test_ticket'],
    ];
    for (const [text, reason] of cases) {
      expect(await decideOffline(EVENT, text)).toMatchObject({ kind: 'rejected', offlineReason: reason });
    }
    expect(await pendingCount()).toBe(0);
  });

  it('refuses when the device never downloaded the event list', async () => {
    await db.doorEvents.clear();
    const text = await signTicket(keys.privateKey, EVENT, 1, 'AB12-1');
    expect(await decideOffline(EVENT, text)).toMatchObject({ kind: 'rejected', offlineReason: 'no_list' });
  });

  it('keeps a place admitted here when a newer list has not heard of it yet', async () => {
    await decideOffline(EVENT, await signTicket(keys.privateKey, EVENT, 1, 'AB12-1'));
    await saveTicketList(ticketList(PLACES));
    expect((await db.doorPlaces.get(placeKey(EVENT, 'AB12-1')))?.admitted).toBe(true);
    expect((await db.doorPlaces.get(placeKey(EVENT, 'AB12-2')))?.admitted).toBe(false);
    expect(await db.doorPlaces.where('event_id').equals(EVENT).count()).toBe(PLACES.length);
  });
});

describe('device identity', () => {
  it('creates one device id and keeps it with the gate and event', async () => {
    const first = await loadDevice();
    await saveDevice({ gate: 'Gate 3', event_id: EVENT });
    const again = await loadDevice();
    expect(again).toEqual({ device_id: first.device_id, gate: 'Gate 3', event_id: EVENT });
  });
});

const RESULT: QrScanResult = {
  qr_number: 'AB12-1',
  customer_first_name: 'Sara',
  customer_last_name: 'Al-Sabah',
  slot: '2026-05-02 18:00–23:00',
  message: 'QR code is valid. Access granted',
};

describe('online first, device second', () => {
  const context = (
    validate: (request: ValidateQrRequest, signal: AbortSignal) => Promise<QrScanResult>,
    online = true,
  ) => ({
    eventId: EVENT,
    gate: 'Gate 1',
    deviceId: 'device-a',
    validate,
    online,
  });

  it('shows the server admission and remembers it for offline scans', async () => {
    const text = await signTicket(keys.privateKey, EVENT, 1, 'AB12-1');
    expect(
      await decideScan(
        text,
        context(async () => RESULT),
      ),
    ).toEqual({ kind: 'online', result: RESULT });
    expect(await decideOffline(EVENT, text)).toMatchObject({ offlineReason: 'already_admitted' });
    expect(await pendingCount()).toBe(0);
  });

  it('shows the server refusal with its first field joined, and when the place first came in', async () => {
    const text = await signTicket(keys.privateKey, EVENT, 1, 'AB12-2');
    const firstAdmission = { at: '2026-05-02T16:04:00Z', gate: 'Gate 2', device_id: 'device-b' };
    const refused = new ApiError(
      400,
      {
        qrcode: ['Already admitted at Gate 2 at 07:04 PM', 'second line'],
        first_admission: firstAdmission,
      } as never,
      'Bad Request',
    );
    const verdict = await decideScan(
      text,
      context(() => Promise.reject(refused)),
    );
    expect(verdict).toEqual({
      kind: 'rejected',
      message: 'Already admitted at Gate 2 at 07:04 PM, second line',
      offlineReason: null,
      firstAdmission,
    });
    expect((await db.doorPlaces.get(placeKey(EVENT, 'AB12-2')))?.admitted).toBe(true);
  });

  it('decides on the device when the request never reaches the server or the server fails', async () => {
    const one = await signTicket(keys.privateKey, EVENT, 1, 'AB12-1');
    const two = await signTicket(keys.privateKey, EVENT, 1, 'AB12-2');
    const network = new ApiError(0, {}, 'Failed to fetch');
    const down = new ApiError(503, {}, 'Service Unavailable');
    expect(
      (
        await decideScan(
          one,
          context(() => Promise.reject(network)),
        )
      ).kind,
    ).toBe('offline');
    expect(
      (
        await decideScan(
          two,
          context(() => Promise.reject(down)),
        )
      ).kind,
    ).toBe('offline');
    expect(await pendingCount()).toBe(2);
  });

  it('decides on the device when the network claims to be up but the server never answers', async () => {
    const text = await signTicket(keys.privateKey, EVENT, 1, 'AB12-1');
    // What apiRequest does when its signal fires: a network failure (status 0).
    const hanging = (_request: ValidateQrRequest, signal: AbortSignal) =>
      new Promise<never>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new ApiError(0, {}, 'timed out')));
      });
    const verdict = await decideScan(text, { ...context(hanging), timeoutMs: 50 });
    expect(verdict.kind).toBe('offline');
    expect(await pendingCount()).toBe(1);
  });

  it('does not ask the server when the browser is offline', async () => {
    const text = await signTicket(keys.privateKey, EVENT, 1, 'AB12-1');
    let asked = false;
    const verdict = await decideScan(
      text,
      context(async () => {
        asked = true;
        return RESULT;
      }, false),
    );
    expect(verdict.kind).toBe('offline');
    expect(asked).toBe(false);
  });
});

async function queueRows(count: number) {
  await db.scanQueue.bulkAdd(
    Array.from({ length: count }, (_, index) => ({
      nonce: `nonce-${String(index).padStart(5, '0')}`,
      event_id: EVENT,
      qrcode: `GPT1.${EVENT}.N${index}.sig`,
      qr_number: `N${index}`,
      scanned_at: new Date(Date.UTC(2026, 4, 2, 16, 0, index)).toISOString(),
      state: 'queued' as const,
      outcome: null,
      first_admission: null,
    })),
  );
}

describe('queue upload', () => {
  const device = { device_id: 'device-a', gate: 'Gate 1' };

  it('uploads in batches of at most 500, oldest first, and keeps each answer', async () => {
    await queueRows(1001);
    const batches: CheckInSyncRequest[] = [];
    const first = { at: '2026-05-02T15:00:00Z', gate: 'Gate 2', device_id: 'device-b' };
    const summary = await uploadQueue(async (request) => {
      batches.push(request);
      return {
        results: request.scans.map((scan) => ({
          nonce: scan.nonce,
          outcome: scan.nonce === 'nonce-00003' ? ('conflict' as const) : ('admitted' as const),
          qr_number: null,
          reason: null,
          first_admission: scan.nonce === 'nonce-00003' ? first : null,
        })),
      };
    }, device);
    expect(batches.map((batch) => batch.scans.length)).toEqual([SYNC_BATCH, SYNC_BATCH, 1]);
    expect(batches[0]?.scans[0]?.nonce).toBe('nonce-00000');
    expect(batches.every((batch) => batch.device_id === 'device-a' && batch.gate === 'Gate 1')).toBe(true);
    expect(summary).toEqual({ uploaded: 1001, conflicts: 1, rejected: 0 });
    expect(await pendingCount()).toBe(0);
    const reported = await reportedScans(EVENT);
    expect(reported).toEqual([
      expect.objectContaining({ qr_number: 'N3', outcome: 'conflict', first_admission: first }),
    ]);
  });

  it('keeps the scans queued when the upload fails, and sends the same nonces again', async () => {
    await queueRows(3);
    await expect(uploadQueue(() => Promise.reject(new ApiError(0, {}, 'offline')), device)).rejects.toThrow(
      'offline',
    );
    expect(await pendingCount()).toBe(3);
    const sent: string[] = [];
    await uploadQueue(async (request) => {
      sent.push(...request.scans.map((scan) => scan.nonce));
      return {
        results: request.scans.map((scan) => ({
          nonce: scan.nonce,
          outcome: 'rejected' as const,
          qr_number: null,
          reason: 'Booking canceled',
          first_admission: null,
        })),
      };
    }, device);
    expect(sent).toEqual(['nonce-00000', 'nonce-00001', 'nonce-00002']);
    expect(await pendingCount()).toBe(0);
    expect((await reportedScans(EVENT)).map((scan) => scan.reason)).toEqual([
      'Booking canceled',
      'Booking canceled',
      'Booking canceled',
    ]);
  });

  it('stops rather than loops when the server answers none of the nonces', async () => {
    await queueRows(2);
    let calls = 0;
    const summary = await uploadQueue(async () => {
      calls += 1;
      return { results: [] };
    }, device);
    expect(calls).toBe(1);
    expect(summary.uploaded).toBe(0);
    expect(await pendingCount()).toBe(2);
  });
});
