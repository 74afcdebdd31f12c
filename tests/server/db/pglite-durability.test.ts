import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type Db, openDatabase } from '../../../server/db/database.ts';

/**
 * What the embedded database promises: a commit is on the disk before it is answered. A
 * kill -9 cannot tell fsync on from off (the OS keeps what was written either way), so these
 * tests watch the flushes themselves: which files reach fsync(2), and when.
 */
const root = fs.mkdtempSync(join(tmpdir(), 'gulfpay-durability-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The files (relative to the data directory) flushed while `work` runs. */
async function flushedDuring(dataDir: string, work: () => Promise<unknown>): Promise<string[]> {
  const flushed: string[] = [];
  const fsyncSync = fs.fsyncSync;
  const spy = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
    flushed.push(relative(dataDir, fs.readlinkSync(`/proc/self/fd/${fd}`)));
    fsyncSync(fd);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return flushed;
}

const show = async (db: Db, setting: string) =>
  (await sql<Record<string, string>>`show ${sql.raw(setting)}`.execute(db)).rows[0]?.[setting];

const databases: Db[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.destroy();
});

async function open(name: string, options: { fsync?: boolean } = {}) {
  const dataDir = join(root, name);
  let db: Db | undefined;
  const flushed = await flushedDuring(dataDir, async () => {
    db = await openDatabase({ dataDir, ...options });
  });
  if (!db) throw new Error('not opened');
  databases.push(db);
  return { db, dataDir, flushedAtStart: flushed };
}

describe('PGlite in a data directory', { timeout: 120_000 }, () => {
  it('runs with fsync on, flushes the WAL at each commit and the data files at a checkpoint', async () => {
    const { db, dataDir, flushedAtStart } = await open('durable');
    expect(await show(db, 'fsync')).toBe('on');
    expect(await show(db, 'wal_sync_method')).toBe('fsync');
    expect(await show(db, 'synchronous_commit')).toBe('on');
    // A new data directory is written without fsync: it is flushed whole before use.
    expect(flushedAtStart).toEqual(expect.arrayContaining(['global/pg_control', 'base', '']));

    await sql`create table payments (id serial primary key, amount_minor bigint)`.execute(db);
    const committed = await flushedDuring(dataDir, () =>
      sql`insert into payments (amount_minor) values (12500)`.execute(db),
    );
    expect(committed.length).toBeGreaterThan(0);
    expect(committed.every((file) => file.startsWith('pg_wal/'))).toBe(true);

    // A rollback keeps nothing, so it waits for no disk.
    const rolledBack = await flushedDuring(dataDir, () =>
      db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into payments (amount_minor) values (1)`.execute(trx);
          throw new Error('changed my mind');
        })
        .catch(() => undefined),
    );
    expect(rolledBack).toEqual([]);

    const checkpoint = await flushedDuring(dataDir, () => sql`checkpoint`.execute(db));
    expect(checkpoint.some((file) => file.startsWith('base/'))).toBe(true);
    expect(checkpoint).toContain('global/pg_control');
  });

  it('keeps fsync off only when asked (PGLITE_FSYNC=off: throwaway data)', async () => {
    const { db, dataDir } = await open('throwaway', { fsync: false });
    expect(await show(db, 'fsync')).toBe('off');
    await sql`create table payments (id serial primary key)`.execute(db);
    expect(await flushedDuring(dataDir, () => sql`insert into payments default values`.execute(db))).toEqual(
      [],
    );
  });
});
