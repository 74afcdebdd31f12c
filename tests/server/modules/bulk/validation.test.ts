import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { Clock } from '../../../../server/lib/clock.ts';
import { BulkValidationWorker } from '../../../../server/modules/bulk/validation-worker.ts';
import type { BulkUpload, BulkUploadDetail, BulkUploadPage } from '../../../../src/domain/contracts/bulk.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { injectUpload } from '../../multipart.ts';
import { bulkClient, csvFile, multipartBody, UPLOADS } from './fixtures.ts';

const app = await createTestApp();
const token = (await login(app, ADMIN, '10.22.5.1')).access;
const admin = bulkClient(app, token);
const db = queryable(app.db);

const HEADER = ['amount', 'currency_code', 'customer_name', 'gateways'];
/** n rows of one file: every fifth amount has four decimals, which KWD refuses. */
const rowsOf = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => [
    i % 5 === 4 ? '1.2345' : `${i + 1}.500`,
    'KWD',
    `${prefix} ${i + 1}`,
    'knet',
  ]);

const LEASE_MS = 30_000;
/** The server's time, moved forward by the test instead of waited for. */
function fakeClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    sleep: async () => {},
    advance: (ms) => {
      offset += ms;
    },
  };
}
const worker = (clock: Clock = fakeClock()) =>
  new BulkValidationWorker(app.db, { pollMs: 60_000, log: app.log, batchSize: 4, leaseMs: LEASE_MS, clock });

/** Sends a file and answers what the request itself says, before any check. */
async function send(prefix: string, n: number, lang = 'en'): Promise<BulkUpload> {
  const answer = await injectUpload(app, {
    url: `${UPLOADS}?kind=one_time`,
    bytes: csvFile([HEADER, ...rowsOf(prefix, n)]),
    name: `${prefix}.csv`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  expect(answer.status).toBe(201);
  return answer.body as BulkUpload;
}

async function detail(id: string, lang = 'en'): Promise<BulkUploadDetail> {
  const res = await admin.send('GET', `${UPLOADS}/${id}?limit=100`, lang);
  expect(res.statusCode).toBe(200);
  return res.json<BulkUploadDetail>();
}

async function listed(id: string): Promise<BulkUpload | undefined> {
  const page = (await admin.send('GET', `${UPLOADS}?limit=100`)).json<BulkUploadPage>();
  return page.results.find((upload) => upload.id === id);
}

const rowNumbers = async (id: string) =>
  (
    await db
      .selectFrom('bulk_upload_rows')
      .select('row_number')
      .where('upload_id', '=', id)
      .orderBy('row_number')
      .execute()
  ).map((row) => row.row_number);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Makes the staging of row `row` of any file fail, as a kill would stop the batch holding it. */
async function dieAtRow(row: number) {
  await sql
    .raw(
      `create function die_at_row() returns trigger language plpgsql as $$
       begin
         if new.row_number = ${row} then raise exception 'the process died'; end if;
         return new;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger die_at_row before insert on bulk_upload_rows for each row execute function die_at_row()',
    )
    .execute(db);
}

async function revive() {
  await sql.raw('drop trigger die_at_row on bulk_upload_rows').execute(db);
  await sql.raw('drop function die_at_row()').execute(db);
}

describe('checking a received file in the background', () => {
  it('answers at once with the upload validating, shows how far the check got, then ready', async () => {
    const upload = await send('Early', 10);
    expect(upload).toMatchObject({ state: 'validating', rows: 0, validation: { checked: 0, total: 10 } });
    expect(await listed(upload.id)).toMatchObject({
      state: 'validating',
      validation: { checked: 0, total: 10 },
    });

    await dieAtRow(11);
    await expect(worker().drainOnce()).rejects.toThrow(/the process died/);
    const midway = await detail(upload.id);
    // Two batches of four are written; none is shown, nor counted, before the check ends.
    expect(midway).toMatchObject({ state: 'validating', rows: 0, validation: { checked: 8, total: 10 } });
    expect(midway.rows_page.count).toBe(0);
    expect(await rowNumbers(upload.id)).toEqual(range(2, 9));
    const errors = await admin.send('GET', `${UPLOADS}/${upload.id}/errors`);
    expect(errors.json()).toMatchObject({ count: 0, results: [] });
    await revive();

    const clock = fakeClock();
    expect(await worker(clock).drainOnce()).toBe(0);
    clock.advance(LEASE_MS + 1000);
    expect(await worker(clock).drainOnce()).toBe(2);
    expect(await detail(upload.id)).toMatchObject({
      state: 'ready',
      rows: 10,
      valid: 8,
      invalid: 2,
      validation: null,
      failure: null,
      columns: HEADER,
    });
    expect(await rowNumbers(upload.id)).toEqual(range(2, 11));
    const staged = await db
      .selectFrom('bulk_staged_rows')
      .select('row_number')
      .where('upload_id', '=', upload.id)
      .execute();
    expect(staged).toEqual([]);
  });

  it('answers while it checks a file, so the progress bar can move', async () => {
    const upload = await send('Busy', 12);
    let drained = false;
    const draining = worker()
      .drainOnce()
      .finally(() => {
        drained = true;
      });
    // PGlite answers inside the worker's own turn: without yielding between batches, no
    // request was answered until the whole file was checked.
    const midway = await detail(upload.id);
    expect(drained).toBe(false);
    expect(midway.state).toBe('validating');
    expect(midway.validation?.checked).toBeLessThan(12);
    expect(await draining).toBe(12);
    expect(await detail(upload.id)).toMatchObject({ state: 'ready', rows: 12, validation: null });
  });

  it('lets one of two workers check a file while the other finds nothing to do', async () => {
    const upload = await send('Pair', 9);
    const handled = await Promise.all([worker().drainOnce(), worker().drainOnce()]);
    expect(handled.sort((a, b) => a - b)).toEqual([0, 9]);
    expect(await rowNumbers(upload.id)).toEqual(range(2, 10));
    expect(await detail(upload.id)).toMatchObject({ state: 'ready', rows: 9, valid: 8, invalid: 1 });
  });

  it('reads back whole a file kept in several parts, a letter split between two parts included', async () => {
    const PART = 256 * 1024;
    const names = Array.from({ length: 6000 }, (_, i) => `فاطمة الصباح ${i + 1}`);
    const file = () => csvFile([HEADER, ...names.map((name, i) => [`${i + 1}.500`, 'KWD', name, 'knet'])]);
    // One Latin letter more moves every later byte by one: the part boundary lands inside a letter.
    while (((file()[PART] as number) & 0xc0) !== 0x80) names[0] = `${names[0]}a`;
    const answer = await injectUpload(app, {
      url: `${UPLOADS}?kind=one_time`,
      bytes: file(),
      name: 'parts.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(201);
    const { id } = answer.body as BulkUpload;
    const parts = await db
      .selectFrom('bulk_upload_file_parts')
      .select('part')
      .where('upload_id', '=', id)
      .execute();
    expect(parts.length).toBe(Math.ceil(file().length / PART));
    expect(parts.length).toBeGreaterThan(1);

    await new BulkValidationWorker(app.db, {
      pollMs: 60_000,
      log: app.log,
      batchSize: 1000,
      leaseMs: LEASE_MS,
      clock: fakeClock(),
    }).drainOnce();
    expect(await detail(id)).toMatchObject({ state: 'ready', rows: 6000, valid: 6000, invalid: 0 });
    const stored = await db
      .selectFrom('bulk_upload_rows')
      .select(sql<string>`cells->>'customer_name'`.as('name'))
      .where('upload_id', '=', id)
      .orderBy('row_number')
      .execute();
    expect(stored.map((row) => row.name)).toEqual(names);
    const left = await db
      .selectFrom('bulk_upload_file_parts')
      .select('part')
      .where('upload_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('turns a file it cannot read failed, saying why in the reader’s language', async () => {
    const upload = await send('Broken', 3);
    await db
      .updateTable('bulk_upload_files')
      .set({ file_type: 'xlsx' })
      .where('upload_id', '=', upload.id)
      .execute();
    await worker().drainOnce();
    expect(await detail(upload.id)).toMatchObject({
      state: 'failed',
      rows: 0,
      failure: 'The file could not be read; save it again as .csv (UTF-8) or .xlsx.',
    });
    expect((await detail(upload.id, 'ar')).failure).toMatch(/^تعذّرت قراءة الملف/);
  });

  it('keeps the rows of a ready upload while a corrected file is checked, then replaces them whole', async () => {
    const upload = (await admin.upload(csvFile([HEADER, ...rowsOf('Old', 5)]), 'old.csv')).body as BulkUpload;
    expect(upload).toMatchObject({ state: 'ready', rows: 5 });
    const body = multipartBody(csvFile([HEADER, ...rowsOf('New', 7)]), 'new.csv');
    const res = await app.inject({
      method: 'PUT',
      url: `${UPLOADS}/${upload.id}/file`,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'validating', rows: 5, validation: { checked: 0, total: 7 } });
    expect((await detail(upload.id)).rows_page.results.map((row) => row.customer_name)[0]).toBe('Old 1');
    const edit = await admin.send('DELETE', `${UPLOADS}/${upload.id}/rows/1`);
    expect(edit.statusCode).toBe(409);

    await worker().drainOnce();
    const after = await detail(upload.id);
    expect(after).toMatchObject({ state: 'ready', file_name: 'new.csv', rows: 7, valid: 6, invalid: 1 });
    expect(after.rows_page.results.map((row) => row.customer_name)).toEqual(
      rowsOf('New', 7).map((r) => r[2]),
    );
  });
});
