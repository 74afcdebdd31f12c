import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type Door, resultOf, type SyncResult, type Verdict } from './verdict.ts';

/**
 * Admits the places and records their admissions in ONE statement: the update and the rows
 * commit together without a transaction, and a place someone else admitted first is simply
 * not updated. Returns place id → id of its admission row.
 */
export async function admitAndRecord(db: Db, door: Door, admitted: Verdict[]): Promise<Map<number, number>> {
  const won = new Map<number, number>();
  // Ascending ids: concurrent uploads lock shared places in the same order (no deadlock).
  const rows = admitted
    .flatMap((v) => (v.place ? [{ verdict: v, id: v.place.id }] : []))
    .sort((a, b) => a.id - b.id);
  if (!rows.length) return won;
  const column = <T>(pick: (verdict: Verdict) => T) => rows.map((row) => pick(row.verdict));
  const { rows: inserted } = await sql<{ id: number; member_id: number }>`
    with v as (
      select * from unnest(
        ${rows.map((row) => row.id)}::int[], ${column((v) => v.scan.eventId)}::int[],
        ${column((v) => v.scan.nonce)}::text[], ${column((v) => v.scan.scannedAt.toISOString())}::timestamptz[],
        ${column((v) => JSON.stringify(resultOf(v, door.lang)))}::text[]
      ) as v(id, event_id, nonce, at, response)
    ), won as (
      update booking_members m
      set scanned_at = v.at, scanned_gate = ${door.gate}, scanned_device = ${door.deviceId}
      from v where m.id = v.id and m.scanned_at is null
      returning m.id
    )
    insert into check_ins (event_id, member_id, nonce, device_id, gate, scanned_at, offline, outcome, response)
    select v.event_id, v.id, v.nonce, ${door.deviceId}, ${door.gate}, v.at, ${!door.online}, 'admitted', v.response::jsonb
    from v join won on won.id = v.id
    on conflict (nonce) do nothing
    returning id, member_id`.execute(db);
  for (const row of inserted) won.set(row.member_id, row.id);
  return won;
}

/**
 * One row per other decision, pointing duplicates and conflicts at the admission that was
 * first. A nonce already in the table means an identical upload raced this one: its stored
 * answer wins.
 */
export async function recordOthers(
  db: Db,
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
    const rows = await db
      .selectFrom('check_ins')
      .select(['id', 'member_id'])
      .where('member_id', 'in', earlier)
      .where('outcome', '=', 'admitted')
      .orderBy('id')
      .execute();
    for (const { id, member_id } of rows) {
      if (member_id !== null && !firstIds.has(member_id)) firstIds.set(member_id, id);
    }
  }
  const rows = await db
    .insertInto('check_ins')
    .values(
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
    )
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .execute();
  const inserted = new Set(rows.map((row) => row.nonce));
  return storedResults(
    db,
    door.merchantId,
    others.map((v) => v.scan.nonce).filter((nonce) => !inserted.has(nonce)),
  );
}

/** Answers already given to these nonces (by this merchant's events), as they were sent. */
export async function storedResults(db: Db, merchantId: number, nonces: string[]) {
  const stored = new Map<string, SyncResult>();
  if (!nonces.length) return stored;
  const rows = await db
    .selectFrom('check_ins as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select(['c.nonce', 'c.response'])
    .where('c.nonce', 'in', nonces)
    .where('e.merchant_id', '=', merchantId)
    .execute();
  for (const row of rows) if (row.response) stored.set(row.nonce, row.response as unknown as SyncResult);
  return stored;
}
