/**
 * Door check-in at the server: `npx tsx bench/check-in.ts [pglite|postgres]` (PGlite by default).
 * Creates an event of 10,000 paid places (signed with the event key like real tickets), starts
 * the production server on it, signs in as the door user and measures: the ticket list's size
 * on the wire (gzip) and download time, one upload of 1,000 queued offline scans (send to
 * answer), and sequential online validations of distinct places (p50/p95 over loopback, so
 * the figure is the server's time plus a local HTTP round trip). Figures on a shared machine
 * are noisy: read them beside the health reference.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { type DatabaseOptions, migrateToLatest, openDatabase } from '../server/db/database';
import { PUBLISHED_DEMO_PASSWORDS } from '../server/db/demo-accounts';
import { handleOf, inTransaction } from '../server/db/handle';
import { seedDemoData } from '../server/db/seed';
import { issueEventKey, signingKeyOf } from '../server/modules/event-keys/service';
import { importSignKey, signTicket } from '../src/domain/ticket-qr';
import { benchDatabase, dropAllDatabases } from './postgres';
import { kb, percentile, printTable, progress, type Row, seconds } from './report';
import { startServer, stopAllServers } from './server';

const PLACES = 10_000;
const PLACES_PER_BOOKING = 4;
const UPLOAD = 1_000;
const VALIDATIONS = 1_000;
const WARM_UP = 100;
const DOOR = { username: 'door', password: PUBLISHED_DEMO_PASSWORDS.door };
const FIRST = [
  'Fatima',
  'Mohammed',
  'Noura',
  'Abdullah',
  'Maryam',
  'Yousef',
  'Sara',
  'Khaled',
  'Huda',
  'Ali',
];
const FIRST_AR = ['فاطمة', 'محمد', 'نورة', 'عبدالله', 'مريم', 'يوسف', 'سارة', 'خالد', 'هدى', 'علي'];
const LAST = ['Al-Sabah', 'Al-Mutairi', 'Al-Ajmi', 'Al-Enezi', 'Al-Rashidi', 'Al-Kandari', 'Al-Shammari'];
const LAST_AR = ['الصباح', 'المطيري', 'العجمي', 'العنزي', 'الرشيدي', 'الكندري', 'الشمري'];
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

interface Setup {
  eventId: number;
  qrs: string[];
}

/** Migrates, seeds the demo merchant and adds the event the way bookings would have left it. */
async function fill(options: DatabaseOptions, rows: Row[]): Promise<Setup> {
  const db = await openDatabase(options);
  try {
    await migrateToLatest(db);
    await seedDemoData(db, loadConfig().scryptLogN, { credentials: 'published' });
    progress(`creating an event of ${PLACES.toLocaleString('en-US')} paid places`);
    const startedAt = performance.now();
    const merchant = await db.selectFrom('merchants').select('id').orderBy('id').executeTakeFirstOrThrow();
    const event = await db
      .insertInto('events')
      .values({
        merchant_id: merchant.id,
        slug: `bench-door-${randomBytes(3).toString('hex')}`,
        title_en: 'Bench Arena Night',
        title_ar: 'ليلة الساحة',
        currency: 'KWD',
        pg_codes: JSON.stringify(['knet']),
        form_config: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await inTransaction(handleOf(db), (trx) => issueEventKey(trx, event.id));
    const keys = await signingKeyOf(handleOf(db), event.id);
    if (!keys) throw new Error('the bench event has no signing key');
    const dates = ['2026-11-05', '2026-11-06'];
    const tickets = await db
      .insertInto('event_tickets')
      .values(
        ['Standard', 'VIP'].map((name, position) => ({
          event_id: event.id,
          name_en: name,
          name_ar: name,
          price_minor: 15_000 * (position + 1),
          start_time: '18:00',
          end_time: '23:00',
          quantity: PLACES,
          dates: JSON.stringify(dates),
          position,
        })),
      )
      .returning('id')
      .execute();
    const numbers: string[] = [];
    for (let start = 0; start < PLACES / PLACES_PER_BOOKING; start += 500) {
      const batch = Array.from({ length: 500 }, () => {
        const arabic = Math.random() < 0.3;
        return {
          merchant_id: merchant.id,
          event_id: event.id,
          ticket_id: pick(tickets).id,
          event_date: pick(dates),
          quantity: PLACES_PER_BOOKING,
          email: `guest${randomBytes(4).toString('hex')}@example.kw`,
          first_name: pick(arabic ? FIRST_AR : FIRST),
          last_name: pick(arabic ? LAST_AR : LAST),
          fields: JSON.stringify({}),
          is_free: false,
          status: 'paid',
          access_token: randomBytes(16).toString('hex'),
          lang: arabic ? 'ar' : 'en',
        };
      });
      const bookings = await db.insertInto('bookings').values(batch).returning('id').execute();
      const members = bookings.flatMap((booking) => {
        const prefix = randomBytes(3).toString('hex').toUpperCase();
        return Array.from({ length: PLACES_PER_BOOKING }, (_, i) => {
          numbers.push(`${prefix}-${i + 1}`);
          return {
            booking_id: booking.id,
            event_id: event.id,
            number: `${prefix}-${i + 1}`,
            is_purchased: true,
          };
        });
      });
      await db.insertInto('booking_members').values(members).execute();
    }
    const signKey = await importSignKey(keys.privateKey);
    const qrs = await Promise.all(numbers.map((number) => signTicket(signKey, event.id, keys.kid, number)));
    rows.push({
      measure: `create and sign ${PLACES.toLocaleString('en-US')} places`,
      value: seconds(performance.now() - startedAt),
      budget: '—',
      met: null,
    });
    return { eventId: event.id, qrs };
  } finally {
    await db.destroy();
  }
}

/** A raw HTTP GET: fetch would decompress and hide the bytes on the wire. */
function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; etag: string; ms: number }>((resolve, reject) => {
    const startedAt = performance.now();
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          etag: String(res.headers.etag ?? ''),
          ms: performance.now() - startedAt,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function timed(send: () => Promise<Response>) {
  const startedAt = performance.now();
  const response = await send();
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - startedAt };
}

async function measure(name: string, baseUrl: string, setup: Setup, rows: Row[]) {
  const api = `${baseUrl}/api/v1`;
  const login = await fetch(`${api}/user/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DOOR),
  });
  if (!login.ok) throw new Error(`login as door answered ${login.status}`);
  const token = ((await login.json()) as { access: string }).access;
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };

  progress(`${name}: ticket list`);
  const listUrl = `${api}/plugins/event/check-in/ticket-list/${setup.eventId}`;
  const gzip = { ...auth, 'accept-encoding': 'gzip' };
  const cold = await getRaw(listUrl, gzip);
  const downloads = [];
  for (let i = 0; i < 5; i += 1) downloads.push(await getRaw(listUrl, gzip));
  const revalidated = await getRaw(listUrl, { ...gzip, 'if-none-match': cold.etag });
  const plain = await getRaw(listUrl, auth);
  const warm = percentile(
    downloads.map((d) => d.ms),
    50,
  );
  rows.push(
    {
      measure: `${name}: ticket list of ${PLACES.toLocaleString('en-US')} places on the wire (gzip)`,
      value: `${kb(cold.bytes)} (${kb(plain.bytes)} uncompressed)`,
      budget: '≤ 1,024 KB',
      met: cold.status === 200 && cold.bytes <= 1024 * 1024,
    },
    {
      measure: `${name}: ticket list download (first, then median of 5)`,
      value: `${cold.ms.toFixed(0)} ms, ${warm.toFixed(0)} ms`,
      budget: '—',
      met: null,
    },
    {
      measure: `${name}: unchanged list re-download (If-None-Match)`,
      value: `${revalidated.status}, ${revalidated.bytes} B, ${revalidated.ms.toFixed(0)} ms`,
      budget: '304',
      met: revalidated.status === 304,
    },
  );

  progress(`${name}: upload of ${UPLOAD} queued scans`);
  const base = Date.now() - 3_600_000;
  const scans = setup.qrs.slice(0, UPLOAD).map((qrcode, i) => ({
    nonce: randomUUID(),
    event_id: setup.eventId,
    qrcode,
    scanned_at: new Date(base + i * 1_000).toISOString(),
  }));
  const sync = () =>
    fetch(`${api}/plugins/event/check-in/sync`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ device_id: 'bench-tablet', gate: 'Gate 1', scans }),
    });
  const upload = await timed(sync);
  const outcomes = (JSON.parse(upload.body) as { results?: { outcome: string }[] }).results ?? [];
  const admitted = outcomes.filter((r) => r.outcome === 'admitted').length;
  const replay = await timed(sync);
  rows.push(
    {
      measure: `${name}: upload and judge ${UPLOAD.toLocaleString('en-US')} queued scans (one request)`,
      value: `${seconds(upload.ms)}, ${admitted} admitted`,
      budget: '≤ 5 s',
      met: upload.status === 200 && admitted === UPLOAD && upload.ms <= 5_000,
    },
    {
      measure: `${name}: retry of the same upload (stored answers)`,
      value: seconds(replay.ms),
      budget: '—',
      met: replay.status === 200 ? null : false,
    },
  );

  progress(`${name}: ${VALIDATIONS} online validations`);
  const validate = (qrcode: string) =>
    timed(() =>
      fetch(`${api}/plugins/event/validate_qr_code`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ event_id: setup.eventId, qrcode, gate: 'Gate 2', device_id: 'bench-online' }),
      }),
    );
  const places = setup.qrs.slice(UPLOAD, UPLOAD + WARM_UP + VALIDATIONS);
  for (const qrcode of places.slice(0, WARM_UP)) await validate(qrcode);
  const latencies: number[] = [];
  let failures = 0;
  for (const qrcode of places.slice(WARM_UP)) {
    const result = await validate(qrcode);
    if (result.status !== 200) failures += 1;
    latencies.push(result.ms);
  }
  const health: number[] = [];
  for (let i = 0; i < 200; i += 1) health.push((await timed(() => fetch(`${api}/health`))).ms);
  const p95 = percentile(latencies, 95);
  rows.push(
    {
      measure: `${name}: online validation, distinct places, 1 connection`,
      value: `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${failures ? ` (${failures} failed)` : ''}`,
      budget: 'p95 ≤ 20 ms',
      met: failures === 0 && p95 <= 20,
    },
    {
      measure: `${name}: GET /health (reference)`,
      value: `p50 ${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms`,
      budget: '—',
      met: null,
    },
  );
}

async function run(mode: string, rows: Row[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gulfpay-bench-checkin-'));
  const database = mode === 'postgres' ? await benchDatabase() : null;
  if (typeof database === 'string') {
    rows.push({ measure: 'PostgreSQL', value: database, budget: '—', met: null });
    return;
  }
  try {
    const name = database ? 'PostgreSQL' : 'PGlite';
    const setup = await fill(database ? { databaseUrl: database.url } : { dataDir }, rows);
    const server = await startServer(dataDir, database ? { databaseUrl: database.url } : {});
    try {
      await measure(name, server.url, setup, rows);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const mode = process.argv[2] ?? 'pglite';
if (!['pglite', 'postgres'].includes(mode)) {
  console.error('usage: npx tsx bench/check-in.ts [pglite|postgres]');
  process.exit(2);
}
const rows: Row[] = [];
process.on('SIGINT', () => {
  void Promise.all([stopAllServers(), dropAllDatabases()]).then(() => process.exit(130));
});
try {
  await run(mode, rows);
} finally {
  await stopAllServers();
  await dropAllDatabases();
}
printTable(rows);
process.exit(rows.some((row) => row.met === false) ? 1 : 0);
