import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_ENTRY } from '../scripts/build-state.mjs';

export interface ServerOptions {
  /** The built PWA to serve (STATIC_DIR); the server's default is ./dist. */
  staticDir?: string;
  /** postgres://… to run on PostgreSQL; unset runs on PGlite in the data dir. */
  databaseUrl?: string;
  /** More environment for the server (e.g. PGLITE_FSYNC=off). */
  env?: Record<string, string>;
  /** CPU list for `taskset -c` (e.g. '0'): keeps the server off the core a measuring browser uses. */
  cores?: string;
  /** Another compiled server to run (an older build, to compare); default dist-server/main.js. */
  entry?: string;
}

export interface RunningServer {
  url: string;
  /** Milliseconds from launching the process to its first page (HTML), or to its health answer without a built app. */
  firstPageMs: number;
  /** The server's process: its memory (/proc/<pid>/status) and main thread's CPU time (schedstat). */
  pid: number;
  stop(): Promise<void>;
}

const FIRST_PAGE = '/en/login';
const HEALTH = '/api/v1/health';
// A fresh data directory seeds a year of history, events and a menu: ~30 s on a busy 2-core machine.
const START_TIMEOUT_MS = 90_000;
const running = new Set<ChildProcess>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function answers(url: string, contentType: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200 && (response.headers.get('content-type') ?? '').includes(contentType);
  } catch {
    return false;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    // Signal the whole group we created: anything the server started goes with it.
    const kill = setTimeout(() => process.kill(-pid, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      running.delete(child);
      resolve();
    });
    process.kill(-pid, 'SIGTERM');
  });
}

/**
 * Launches the production server the way `npm start` does (the compiled dist-server/main.js) and
 * measures the time until it serves its first page.
 */
export async function startServer(dataDir: string, options: ServerOptions = {}): Promise<RunningServer> {
  // On a machine shared with other runs, BENCH_PORT keeps the bench's servers (one at a time) on a port of its own.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const entry = options.entry ?? SERVER_ENTRY;
  const [command, args] = options.cores
    ? ['taskset', ['-c', options.cores, process.execPath, entry]]
    : [process.execPath, [entry]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // An empty value means PGlite even when the shell exports DATABASE_URL.
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
      // Login is throttled after repeated failures: the bench logs in once and reuses the token.
      ACCESS_TOKEN_TTL_S: '3600',
      // The bench signs in with the README's demo accounts.
      DEMO_CREDENTIALS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const stop = () => stopProcess(child);
  // Without a built app (the API benches) there is no page to wait for: the API's health is the first answer.
  const ready = options.staticDir
    ? { path: FIRST_PAGE, contentType: 'text/html' }
    : { path: HEALTH, contentType: 'json' };

  while (performance.now() - startedAt < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`);
    if (await answers(`${url}${ready.path}`, ready.contentType)) {
      return { url, firstPageMs: performance.now() - startedAt, pid: child.pid ?? 0, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(`server did not serve ${ready.path} within ${START_TIMEOUT_MS} ms:\n${stderr}`);
}

/** Stops every server this process launched (on Ctrl-C they would otherwise outlive it). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map(stopProcess));
}

/**
 * Migrates and seeds the demo data the way a first `npm start` does, by starting the compiled
 * server once and stopping it: the seed's sources import files (`?raw`) that only the build
 * and Vitest can load, not tsx.
 */
export async function seedThroughServer(dataDir: string, options: ServerOptions = {}): Promise<void> {
  const server = await startServer(dataDir, options);
  await server.stop();
}
