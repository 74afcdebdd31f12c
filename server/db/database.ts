import { mkdirSync, readdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { FailoverPool } from './failover-pool.ts';
import { migrationProvider } from './migrations/index.ts';
import {
  type NotificationSource,
  PGliteNotificationSource,
  PostgresNotificationSource,
} from './notification-source.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { durableOptions, syncTree } from './pglite-durable-fs.ts';
import { templateFor } from './pglite-template.ts';
import { parsePostgresUrl } from './postgres-hosts.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

/** How each open database makes its listening connection (LISTEN needs a session of its own). */
const notificationSources = new WeakMap<Db, () => NotificationSource>();

/** A new listening connection for the database; each server instance holds one. */
export function openNotificationSource(db: Db): NotificationSource {
  const open = notificationSources.get(db);
  if (!open) throw new Error('this database was not opened by openDatabase');
  return open();
}

export interface DatabaseOptions {
  /** postgres://… → PostgreSQL; otherwise embedded PGlite. Several hosts: the first primary. */
  databaseUrl?: string | null;
  /**
   * PostgreSQL without a pooler in between, for what needs a session of its own (LISTEN).
   * Unset: databaseUrl.
   */
  directUrl?: string | null;
  /**
   * PostgreSQL: how long one query may wait for its answer before its connection is given up
   * (a server that vanished without closing its sockets never answers). 0: no limit.
   */
  queryTimeoutMs?: number;
  /** PGlite data directory; omitted → in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (tests start from a migrated template). */
  loadDataDir?: Blob | File;
  /**
   * PGlite data directory: a commit is answered only once it is on the disk (fsync), so a
   * power cut or an OS crash keeps it. Default true; false for throwaway data and benchmarks.
   */
  fsync?: boolean;
}

/** Trigram indexes: a shop's search matches any part of a name without reading every product. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const target = parsePostgresUrl(options.databaseUrl);
    const poolOptions = {
      max: 10,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
    };
    const pool = new FailoverPool(target, poolOptions);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listenTarget = options.directUrl ? parsePostgresUrl(options.directUrl) : target;
    notificationSources.set(db, () => new PostgresNotificationSource(listenTarget));
    return db;
  }
  // V8 compiles PGlite's 9 MB of WebAssembly twice by default: quickly (Liftoff), then again
  // optimised (TurboFan) for each function that runs hot, keeping both. For the long-lived
  // database of a server (a data directory), optimised code only: ~40 MB less resident memory
  // and less CPU per query (bench/export.ts), for ~2 s more at start, which a test's
  // throwaway in-memory database keeps. Read when the module is compiled: before create.
  if (options.dataDir) setFlagsFromString('--no-liftoff');
  const loadDataDir = options.loadDataDir ?? (options.dataDir ? templateFor(options.dataDir) : undefined);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const { dataDir } = options;
  const durable = dataDir && options.fsync !== false ? durableOptions(dataDir) : null;
  const fresh = durable !== null && dataDir !== undefined && readdirSync(dataDir).length === 0;
  const pglite = await PGlite.create({
    ...(durable ? { fs: durable.fs, startParams: durable.startParams } : { dataDir }),
    loadDataDir,
    // PGlite's WASM heap grows and never shrinks, and its default 128 MB of buffers sits beside
    // the OS page cache that already holds the data files: small buffers keep the server small.
    postgresqlconf: ['shared_buffers = 16MB', ...(durable?.postgresqlconf ?? [])],
    extensions: PGLITE_EXTENSIONS,
  });
  if (fresh) syncTree(dataDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  notificationSources.set(
    db,
    () =>
      new PGliteNotificationSource(pglite, (statement) =>
        sql
          .raw(statement)
          .execute(db)
          .then(() => {}),
      ),
  );
  return db;
}

export function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: migrationProvider });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
