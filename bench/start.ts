/**
 * `npm start` as a newcomer runs it: time to the first page and idle memory of every process it
 * leaves running, on PGlite and on PostgreSQL. `npx tsx bench/start.ts [tree …]` measures each
 * checkout given (default: this one) in turns, so two trees (before / after a change) are
 * compared in one run on the same machine. PostgreSQL is measured when BENCH_DATABASE_URL
 * names a server whose user may create databases.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { median, printTable, progress, type Row, seconds } from './report';
import { freePort } from './server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IDLE_MS = 10_000;
const FIRST_PAGE = '/en/login';
const START_TIMEOUT_MS = 300_000;

interface Started {
  child: ChildProcess;
  url: string;
  firstPageMs: number;
}

async function answersPage(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}

async function npmStart(tree: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: tree,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
  });
  while (performance.now() - startedAt < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`npm start in ${tree} exited with ${child.exitCode}`);
    if (await answersPage(`${url}${FIRST_PAGE}`)) {
      return { child, url, firstPageMs: performance.now() - startedAt };
    }
    await new Promise((done) => setTimeout(done, 25));
  }
  await stop({ child, url, firstPageMs: 0 });
  throw new Error(`npm start in ${tree} served no page within ${START_TIMEOUT_MS} ms`);
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to the whole group; resolves once none of it is left (a restart reuses the data). */
async function stop({ child }: Started): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const startedAt = performance.now();
  while (groupAlive(pid)) {
    if (performance.now() - startedAt > 10_000) process.kill(-pid, 'SIGKILL');
    await new Promise((done) => setTimeout(done, 100));
  }
}

interface Memory {
  serverKb: number;
  wrappersKb: number;
  wrappers: string[];
}

/** Resident memory of the process group `npm start` made: the server (the leaf) and its wrappers. */
function groupMemory(pid: number): Memory {
  const lines = execFileSync('ps', ['-o', 'pid=,ppid=,rss=,args=', '-g', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [own = '', parent = '', rss = '', ...args] = line.trim().split(/\s+/);
      return { pid: Number(own), ppid: Number(parent), rssKb: Number(rss), args: args.join(' ') };
    })
    .filter((process) => !process.args.startsWith('ps '));
  const parents = new Set(lines.map((line) => line.ppid));
  const leaves = lines.filter((line) => !parents.has(line.pid));
  const server = leaves.sort((a, b) => b.rssKb - a.rssKb)[0];
  const wrappers = lines.filter((line) => line !== server);
  return {
    serverKb: server?.rssKb ?? 0,
    wrappersKb: wrappers.reduce((sum, line) => sum + line.rssKb, 0),
    wrappers: wrappers.map((line) => `${line.args.slice(0, 60)} ${Math.round(line.rssKb / 1024)} MB`),
  };
}

interface Sample {
  emptyMs: number;
  seededMs: number;
  memory: Memory;
}

/** A first start on empty data (migrations, demo seed), idle memory, then a restart on that data. */
async function sample(tree: string, env: Record<string, string>): Promise<Sample> {
  const first = await npmStart(tree, env);
  await new Promise((done) => setTimeout(done, IDLE_MS));
  const memory = groupMemory(first.child.pid ?? 0);
  await stop(first);
  const second = await npmStart(tree, env);
  await stop(second);
  return { emptyMs: first.firstPageMs, seededMs: second.firstPageMs, memory };
}

async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

async function main() {
  const trees = (process.argv.slice(2).length ? process.argv.slice(2) : ['.']).map((tree) => resolve(tree));
  const temp = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const modes = ['pglite', ...(databaseUrl ? ['postgres'] : [])] as const;
  const samples = new Map<string, Sample[]>();
  try {
    for (const tree of trees) {
      // Not measured: builds whatever is stale, so every measured start serves a current build.
      progress(`${tree}: first npm start builds what is stale`);
      await stop(await npmStart(tree, { DATA_DIR: join(temp, 'warm-up') }));
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const mode of modes) {
        for (const [index, tree] of trees.entries()) {
          progress(`round ${round + 1} of ${ROUNDS}, ${mode}: ${tree}`);
          const env: Record<string, string> =
            mode === 'pglite'
              ? { DATA_DIR: join(temp, `data-${index}-${round}`), DATABASE_URL: '' }
              : { DATABASE_URL: await freshDatabase(databaseUrl ?? '', `bench_start_${index}_${round}`) };
          const key = `${mode}|${tree}`;
          samples.set(key, [...(samples.get(key) ?? []), await sample(tree, env)]);
        }
      }
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  const rows: Row[] = [];
  for (const [key, runs] of samples) {
    const [mode, tree] = key.split('|');
    const label = `${tree}, ${mode === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
    const list = (values: number[], format: (value: number) => string) => values.map(format).join(', ');
    const empty = runs.map((run) => run.emptyMs);
    const seeded = runs.map((run) => run.seededMs);
    const server = runs.map((run) => run.memory.serverKb);
    const wrappers = runs.map((run) => run.memory.wrappersKb);
    rows.push(
      {
        measure: `${label}: npm start → first page, empty data (${list(empty, seconds)})`,
        value: seconds(median(empty)),
        budget: '—',
        met: null,
      },
      {
        measure: `${label}: npm start → first page, seeded data (${list(seeded, seconds)})`,
        value: seconds(median(seeded)),
        budget: '—',
        met: null,
      },
      {
        measure: `${label}: idle RSS, server process (${list(server, mb)})`,
        value: mb(median(server)),
        budget: '—',
        met: null,
      },
      {
        measure: `${label}: idle RSS, wrappers [${runs[0]?.memory.wrappers.join('; ')}]`,
        value: mb(median(wrappers)),
        budget: '—',
        met: null,
      },
    );
  }
  printTable(rows);
}

await main();
