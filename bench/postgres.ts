import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server';

export interface BenchDatabase {
  /** postgres://… of a database created empty for this run. */
  url: string;
  /** Where it runs, for the report. */
  source: string;
  drop(): Promise<void>;
}

const active = new Set<BenchDatabase>();

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on an existing server, so the demo seed runs and nothing of the server's is touched. */
async function freshDatabase(
  adminUrl: string,
  source: string,
  stop = async () => {},
): Promise<BenchDatabase> {
  const name = `gulfpay_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database: BenchDatabase = {
    url: url.toString(),
    source,
    drop: async () => {
      active.delete(database);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await stop();
    },
  };
  active.add(database);
  return database;
}

/** Drops what this process created (on Ctrl-C a cluster would otherwise keep running). */
export async function dropAllDatabases(): Promise<void> {
  await Promise.all([...active].map((database) => database.drop()));
}

function debianBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'pg_ctl')));
  return bin ?? null;
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` account. */
function runner(): { run: (file: string, args: string[]) => void; uid?: number; gid?: number } {
  const exec = (file: string, args: string[]) => {
    execFileSync(file, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  if (process.getuid?.() !== 0) return { run: exec };
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return {
    run: (file, args) => exec('runuser', ['-u', 'postgres', '--', file, ...args]),
    uid: id('-u'),
    gid: id('-g'),
  };
}

/** A throwaway cluster in a temp directory on a free loopback port, removed by `drop`. */
async function throwawayCluster(bin: string): Promise<BenchDatabase> {
  const { run, uid, gid } = runner();
  const dir = mkdtempSync(join(tmpdir(), 'gulfpay-bench-pg-'));
  if (uid !== undefined && gid !== undefined) chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
    run(pgCtl, ['-D', data, '-o', serverOptions, '-l', join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    remove();
    throw error;
  }
  const stop = async () => {
    try {
      run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      remove();
    }
  };
  try {
    return await freshDatabase(
      `postgres://postgres@127.0.0.1:${port}/postgres`,
      `throwaway cluster (${bin})`,
      stop,
    );
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * BENCH_DATABASE_URL or DATABASE_URL when set, else a throwaway cluster from Debian's
 * binaries; a string says why PostgreSQL is unavailable.
 */
export async function benchDatabase(): Promise<BenchDatabase | string> {
  const given = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  try {
    if (given) return await freshDatabase(given, 'BENCH_DATABASE_URL/DATABASE_URL');
    const bin = debianBinaries();
    if (!bin) return 'no BENCH_DATABASE_URL/DATABASE_URL and no PostgreSQL binaries in /usr/lib/postgresql';
    return await throwawayCluster(bin);
  } catch (error) {
    return `PostgreSQL unavailable: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}
