import type { CheckInConflict } from '../../../src/domain/contracts/check-in.ts';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../lib/i18n.ts';

const LIMIT = 500;
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : '');

/**
 * Places admitted at two gates while offline, newest first. The first admission is the
 * check-in row the conflict points at, or the place itself when it was admitted otherwise.
 */
export async function listConflicts(
  db: Db,
  merchantId: number,
  eventId: number | undefined,
  lang: Lang,
): Promise<CheckInConflict[]> {
  let query = db
    .selectFrom('check_ins as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .innerJoin('booking_members as m', 'm.id', 'c.member_id')
    .innerJoin('bookings as b', 'b.id', 'm.booking_id')
    .leftJoin('check_ins as f', 'f.id', 'c.first_check_in_id')
    .select([
      'c.id',
      'c.event_id',
      'e.title_en',
      'e.title_ar',
      'm.number',
      'b.first_name',
      'b.last_name',
      'c.scanned_at',
      'c.gate',
      'c.device_id',
      'c.received_at',
      'f.scanned_at as first_at',
      'f.gate as first_gate',
      'f.device_id as first_device',
      'm.scanned_at as member_at',
      'm.scanned_gate',
      'm.scanned_device',
    ])
    .where('c.outcome', '=', 'conflict')
    .where('e.merchant_id', '=', merchantId)
    .orderBy('c.id', 'desc')
    .limit(LIMIT);
  if (eventId !== undefined) query = query.where('c.event_id', '=', eventId);
  const rows = await query.execute();
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
