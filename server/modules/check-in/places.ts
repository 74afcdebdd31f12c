import type { CheckInAdmission } from '../../../src/domain/contracts/check-in.ts';
import { formatSlot } from '../../../src/domain/date-formats.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Lang } from '../../lib/i18n.ts';
import { placeRows } from './repository.ts';

/** A booked place with what the door needs to judge it. */
export interface Place {
  id: number;
  eventId: number;
  number: string;
  firstName: string;
  lastName: string;
  slot: string;
  canceled: boolean;
  purchased: boolean;
  /** Paid on a provider's test account: never admitted. */
  test: boolean;
  admission: Admission | null;
}

export interface Admission {
  at: Date;
  gate: string;
  deviceId: string;
}

export const placeKey = (eventId: number, number: string) => `${eventId}.${number}`;

/**
 * Loads the places of these (event, number) pairs in one query, each with its slot written
 * for the door's language.
 */
export async function loadPlaces(db: DbHandle, pairs: { eventId: number; number: string }[], lang: Lang) {
  const places = new Map<string, Place>();
  if (!pairs.length) return places;
  const rows = await placeRows(
    db,
    [...new Set(pairs.map((pair) => pair.eventId))],
    [...new Set(pairs.map((pair) => pair.number))],
  );
  for (const row of rows) {
    places.set(placeKey(row.event_id, row.number), {
      id: row.id,
      eventId: row.event_id,
      number: row.number,
      firstName: row.first_name,
      lastName: row.last_name,
      slot: formatSlot(row.event_date, row.start_time, row.end_time, lang),
      canceled: row.status === 'cancel',
      purchased: row.is_purchased,
      test: row.test_payment,
      admission: row.scanned_at
        ? { at: new Date(row.scanned_at), gate: row.scanned_gate ?? '', deviceId: row.scanned_device ?? '' }
        : null,
    });
  }
  return places;
}

export const admissionJson = (admission: Admission): CheckInAdmission => ({
  at: admission.at.toISOString(),
  gate: admission.gate,
  device_id: admission.deviceId,
});
