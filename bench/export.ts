// `npx tsx bench/export.ts [pglite|postgres|all]` (default pglite): export of 100,000 transactions as XLSX and
// CSV from the real server, on PGlite (the database inside the server process) and on
// PostgreSQL (its own process): seconds to download each file and the server's peak RSS.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { type DatabaseOptions, migrateToLatest, openDatabase } from '../server/db/database';
import { PUBLISHED_DEMO_PASSWORDS } from '../server/db/demo-accounts';
import { generateHistory } from '../server/db/demo-history';
import { seedDemoData } from '../server/db/seed';
import { benchDatabase, dropAllDatabases } from './postgres';
import { printTable, progress, type Row, seconds } from './report';
import { freePort } from './server';

const ROWS = 100_000;
const BUDGET_S = 15;
const BUDGET_RSS_MB = 256;
const SAMPLE_MS = 20;
const ADMIN = { username: 'admin', password: PUBLISHED_DEMO_PASSWORDS.admin };

/** Resident memory of a process in MB from /proc: current (VmRSS) or lifetime peak (VmHWM). */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** CPU time the process has used (user + system, all threads), in seconds: unlike wall time
 * it hardly moves with other work on the machine. Clock ticks are 100 per second on Linux. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A database holding the demo merchant and exactly ROWS live transactions. */
async function prepare(options: DatabaseOptions): Promise<number> {
  const db = await openDatabase(options);
  try {
    await migrateToLatest(db);
    await seedDemoData(db, 10, { credentials: 'published' });
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('transactions')
            .select(sql<string>`count(*)`.as('n'))
            .where('deleted_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const missing = ROWS - (await count());
    if (missing > 0) await generateHistory(db, { merchantId: 1, count: missing, seed: 4 });
    return count();
  } finally {
    await db.destroy();
  }
}

/**
 * Rejects when the server process ends. Raced against every wait on the server: a request
 * to a server that died mid-answer can stay pending with nothing left to keep this process
 * running, which ended the bench with code 13 and no word of why.
 */
function whenExited(child: ChildProcess): Promise<never> {
  return new Promise((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`server exited (${signal ?? code})`)));
  });
}

async function waitUntilUp(url: string, exited: Promise<never>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const answer = fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if ((await Promise.race([answer, exited])).ok) return;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('server exited')) throw error;
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start within 60 s');
}

/** Downloads one export, discarding the bytes, while sampling the server's RSS. */
async function download(
  url: string,
  token: string,
  pid: number,
  format: 'csv' | 'xlsx',
  exited: Promise<never>,
) {
  let peak = rssMb(pid, 'VmRSS');
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid, 'VmRSS'));
  }, SAMPLE_MS);
  const started = performance.now();
  const cpuBefore = cpuSeconds(pid);
  try {
    const response = await Promise.race([
      fetch(`${url}/api/v1/plugins/all/transaction/export?file_format=${format}&language=ar`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      exited,
    ]);
    if (!response.ok || !response.body) throw new Error(`export ${format}: ${response.status}`);
    const read = async () => {
      let total = 0;
      for await (const chunk of response.body ?? []) total += chunk.length;
      return total;
    };
    const bytes = await Promise.race([read(), exited]);
    return {
      ms: performance.now() - started,
      cpu: cpuSeconds(pid) - cpuBefore,
      bytes,
      rows: Number(response.headers.get('x-export-rows')),
      peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

interface Target {
  name: 'PGlite' | 'PostgreSQL';
  /** postgres://…; null runs PGlite in the data directory. */
  databaseUrl: string | null;
}

async function measureOn(target: Target, dataDir: string): Promise<Row[]> {
  let child: ChildProcess | null = null;
  const label = (text: string) => `${target.name}: ${text}`;
  try {
    progress(`${target.name}: seeding ${ROWS.toLocaleString('en')} transactions`);
    const live = await prepare({ databaseUrl: target.databaseUrl, dataDir });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // node --import tsx keeps the server in this one process, so /proc/<pid> is the server.
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: target.databaseUrl ?? '',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        STATIC_DIR: join(dataDir, 'no-dist'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const pid = child.pid as number;
    const exited = whenExited(child);
    // Stopping the server at the end rejects it too, with no one left waiting.
    exited.catch(() => undefined);
    await waitUntilUp(url, exited);
    const login = await Promise.race([
      fetch(`${url}/api/v1/user/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
      exited,
    ]);
    const { access } = (await login.json()) as { access: string };
    const idle = rssMb(pid, 'VmRSS');
    const rows: Row[] = [
      {
        measure: label('live transactions in the database'),
        value: live.toLocaleString('en'),
        budget: '',
        met: null,
      },
      {
        measure: label('server RSS before exporting'),
        value: `${idle.toFixed(0)} MB`,
        budget: '',
        met: null,
      },
    ];
    for (const format of ['xlsx', 'csv'] as const) {
      progress(`${target.name}: exporting ${format}`);
      const result = await download(url, access, pid, format, exited);
      rows.push(
        {
          measure: label(
            `export ${format}, ${result.rows.toLocaleString('en')} rows, ${(result.bytes / 1024 / 1024).toFixed(1)} MB file`,
          ),
          value: seconds(result.ms),
          budget: format === 'xlsx' ? `≤ ${BUDGET_S} s` : '',
          met: format === 'xlsx' ? result.ms <= BUDGET_S * 1000 : null,
        },
        {
          measure: label(`export ${format}, server CPU time (load-independent)`),
          value: `${result.cpu.toFixed(2)} s`,
          budget: '',
          met: null,
        },
        {
          measure: label(`export ${format}, server peak RSS while streaming`),
          value: `${result.peak.toFixed(0)} MB`,
          budget: `< ${BUDGET_RSS_MB} MB`,
          met: result.peak < BUDGET_RSS_MB,
        },
      );
    }
    rows.push({
      measure: label('server peak RSS over its whole life (VmHWM)'),
      value: `${rssMb(pid, 'VmHWM').toFixed(0)} MB`,
      budget: '',
      met: null,
    });
    return rows;
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

export async function measureExport(mode: 'pglite' | 'postgres' | 'all' = 'all'): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'gulfpay-bench-export-'));
  try {
    if (mode !== 'postgres') rows.push(...(await measureOn({ name: 'PGlite', databaseUrl: null }, dataDir)));
    if (mode !== 'pglite') {
      const database = await benchDatabase();
      if (typeof database === 'string') {
        rows.push({ measure: `PostgreSQL: skipped (${database})`, value: '', budget: '', met: null });
      } else {
        try {
          rows.push(...(await measureOn({ name: 'PostgreSQL', databaseUrl: database.url }, dataDir)));
        } finally {
          await database.drop();
        }
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  rows.push({
    measure: 'machine load average (1 min; figures scale with it)',
    value: loadavg()[0]?.toFixed(1) ?? '',
    budget: '',
    met: null,
  });
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mode = process.argv[2] ?? 'pglite';
  if (mode !== 'pglite' && mode !== 'postgres' && mode !== 'all') {
    console.error('usage: tsx bench/export.ts [pglite|postgres|all]');
    process.exit(2);
  }
  process.once('SIGINT', () => void dropAllDatabases().finally(() => process.exit(130)));
  printTable(await measureExport(mode));
}
