import { mkdirSync, readdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { durableOptions, syncTree } from './pglite-durable-fs.ts';
import { templateFor } from './pglite-template.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… → PostgreSQL; otherwise embedded PGlite. */
  databaseUrl?: string | null;
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

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
  });
  if (fresh) syncTree(dataDir);
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
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
