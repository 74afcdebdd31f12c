import type { DoorTicketList } from '@/domain/contracts/check-in';
import { importVerifyKey, parseTicketQr, verifyTicketQr } from '@/domain/ticket-qr';
import { db, getKv, KV_KEYS, setKv } from '@/lib/db';
import type { DoorEvent, DoorPlace, QueuedScan } from '@/lib/door-store-types';
import type { Verdict } from '../lib/verdict';

/** Who this tablet is: kept once per device so every scan it uploads names the same gate and id. */
export interface DoorDevice {
  device_id: string;
  gate: string;
  /** The event the door is checking in, so a reload (even offline) comes back to it. */
  event_id: number | null;
}

// Importing a key costs more than verifying with it; a door verifies hundreds per event.
// Keyed `${event_id}:${kid}`.
const keys = new Map<string, Promise<CryptoKey>>();

export const placeKey = (eventId: number, number: string) => `${eventId}:${number}`;

export async function loadDevice(): Promise<DoorDevice> {
  const stored = await getKv<DoorDevice | null>(KV_KEYS.doorDevice, null);
  if (stored?.device_id) return stored;
  const device: DoorDevice = { device_id: crypto.randomUUID(), gate: '', event_id: null };
  await setKv(KV_KEYS.doorDevice, device);
  return device;
}

export async function saveDevice(changes: Partial<Omit<DoorDevice, 'device_id'>>): Promise<DoorDevice> {
  const device = { ...(await loadDevice()), ...changes };
  await setKv(KV_KEYS.doorDevice, device);
  return device;
}

/**
 * Replaces the event's places with the server's list. Places this device admitted but has not
 * uploaded yet stay admitted: the list was made before the server heard of them.
 */
export async function saveTicketList(list: DoorTicketList, fetchedAt = new Date().toISOString()) {
  await db.transaction('rw', db.doorEvents, db.doorPlaces, db.scanQueue, async () => {
    const queued = await db.scanQueue.where('event_id').equals(list.event_id).toArray();
    const admittedHere = new Set(queued.map((scan) => scan.qr_number));
    await db.doorPlaces.where('event_id').equals(list.event_id).delete();
    await db.doorPlaces.bulkPut(
      list.places.map(
        ([number, first_name, last_name, slot, canceled, admitted, test]): DoorPlace => ({
          key: placeKey(list.event_id, number),
          event_id: list.event_id,
          number,
          first_name,
          last_name,
          slot,
          canceled: canceled === 1,
          test: test === 1,
          admitted: admitted === 1 || admittedHere.has(number),
        }),
      ),
    );
    await db.doorEvents.put({
      event_id: list.event_id,
      title: list.title,
      public_key: list.public_key,
      // A server from before key rotation sends no keys: its one key is then read as kid 1.
      keys: list.keys?.length
        ? Object.fromEntries(list.keys.map((key) => [key.kid, key.public_key]))
        : undefined,
      fetched_at: fetchedAt,
    });
  });
  for (const cached of keys.keys()) if (cached.startsWith(`${list.event_id}:`)) keys.delete(cached);
}

export const listDoorEvents = (): Promise<DoorEvent[]> => db.doorEvents.toArray();
export const getDoorEvent = async (eventId: number | null) =>
  eventId === null ? null : ((await db.doorEvents.get(eventId)) ?? null);
export const placeCount = (eventId: number) => db.doorPlaces.where('event_id').equals(eventId).count();

/** A place the server admitted while this device watched (online scan): refuse it offline too. */
export async function markAdmitted(eventId: number, number: string): Promise<void> {
  await db.doorPlaces.update(placeKey(eventId, number), { admitted: true });
}

/** The public key of `kid`, or null when the stored list does not hold it. */
export function publicKeyOf(event: DoorEvent, kid: number): string | null {
  if (event.keys) return event.keys[kid] ?? null;
  return kid === 1 ? event.public_key : null;
}

function verifyKey(event: DoorEvent, kid: number): Promise<CryptoKey> | null {
  const publicKey = publicKeyOf(event, kid);
  if (!publicKey) return null;
  const cacheKey = `${event.event_id}:${kid}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = importVerifyKey(publicKey);
    keys.set(cacheKey, key);
  }
  return key;
}

const refuse = (offlineReason: Exclude<Verdict, { kind: 'online' | 'offline' }>['offlineReason']) =>
  ({ kind: 'rejected', message: null, offlineReason, firstAdmission: null }) as const;

/**
 * Decides a scan with no network: signature, place known, not canceled, not a test ticket, not
 * already admitted on
 * this device. An accepted place is marked admitted and queued in ONE transaction, so a reload
 * or a closed tab can never keep one without the other; the verdict is shown only after it.
 */
export async function decideOffline(eventId: number, text: string, now = new Date()): Promise<Verdict> {
  const parsed = parseTicketQr(text);
  if (!parsed) return refuse('invalid');
  if (parsed.eventId !== eventId) return refuse('other_event');
  const event = await db.doorEvents.get(eventId);
  if (!event) return refuse('no_list');
  // Verified before the transaction: IndexedDB commits a transaction that awaits anything else.
  const verifier = verifyKey(event, parsed.kid);
  if (!verifier) return refuse('unknown_key');
  if (!(await verifyTicketQr(await verifier, text))) return refuse('invalid');

  const key = placeKey(eventId, parsed.number);
  const scannedAt = now.toISOString();
  return db.transaction('rw', db.doorPlaces, db.scanQueue, async (): Promise<Verdict> => {
    const place = await db.doorPlaces.get(key);
    if (!place) return refuse('unknown_place');
    if (place.canceled) return refuse('canceled');
    if (place.test) return refuse('test_ticket');
    if (place.admitted) return refuse('already_admitted');
    const nonce = crypto.randomUUID();
    await db.doorPlaces.update(key, { admitted: true });
    await db.scanQueue.add({
      nonce,
      event_id: eventId,
      qrcode: text,
      qr_number: parsed.number,
      scanned_at: scannedAt,
      state: 'queued',
      outcome: null,
      first_admission: null,
    });
    return { kind: 'offline', place: { ...place, admitted: true }, nonce, scannedAt };
  });
}

export const pendingCount = () => db.scanQueue.where('state').equals('queued').count();

/** Uploaded scans the server did not simply accept: the device shows these to the door staff. */
export async function reportedScans(eventId: number): Promise<(QueuedScan & { place?: DoorPlace })[]> {
  const rows = await db.scanQueue
    .where('event_id')
    .equals(eventId)
    .filter((scan) => scan.outcome === 'conflict' || scan.outcome === 'rejected')
    .toArray();
  const places = await db.doorPlaces.bulkGet(rows.map((row) => placeKey(row.event_id, row.qr_number)));
  return rows
    .map((row, index) => ({ ...row, place: places[index] }))
    .sort((a, b) => b.scanned_at.localeCompare(a.scanned_at));
}
