import type { DbHandle } from '../../db/handle.ts';
import { admissionRows, admitAndInsert, insertDecisions, storedResponses } from './repository.ts';
import { type Door, resultOf, type SyncResult, type Verdict } from './verdict.ts';

/**
 * Admits the places and records their admissions in one statement (a place someone else
 * admitted first is simply not updated). Returns place id → id of its admission row.
 */
export async function admitAndRecord(
  db: DbHandle,
  door: Door,
  admitted: Verdict[],
): Promise<Map<number, number>> {
  const won = new Map<number, number>();
  // Ascending ids: concurrent uploads lock shared places in the same order (no deadlock).
  const rows = admitted
    .flatMap((v) => (v.place ? [{ verdict: v, id: v.place.id }] : []))
    .sort((a, b) => a.id - b.id);
  if (!rows.length) return won;
  const column = <T>(pick: (verdict: Verdict) => T) => rows.map((row) => pick(row.verdict));
  const inserted = await admitAndInsert(db, door, {
    ids: rows.map((row) => row.id),
    eventIds: column((v) => v.scan.eventId),
    nonces: column((v) => v.scan.nonce),
    scannedAt: column((v) => v.scan.scannedAt.toISOString()),
    responses: column((v) => JSON.stringify(resultOf(v, door.lang))),
  });
  for (const row of inserted) won.set(row.member_id, row.id);
  return won;
}

/**
 * One row per other decision, pointing duplicates and conflicts at the admission that was
 * first. A nonce already in the table means an identical upload raced this one: its stored
 * answer wins.
 */
export async function recordOthers(
  db: DbHandle,
  door: Door,
  others: Verdict[],
  firstIds: Map<number, number>,
): Promise<Map<string, SyncResult>> {
  if (!others.length) return new Map();
  // Places admitted before this upload: their first admission is an earlier row.
  const earlier = [
    ...new Set(others.flatMap((v) => (v.first && v.place && !firstIds.has(v.place.id) ? [v.place.id] : []))),
  ];
  if (earlier.length) {
    for (const { id, member_id } of await admissionRows(db, earlier)) {
      if (member_id !== null && !firstIds.has(member_id)) firstIds.set(member_id, id);
    }
  }
  const inserted = new Set(
    await insertDecisions(
      db,
      others.map((v) => ({
        event_id: v.scan.eventId,
        member_id: v.place?.id ?? null,
        nonce: v.scan.nonce,
        device_id: door.deviceId,
        gate: door.gate,
        scanned_at: v.scan.scannedAt,
        offline: !door.online,
        outcome: v.outcome,
        reason: v.reason?.key ?? null,
        first_check_in_id: v.place && v.first ? (firstIds.get(v.place.id) ?? null) : null,
        response: JSON.stringify(resultOf(v, door.lang)),
      })),
    ),
  );
  return storedResults(
    db,
    door.merchantId,
    others.map((v) => v.scan.nonce).filter((nonce) => !inserted.has(nonce)),
  );
}

/** Answers already given to these nonces (by this merchant's events), as they were sent. */
export async function storedResults(db: DbHandle, merchantId: number, nonces: string[]) {
  const stored = new Map<string, SyncResult>();
  if (!nonces.length) return stored;
  for (const row of await storedResponses(db, merchantId, nonces))
    if (row.response) stored.set(row.nonce, row.response as unknown as SyncResult);
  return stored;
}
