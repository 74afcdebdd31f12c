import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../../scripts/build-state.mjs';
import { PUBLISHED_DEMO_PASSWORDS } from '../../server/db/demo-accounts.ts';
import { writeTemplate } from '../../server/db/pglite-template.ts';
import { DEMO_API_KEYS } from '../../server/modules/api-keys/demo-data.ts';

/**
 * `npm start` as a stranger finds it: a real process on an empty data directory, without
 * DEMO_CREDENTIALS. The published README credentials must not open it; the ones it prints once do.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'gulfpay-fresh-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// As `npm start` does first (scripts/prepare-start.ts): the first start then skips initdb.
await writeTemplate();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Started {
  url: string;
  banner: string;
  stop: () => Promise<void>;
}

/** Starts the compiled server and resolves with its start-up banner once it is printed. */
async function start(): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Empty: PGlite even when the suite runs against PostgreSQL.
    DATABASE_URL: '',
    STATIC_DIR: join(dataDir, 'no-dist'),
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  delete env.DEMO_CREDENTIALS;
  delete env.SMTP_URL;
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const banner = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // The banner is one write ending in a blank line.
      const at = stdout.indexOf('Gulf Pay is running at');
      if (at >= 0 && stdout.slice(at).includes('\n\n')) resolve(stdout);
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before its banner: ${stderr}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    banner,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** name → secret, from the banner's lines `    admin / <password>  (role)` or `    e_commerce: gpk_…`. */
const pairs = (banner: string, line: RegExp) =>
  new Map([...banner.matchAll(line)].map((match) => [match[1] ?? '', match[2] ?? '']));

function printed(banner: string) {
  return {
    accounts: pairs(banner, /^ {4}(\w+) \/ (\S+) {2}\(/gm),
    keys: pairs(banner, /^ {4}(\w+): (gpk_\S+)$/gm),
  };
}

describe('a fresh npm start without DEMO_CREDENTIALS', () => {
  it('seeds secrets of its own, prints them once, and none of the published ones works', async () => {
    const first = await start();
    let generated: ReturnType<typeof printed>;
    try {
      generated = printed(first.banner);
      expect(first.banner).toContain('generated for this install');
      expect([...generated.accounts.keys()]).toEqual(['admin', 'door']);
      expect([...generated.keys.keys()]).toEqual(['e_commerce', 'session']);

      const signIn = (username: string, password: string) =>
        fetch(`${first.url}/api/v1/user/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
      const createWith = (key: string) =>
        fetch(`${first.url}/api/v1/plugins/e_commerce/transaction`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Api-Key ${key}` },
          body: JSON.stringify({ amount: '1.5', currency_code: 'KWD', pg_codes: ['knet'] }),
        });

      for (const [username, password] of Object.entries(PUBLISHED_DEMO_PASSWORDS)) {
        expect((await signIn(username, password)).status, username).toBe(400);
        expect(first.banner).not.toContain(password);
      }
      for (const demo of DEMO_API_KEYS) {
        expect((await createWith(demo.key)).status, demo.plugin).toBe(401);
        expect(first.banner).not.toContain(demo.key);
      }
      for (const [username, password] of generated.accounts) {
        expect((await signIn(username, password)).status, username).toBe(200);
      }
      expect((await createWith(generated.keys.get('e_commerce') ?? '')).status).toBe(201);
    } finally {
      await first.stop();
    }

    const second = await start();
    await second.stop();
    expect(second.banner).not.toContain('Demo accounts');
    expect(second.banner).not.toContain('gpk_');
    for (const password of generated.accounts.values()) expect(second.banner).not.toContain(password);
  }, 120_000);
});
