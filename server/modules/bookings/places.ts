import { randomBytes } from 'node:crypto';
import type { DbHandle } from '../../db/handle.ts';
import { releaseInventory, takeInventory } from '../events/service.ts';
import { takenNumbers } from './repository.ts';

export interface PlaceChange {
  ticketId: number;
  eventDate: string;
  /** Places taken (> 0) or given back (< 0). */
  delta: number;
}

export type PlaceOutcome =
  | { ok: true }
  | { ok: false; ticketId: number; eventDate: string; remaining: number };

/**
 * Takes and releases places with the same conditional update as booking creation, so a
 * place is never sold twice. Changes on one ticket and date are netted first (an edit that
 * keeps its date only takes the difference), then applied in key order so two edits moving
 * places in opposite directions cannot deadlock. Call inside the edit's transaction: a failed
 * take must roll the releases back too.
 */
export async function changePlaces(trx: DbHandle, changes: PlaceChange[]): Promise<PlaceOutcome> {
  const net = new Map<string, PlaceChange>();
  for (const change of changes) {
    const key = `${String(change.ticketId).padStart(10, '0')}|${change.eventDate}`;
    const entry = net.get(key) ?? { ...change, delta: 0 };
    entry.delta += change.delta;
    net.set(key, entry);
  }
  for (const key of [...net.keys()].sort()) {
    const { ticketId, eventDate, delta } = net.get(key) as PlaceChange;
    if (delta < 0) {
      await releaseInventory(trx, ticketId, eventDate, -delta);
    } else if (delta > 0) {
      const taken = await takeInventory(trx, ticketId, eventDate, delta);
      if (!taken.ok) return { ok: false, ticketId, eventDate, remaining: taken.remaining };
    }
  }
  return { ok: true };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = () =>
  Array.from(randomBytes(6), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

/**
 * Reference numbers for places added to a booking: the booking's own prefix ("K7Q2" of
 * "K7Q2-1") continued after its highest suffix, or a fresh prefix when that would collide
 * with another place of the event (numbers are unique per event: they are what the QR signs).
 */
export async function nextMemberNumbers(
  trx: DbHandle,
  eventId: number,
  existing: string[],
  count: number,
): Promise<string[]> {
  const parsed = existing.map((number) => /^(.*)-(\d+)$/.exec(number)).filter((match) => match !== null);
  const prefix = parsed[0]?.[1];
  const highest = Math.max(0, ...parsed.filter((m) => m[1] === prefix).map((m) => Number(m[2])));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const base = attempt === 0 && prefix ? prefix : randomCode();
    const start = attempt === 0 && prefix ? highest : 0;
    const numbers = Array.from({ length: count }, (_, i) => `${base}-${start + i + 1}`);
    const taken = await takenNumbers(trx, eventId, numbers);
    if (taken.length === 0) return numbers;
  }
  throw new Error('could not find free reference numbers');
}
