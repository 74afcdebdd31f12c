import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../server/app.ts';
import type { ServerConfig } from '../../server/config.ts';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { PUBLISHED_DEMO_PASSWORDS } from '../../server/db/demo-accounts.ts';
import { PGliteDialect } from '../../server/db/pglite-dialect.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import type { Database } from '../../server/db/types.ts';
import type { LoginResponse } from '../../src/domain/contracts/auth.ts';
import type { Paginated } from '../../src/domain/contracts/common.ts';
import type { OutboxListItem, OutboxMessage } from '../../src/domain/contracts/outbox.ts';

/** The published demo accounts: the test template is seeded as with DEMO_CREDENTIALS=1. */
export const ADMIN = {
  username: 'admin',
  password: PUBLISHED_DEMO_PASSWORDS.admin,
  email: 'admin@demo.gulfpay.test',
};
export const DOOR = {
  username: 'door',
  password: PUBLISHED_DEMO_PASSWORDS.door,
  email: 'door@demo.gulfpay.test',
};

/** Cheap scrypt: the suite hashes many passwords; production keeps 2^15. */
export const TEST_SCRYPT_LOG_N = 10;

const root = new URL('../../', import.meta.url);
const databaseUrl = process.env.DATABASE_URL;
export const usingPostgres = Boolean(databaseUrl);

/** The template depends on the schema and the seed: its cache key is their source. */
function templateKey(): string {
  const hash = createHash('sha256');
  const dir = new URL('server/db/migrations/', root);
  for (const name of readdirSync(dir).sort()) hash.update(readFileSync(new URL(name, dir)));
  hash.update(readFileSync(new URL('server/db/seed.ts', root)));
  hash.update(readFileSync(new URL('server/db/demo-accounts.ts', root)));
  // Plugins keep their demo rows beside their code; any change there is a change of seed.
  const modules = new URL('server/modules/', root);
  for (const name of readdirSync(modules).sort()) {
    const dir = new URL(`${name}/`, modules);
    if (!statSync(dir).isDirectory()) continue;
    // demo-data.ts and the demo-*.ts files it reads (e.g. food's demo-menu.ts).
    for (const file of readdirSync(dir).sort()) {
      if (/^demo-.*\.ts$/.test(file)) hash.update(readFileSync(new URL(file, dir)));
    }
  }
  hash.update(String(TEST_SCRYPT_LOG_N));
  // Demo events are dated from the seeding day: yesterday's cached seed has shifted dates.
  hash.update(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuwait' }));
  return hash.digest('hex').slice(0, 16);
}
// Hashed once, when the migrations this run imported were read: a file edited mid-run must
// not label a template built from the older code.
const TEMPLATE_KEY = templateKey();

/**
 * PGlite takes ~2 s to start and migrate; one migrated, seeded data directory is dumped
 * once (shared by test files through a temp file) and every test database loads it.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `gulfpay-test-template-${TEMPLATE_KEY}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  // The extensions openDatabase loads: the migrations create them (the shop's trigram search).
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  await seedDemoData(db, TEST_SCRYPT_LOG_N, { credentials: 'published' });
  const dump = await pglite.dumpDataDir('gzip');
  await db.destroy();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** PostgreSQL: a fresh database per test file, dropped when the file ends. */
export async function freshPostgresDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl as string);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(db);
  await seedDemoData(db, TEST_SCRYPT_LOG_N, { credentials: 'published' });
  await db.destroy();
  afterAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // pg's pool.end() resolves before its sockets finish closing; a forced drop would then
    // kill those backends and their clients report it as an unhandled error.
    for (let i = 0; i < 100; i += 1) {
      const open = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (open.rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return url.toString();
}

export const testConfig = (overrides: Partial<ServerConfig> = {}): Partial<ServerConfig> => ({
  scryptLogN: TEST_SCRYPT_LOG_N,
  seedDemo: true,
  smtpUrl: null,
  jwtSecret: null,
  publicUrl: 'http://pay.test',
  staticDir: join(tmpdir(), 'gulfpay-no-dist'),
  ...overrides,
});

/** A fresh, migrated and seeded database behind a new app; closed after the file's tests. */
export async function createTestApp(
  config: Partial<ServerConfig> = {},
  onRoute?: BuildAppOptions['onRoute'],
  clock?: BuildAppOptions['clock'],
  /** A logger writing to a test's own stream, to check what the server logs. */
  logger: BuildAppOptions['logger'] = false,
): Promise<FastifyInstance> {
  const database = usingPostgres
    ? { databaseUrl: await freshPostgresDatabase() }
    : { databaseUrl: null, loadDataDir: await pgliteTemplate() };
  const app = await buildApp({ database, config: testConfig(config), logger, onRoute, clock });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

/**
 * Two instances of the server on one fresh database, as behind a load balancer: on PostgreSQL two
 * apps; PGlite is one process's own database, so there the "two" are one app.
 */
export async function createTestInstances(
  config: Partial<ServerConfig> = {},
): Promise<[FastifyInstance, FastifyInstance]> {
  if (!usingPostgres) {
    const app = await createTestApp(config);
    return [app, app];
  }
  const database = { databaseUrl: await freshPostgresDatabase() };
  const apps = await Promise.all(
    [0, 1].map(() => buildApp({ database, config: testConfig(config), logger: false })),
  );
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  await Promise.all(apps.map((app) => app.ready()));
  return [apps[0] as FastifyInstance, apps[1] as FastifyInstance];
}

export async function login(
  app: FastifyInstance,
  user: { username: string; password: string },
  remoteAddress?: string,
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/user/token/',
    payload: { username: user.username, password: user.password },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export function authed(token: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } };
}

/** A documentation address (TEST-NET-1): the reader's sign-ins never meet a test's own throttling. */
const OUTBOX_READER_ADDRESS = '192.0.2.10';

/**
 * The messages sent to `recipient` (all of them without one), newest first, bodies included:
 * read through the Outbox API as a signed-in superuser, the only way the product offers.
 */
export async function readOutbox(
  app: FastifyInstance,
  recipient?: string,
  reader: { username: string; password: string } = ADMIN,
): Promise<OutboxMessage[]> {
  const { access } = await login(app, reader, OUTBOX_READER_ADDRESS);
  const query = new URLSearchParams({ limit: '1000', ...(recipient ? { recipient } : {}) });
  const list = await app.inject(authed(access, { url: `/api/v1/admin/outbox?${query}` }));
  if (list.statusCode !== 200) throw new Error(`outbox list failed: ${list.statusCode} ${list.body}`);
  return Promise.all(
    list.json<Paginated<OutboxListItem>>().results.map(async ({ id }) => {
      const detail = await app.inject(authed(access, { url: `/api/v1/admin/outbox/${id}` }));
      return detail.json<OutboxMessage>();
    }),
  );
}
