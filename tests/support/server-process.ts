import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY } from '../../scripts/build-state.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  url: string;
  /** Everything the process printed on stdout so far. */
  stdout(): string;
  /** SIGTERM to the process group, then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL to the process group at once: a crash, nothing in flight is finished. */
  kill(): Promise<void>;
}

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

function stopProcess(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    // Signal the whole group: anything the server started goes with it.
    const kill = setTimeout(() => process.kill(-pid, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    process.kill(-pid, signal);
  });
}

/**
 * The server as a real operating-system process (the compiled `node dist-server/main.js`, as
 * `npm start` runs it), so two of them share nothing but the database. Resolves once it answers its health route.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`);
    const healthy = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy)
      return {
        url,
        stdout: () => stdout,
        stop: () => stopProcess(child),
        kill: () => stopProcess(child, 'SIGKILL'),
      };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stopProcess(child);
  throw new Error(`server did not answer within ${START_TIMEOUT_MS} ms:\n${stderr}`);
}
