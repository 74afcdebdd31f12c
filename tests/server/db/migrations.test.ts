import { randomBytes } from 'node:crypto';
import { NO_MIGRATIONS, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrator, openDatabase } from '../../../server/db/database.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/demo-accounts.ts';
import { seedDemoData } from '../../../server/db/seed.ts';
import { usingPostgres } from '../helper.ts';

async function scratchDatabaseUrl(): Promise<string | null> {
  if (!usingPostgres) return null;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  afterAll(async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

const db = await openDatabase({ databaseUrl: await scratchDatabaseUrl() });
afterAll(() => db.destroy());

async function tables(): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(db);
  return result.rows.map((row) => row.name);
}

describe('migrations', () => {
  it('go up, all the way down and up again, leaving a working schema', async () => {
    const first = await migrator(db).migrateToLatest();
    expect(first.error).toBeUndefined();
    expect(await tables()).toContain('users');
    expect(await tables()).toContain('outbox');

    // Every migration's down, newest first, must leave nothing behind.
    const down = await migrator(db).migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tables()).toEqual([]);

    const again = await migrator(db).migrateToLatest();
    expect(again.error).toBeUndefined();
    expect(await seedDemoData(db, 10)).not.toBeNull();
    expect(await seedDemoData(db, 10)).toBeNull();
    const users = await db.selectFrom('users').select('username').orderBy('id').execute();
    expect(users.map((u) => u.username)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
  });
});
