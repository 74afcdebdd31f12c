import { type ChildProcess, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/server-process.ts';

export interface Pgbouncer {
  /** `url` with its host and port swapped for the pooler's. */
  through(url: string): string;
  stop(): Promise<void>;
}

/** pgbouncer refuses to run as root; CI runs as root, so it runs as the postgres user there. */
const asRoot = process.getuid?.() === 0;

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's pgbouncer in transaction pooling mode in front of the PostgreSQL server of
 * `serverUrl`: each transaction may run on a different server connection, as in production.
 */
export async function startPgbouncer(serverUrl: string): Promise<Pgbouncer> {
  const server = new URL(serverUrl);
  const dir = mkdtempSync(join(tmpdir(), 'gulfpay-pgbouncer-'));
  const port = await freePort();
  const user = decodeURIComponent(server.username || 'postgres');
  writeFileSync(join(dir, 'users.txt'), `"${user}" "${decodeURIComponent(server.password)}"\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      'default_pool_size = 20',
      '',
    ].join('\n'),
  );
  const command = asRoot
    ? ['runuser', ['-u', 'postgres', '--', 'pgbouncer', join(dir, 'pgbouncer.ini')]]
    : ['pgbouncer', [join(dir, 'pgbouncer.ini')]];
  if (asRoot) {
    // The postgres user reads the files; the folder stays private to both.
    for (const file of ['', 'users.txt', 'pgbouncer.ini']) chownSync(join(dir, file), postgresUid(), 0);
  }
  const child: ChildProcess = spawn(command[0] as string, command[1] as string[], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const started = Date.now();
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`pgbouncer did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    through(url) {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Node has no lookup of a user by name; /etc/passwd is small. */
function postgresUid(): number {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const uid = Number(line?.split(':')[2]);
  if (!Number.isInteger(uid)) throw new Error('no postgres user on this machine');
  return uid;
}
