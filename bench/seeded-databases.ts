import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseOptions } from '../server/db/database';
import { benchDatabase, dropAllDatabases } from './postgres';
import { printTable, type Row } from './report';
import { type RunningServer, seedThroughServer, startServer, stopAllServers } from './server';

export type Engine = 'PGlite' | 'PostgreSQL';

/** A compiled server to measure: `label` names it in the report ('' for the current build alone). */
export interface BenchServer {
  label: string;
  /** dist-server/main.js of another build; unset: this one. */
  entry?: string;
}

/** What a bench does on each database: add its own rows to the seeded demo, then measure a server on them. */
export interface SeededBench {
  fill(database: DatabaseOptions, engine: Engine, rows: Row[]): Promise<void>;
  /** `name`: the engine, and the build's label when several are compared. */
  measure(engine: Engine, baseUrl: string, rows: Row[], name: string, server: RunningServer): Promise<void>;
  /** Builds to compare, one after the other, each on a database it seeded itself; default the current one. */
  servers?: BenchServer[];
}

async function runOn(engine: Engine, bench: SeededBench, rows: Row[]): Promise<void> {
  for (const server of bench.servers ?? [{ label: '' }]) {
    await runServerOn(engine, server, bench, rows);
  }
}

async function runServerOn(
  engine: Engine,
  build: BenchServer,
  bench: SeededBench,
  rows: Row[],
): Promise<void> {
  const name = build.label ? `${engine} ${build.label}` : engine;
  const postgres = engine === 'PostgreSQL' ? await benchDatabase() : null;
  if (typeof postgres === 'string') {
    rows.push({ measure: name, value: postgres, budget: '—', met: null });
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'gulfpay-bench-'));
  const serverOptions = { ...(postgres ? { databaseUrl: postgres.url } : {}), entry: build.entry };
  try {
    await seedThroughServer(dataDir, serverOptions);
    await bench.fill(postgres ? { databaseUrl: postgres.url } : { dataDir }, engine, rows);
    const server = await startServer(dataDir, serverOptions);
    try {
      await bench.measure(engine, server.url, rows, name, server);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

/**
 * `npx tsx bench/<script>.ts [pglite|postgres|all]`: the bench on the demo data seeded by the
 * compiled server, on PGlite and on PostgreSQL; prints the table and exits 1 if a budget failed.
 */
export async function benchOnSeededDatabases(script: string, bench: SeededBench): Promise<never> {
  const mode = process.argv[2] ?? 'all';
  if (!['pglite', 'postgres', 'all'].includes(mode)) {
    console.error(`usage: npx tsx bench/${script}.ts [pglite|postgres|all]`);
    process.exit(2);
  }
  const rows: Row[] = [];
  process.on('SIGINT', () => {
    void Promise.all([stopAllServers(), dropAllDatabases()]).then(() => process.exit(130));
  });
  try {
    if (mode !== 'postgres') await runOn('PGlite', bench, rows);
    if (mode !== 'pglite') await runOn('PostgreSQL', bench, rows);
  } finally {
    await stopAllServers();
    await dropAllDatabases();
  }
  printTable(rows);
  process.exit(rows.some((row) => row.met === false) ? 1 : 0);
}
