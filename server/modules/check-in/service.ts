import type { CheckInSyncRequest } from '../../../src/domain/contracts/check-in.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError } from '../../lib/errors.ts';
import type { EventKeys } from './event-keys.ts';
import { judgeScans, onlineNonce } from './judge.ts';
import type { Admission, Place } from './places.ts';
import { storedResults } from './record.ts';
import { type Door, resultOf, type SyncResult } from './verdict.ts';

export { listConflicts } from './conflicts.ts';
export { type EventKeys, eventKeys } from './event-keys.ts';
export { buildTicketList } from './ticket-list.ts';

/** A scan at the door with a connection: the place let in, or why not when it was let in before. */
export type DoorAnswer = { admitted: Place } | { refused: Msg; first: Admission };

/**
 * Judges one QR scanned online and admits its place once. 404 for an event not the
 * merchant's; a refusal without an earlier admission to show is a field error on `qrcode`.
 */
export async function admitAtDoor(
  db: DbHandle,
  keys: EventKeys,
  door: Door,
  eventId: number,
  qrcode: string,
): Promise<DoorAnswer> {
  const scan = { nonce: onlineNonce(), eventId, qrcode, scannedAt: new Date() };
  const { verdicts } = await judgeScans(db, keys, door, [scan]);
  const [verdict] = verdicts;
  if (!verdict?.eventKnown) throw messageError(404, 'errors.not_found');
  const place = verdict?.outcome === 'admitted' ? verdict.place : null;
  if (place) return { admitted: place };
  const reason = verdict?.reason ?? { key: 'checkin.invalid_ticket' };
  if (!verdict?.first) throw fieldErrors({ qrcode: [reason] });
  return { refused: reason, first: verdict.first };
}

/**
 * A door device's queued offline scans, answered in upload order. A nonce judged before
 * returns its stored answer; a nonce sent twice in one upload is judged once.
 */
export async function syncScans(
  db: DbHandle,
  keys: EventKeys,
  door: Door,
  scans: CheckInSyncRequest['scans'],
): Promise<SyncResult[]> {
  const nonces = [...new Set(scans.map((scan) => scan.nonce))];
  const answered = await storedResults(db, door.merchantId, nonces);
  const fresh = new Map<string, (typeof scans)[number]>();
  for (const scan of scans)
    if (!answered.has(scan.nonce) && !fresh.has(scan.nonce)) fresh.set(scan.nonce, scan);
  const { verdicts, stored } = await judgeScans(
    db,
    keys,
    door,
    [...fresh.values()].map((scan) => ({
      nonce: scan.nonce,
      eventId: scan.event_id,
      qrcode: scan.qrcode,
      scannedAt: new Date(scan.scanned_at),
    })),
  );
  const judged = new Map(verdicts.map((verdict) => [verdict.scan.nonce, resultOf(verdict, door.lang)]));
  const answer = (nonce: string) => answered.get(nonce) ?? stored.get(nonce) ?? judged.get(nonce);
  return scans.flatMap((scan) => answer(scan.nonce) ?? []);
}
