import { randomUUID } from 'node:crypto';
import { formatTimeAt } from '../../../src/domain/date-formats.ts';
import { parseTicketQr, verifyTicketQr } from '../../../src/domain/ticket-qr.ts';
import type { DbHandle } from '../../db/handle.ts';
import { msg } from '../../lib/errors.ts';
import type { EventKeys } from './event-keys.ts';
import { type Admission, loadPlaces, placeKey } from './places.ts';
import { admitAndRecord, recordOthers } from './record.ts';
import { admissionsOf } from './repository.ts';
import type { Door, Scan, SyncResult, Verdict } from './verdict.ts';

const reject = (verdict: Verdict, key: string) => {
  verdict.outcome = 'rejected';
  verdict.reason = msg(`checkin.${key}`);
  return verdict;
};

/** Signature first: a forged or foreign QR never reaches the database. */
async function checkSignature(keys: EventKeys, door: Door, scan: Scan): Promise<Verdict> {
  const parsed = parseTicketQr(scan.qrcode);
  const event = await keys.get(door.merchantId, scan.eventId, parsed?.kid ?? 1);
  const verdict: Verdict = {
    scan,
    outcome: 'admitted',
    number: null,
    place: null,
    reason: null,
    first: null,
    eventKnown: Boolean(event),
  };
  if (!event || !parsed) return reject(verdict, 'invalid_ticket');
  if (parsed.eventId !== scan.eventId) {
    // Only a genuine ticket of another of the merchant's events is called that; a forgery is invalid.
    const other = await keys.get(door.merchantId, parsed.eventId, parsed.kid);
    const genuine = other?.key && (await verifyTicketQr(other.key, scan.qrcode));
    return reject(verdict, genuine ? 'other_event' : 'invalid_ticket');
  }
  // A kid the event never had, or a retired one after the event ended, admits nobody.
  if (!event.key || !(await verifyTicketQr(event.key, scan.qrcode))) return reject(verdict, 'invalid_ticket');
  verdict.number = parsed.number;
  return verdict;
}

/** Judges in scan order against who is admitted so far (the states follow each admission). */
function classify(verdicts: Verdict[], states: Map<number, Admission | null>, door: Door) {
  for (const verdict of verdicts) {
    const place = verdict.place;
    if (verdict.outcome === 'rejected' || !place) continue;
    if (place.canceled) {
      reject(verdict, 'booking_canceled');
      continue;
    }
    if (!place.purchased) {
      reject(verdict, 'not_paid');
      continue;
    }
    if (place.test) {
      reject(verdict, 'test_ticket');
      continue;
    }
    const first = states.get(place.id) ?? null;
    if (first) {
      verdict.outcome = door.online || first.deviceId === door.deviceId ? 'duplicate' : 'conflict';
      verdict.first = first;
      verdict.reason = msg('checkin.already_admitted', {
        gate: first.gate,
        time: formatTimeAt(first.at, door.lang),
      });
      continue;
    }
    const admission = { at: verdict.scan.scannedAt, gate: door.gate, deviceId: door.deviceId };
    verdict.outcome = 'admitted';
    states.set(place.id, admission);
  }
}

/**
 * Judges fresh scans (nonces never seen) and records every decision. Admission is a
 * conditional update (`scanned_at is null`), so of two scans racing for one place exactly
 * one admits; the loser is judged again against the winner. Set-based: one read of the
 * places, one statement admitting and recording, one insert of the other decisions,
 * whatever the number of scans.
 */
export async function judgeScans(db: DbHandle, keys: EventKeys, door: Door, scans: Scan[]) {
  if (!scans.length) return { verdicts: [], stored: new Map<string, SyncResult>() };
  const ordered = scans
    .map((scan, index) => ({ scan, index }))
    .sort((a, b) => a.scan.scannedAt.getTime() - b.scan.scannedAt.getTime() || a.index - b.index)
    .map(({ scan }) => scan);
  const verdicts = await Promise.all(ordered.map((scan) => checkSignature(keys, door, scan)));
  const signed = verdicts.flatMap((v) => (v.number ? [{ verdict: v, number: v.number }] : []));
  const places = await loadPlaces(
    db,
    signed.map(({ verdict, number }) => ({ eventId: verdict.scan.eventId, number })),
    door.lang,
  );
  for (const { verdict, number } of signed) {
    verdict.place = places.get(placeKey(verdict.scan.eventId, number)) ?? null;
    if (!verdict.place) reject(verdict, 'invalid_ticket');
  }
  const states = new Map([...places.values()].map((place) => [place.id, place.admission]));
  classify(verdicts, states, door);

  const recorded = verdicts.filter((v) => v.eventKnown);
  const won = await admitAndRecord(
    db,
    door,
    recorded.filter((v) => v.outcome === 'admitted'),
  );
  const lost = new Set(
    recorded.flatMap((v) =>
      v.outcome === 'admitted' && v.place && !won.has(v.place.id) ? [v.place.id] : [],
    ),
  );
  if (lost.size) {
    // Another scan admitted these places between our read and our update: judge them against it.
    const now = await admissionsOf(db, [...lost]);
    for (const row of now) {
      const at = row.scanned_at ? new Date(row.scanned_at) : new Date();
      states.set(row.id, { at, gate: row.scanned_gate ?? '', deviceId: row.scanned_device ?? '' });
    }
    const again = verdicts.filter((v) => v.place && lost.has(v.place.id));
    for (const verdict of again) verdict.outcome = 'admitted';
    classify(again, states, door);
  }
  const others = recorded.filter((v) => !(v.outcome === 'admitted' && v.place && won.has(v.place.id)));
  const stored = await recordOthers(db, door, others, won);
  return { verdicts, stored };
}

export const onlineNonce = () => `online-${randomUUID()}`;
