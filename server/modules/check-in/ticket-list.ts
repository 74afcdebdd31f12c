import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { DoorTicketList } from '../../../src/domain/contracts/check-in.ts';
import { formatSlot } from '../../../src/domain/date-formats.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Lang } from '../../lib/i18n.ts';
import { acceptedKeys, eventKeyRing } from '../event-keys/service.ts';
import { findDoorEvent, placesJson, slotRows } from './repository.ts';

const gzipAsync = promisify(gzip);

export interface BuiltList {
  etag: string;
  json: string;
}

/**
 * The door list of one event, or null when the merchant has no such event. Places still
 * awaiting payment are left out (a door must not admit them); canceled ones stay in so the
 * device can say why it refuses them.
 */
export async function buildTicketList(
  db: DbHandle,
  merchantId: number,
  eventId: number,
  lang: Lang,
): Promise<BuiltList | null> {
  const [event, ring] = await Promise.all([
    findDoorEvent(db, merchantId, eventId),
    eventKeyRing(db, eventId),
  ]);
  if (!event || !ring) return null;
  const accepted = acceptedKeys(ring, new Date());
  const keys = accepted.map((key) => ({ kid: key.kid, public_key: key.publicKey }));
  const current = accepted.find((key) => key.current) ?? accepted.at(-1);
  // An event has a handful of slots: each is written once in the door's language (the domain's
  // formats), then Postgres builds the tuples as one JSON text, so 10,000 rows never cross into
  // JavaScript.
  const slots = Object.fromEntries(
    (await slotRows(db, eventId)).map((row) => [
      row.key,
      formatSlot(row.event_date, row.start_time, row.end_time, lang),
    ]),
  );
  const places = await placesJson(db, eventId, slots);
  const title = lang === 'ar' ? event.title_ar : event.title_en;
  // The ETag covers everything but generated_at (the keys too, so a rotation reaches every door
  // at its next fetch), so an unchanged list re-downloads as a 304.
  const etag = `"${createHash('sha256')
    .update(JSON.stringify([event.id, title, keys]))
    .update(places)
    .digest('base64url')
    .slice(0, 27)}"`;
  const head: Omit<DoorTicketList, 'places'> = {
    event_id: event.id,
    title,
    public_key: current?.publicKey ?? '',
    keys,
    generated_at: new Date().toISOString(),
  };
  const json = `${JSON.stringify(head).slice(0, -1)},"places":${places}}`;
  return { etag, json };
}

export const etagMatches = (header: string | undefined, etag: string) =>
  Boolean(header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

export const acceptsGzip = (header: string | string[] | undefined) =>
  /\bgzip\b/.test(Array.isArray(header) ? header.join(',') : (header ?? ''));

/**
 * Every device of an event downloads the same list: the last compressed body per event is
 * kept so a new device costs a query, not another compression of ~700 KB.
 */
export function listCompressor() {
  const last = new Map<string, { etag: string; body: Buffer }>();
  return async (key: string, built: BuiltList): Promise<Buffer> => {
    const cached = last.get(key);
    if (cached?.etag === built.etag) return cached.body;
    const body = await gzipAsync(built.json, { level: 6 });
    last.set(key, { etag: built.etag, body });
    return body;
  };
}
