import type { CheckInConflict } from '../../../src/domain/contracts/check-in.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Lang } from '../../lib/i18n.ts';
import { conflictRows } from './repository.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : '');

/**
 * Places admitted at two gates while offline, newest first. The first admission is the
 * check-in row the conflict points at, or the place itself when it was admitted otherwise.
 */
export async function listConflicts(
  db: DbHandle,
  merchantId: number,
  eventId: number | undefined,
  lang: Lang,
): Promise<CheckInConflict[]> {
  const rows = await conflictRows(db, merchantId, eventId);
  return rows.map((row) => ({
    id: row.id,
    event_id: row.event_id,
    event: lang === 'ar' ? row.title_ar : row.title_en,
    qr_number: row.number,
    customer_name: `${row.first_name} ${row.last_name}`.trim(),
    first: {
      at: iso(row.first_at ?? row.member_at),
      gate: row.first_gate ?? row.scanned_gate ?? '',
      device_id: row.first_device ?? row.scanned_device ?? '',
    },
    second: { at: iso(row.scanned_at), gate: row.gate, device_id: row.device_id },
    reported_at: iso(row.received_at),
  }));
}
