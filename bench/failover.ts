// `npm run bench:failover`: the database failover drill. PostgreSQL with a synchronous standby
// managed by pg_auto_failover (Debian's postgresql-15-auto-failover), the product writing
// payments through it at a steady rate with idempotency keys, the primary killed (its keeper
// and its postmaster, as a machine that dies). Prints acknowledged writes lost, duplicates,
// seconds without service and writes per second before and after. Everything lives under a
// temporary directory and is stopped at the end.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { seedDemoData } from '../server/db/seed.ts';
import { DEMO_API_KEYS } from '../server/modules/api-keys/demo-data.ts';
import { freePort, startServerProcess } from '../tests/support/server-process.ts';
import { printTable, progress } from './report';

const PG_BIN = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'])
  .toString()
  .trim();
const RATE_PER_S = 40;
const BEFORE_S = 10;
const AFTER_S = 15;
const RETRY_PAUSE_MS = 200;
const BUDGET_DOWN_S = 30;
/**
 * The monitor's defaults take about 20 s to call a silent primary dead; these make the drill
 * measure the product's part, not the monitor's patience. They go in the README as a choice.
 */
const MONITOR_SETTINGS = {
  'pgautofailover.health_check_period': '1000',
  'pgautofailover.health_check_timeout': '1000',
  'pgautofailover.health_check_max_retries': '1',
  'pgautofailover.health_check_retry_delay': '500',
  'pgautofailover.node_considered_unhealthy_timeout': '3000',
  // Before promoting, the monitor waits this long for the lost primary to demote itself.
  'pgautofailover.primary_demote_timeout': '5000',
};

const asRoot = process.getuid?.() === 0;
const env = { ...process.env, PATH: `${PG_BIN}:${process.env.PATH}` };

/** pg_autoctl and PostgreSQL refuse root; as root they run as the postgres user. */
function autoctl(args: string[]): string {
  const [command, fullArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', 'env', `PATH=${env.PATH}`, 'pg_autoctl', ...args]]
    : ['pg_autoctl', args];
  return execFileSync(command as string, fullArgs as string[], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
}

function runKeeper(pgdata: string): ChildProcess {
  const args = ['run', '--pgdata', pgdata];
  const [command, fullArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', 'env', `PATH=${env.PATH}`, 'pg_autoctl', ...args]]
    : ['pg_autoctl', args];
  return spawn(command as string, fullArgs as string[], { env, stdio: 'ignore', detached: true });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  let last: unknown = null;
  while (
    !(await check().catch((err) => {
      last = err;
      return false;
    }))
  ) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`, { cause: last });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface NodeState {
  name: string;
  port: number;
  reported: string;
}

function formationState(monitorDir: string): NodeState[] {
  const json = JSON.parse(autoctl(['show', 'state', '--pgdata', monitorDir, '--json'])) as Array<
    Record<string, unknown>
  >;
  return json.map((node) => ({
    name: String(node.nodename ?? node.node_name),
    port: Number(node.nodeport ?? node.node_port),
    reported: String(node.current_group_state ?? node.reported_state),
  }));
}

/** The postmaster's pid, from the first line of postmaster.pid. */
const postmasterPid = (pgdata: string) =>
  Number(readFileSync(join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);

interface Write {
  key: string;
  /** When the server acknowledged it (ms since the drill started), and the id it answered. */
  ackedAt: number;
  id: string;
  attempts: number;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'gulfpay-failover-'));
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const keepers: ChildProcess[] = [];
  const stopAll: (() => Promise<void>)[] = [];
  try {
    const [monitorPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
    const monitorDir = join(dir, 'monitor');
    progress('creating the pg_auto_failover monitor');
    autoctl([
      'create',
      'monitor',
      '--pgdata',
      monitorDir,
      '--pgport',
      String(monitorPort),
      '--auth',
      'trust',
      '--no-ssl',
      '--hostname',
      '127.0.0.1',
    ]);
    keepers.push(runKeeper(monitorDir));
    const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
    await until('the monitor', async () => {
      const client = new pg.Client({
        connectionString: `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`,
      });
      await client.connect();
      try {
        for (const [name, value] of Object.entries(MONITOR_SETTINGS)) {
          await client.query(`alter system set ${name} = '${value}'`);
        }
        await client.query('select pg_reload_conf()');
        return true;
      } finally {
        await client.end();
      }
    });

    const nodes = [
      { name: 'node1', port: port1, pgdata: join(dir, 'node1') },
      { name: 'node2', port: port2, pgdata: join(dir, 'node2') },
    ];
    for (const node of nodes) {
      progress(`creating ${node.name}`);
      autoctl([
        'create',
        'postgres',
        '--pgdata',
        node.pgdata,
        '--pgport',
        String(node.port),
        '--monitor',
        monitorUrl,
        '--auth',
        'trust',
        '--no-ssl',
        '--hostname',
        '127.0.0.1',
        '--dbname',
        'gulfpay',
        '--name',
        node.name,
      ]);
      const keeper = runKeeper(node.pgdata);
      keepers.push(keeper);
      Object.assign(node, { keeper });
      await until(`${node.name} to join`, async () =>
        formationState(monitorDir).some(
          (state) => state.name === node.name && /single|primary|secondary/.test(state.reported),
        ),
      );
    }
    await until('a primary and a secondary', async () => {
      const states = formationState(monitorDir)
        .map((state) => state.reported)
        .sort();
      return states.join(',') === 'primary,secondary';
    });

    const hosts = nodes.map((node) => `127.0.0.1:${node.port}`).join(',');
    const databaseUrl = `postgres://postgres@${hosts}/gulfpay?target_session_attrs=read-write&connect_timeout=2`;
    progress('migrating and seeding through the formation URL');
    const db = await openDatabase({ databaseUrl });
    await migrateToLatest(db);
    await seedDemoData(db, 10);
    await db.destroy();

    const server = await startServerProcess({ DATABASE_URL: databaseUrl, SEED_DEMO: '0' });
    stopAll.push(server.stop);
    const apiKey = DEMO_API_KEYS[0]?.key ?? '';

    const started = performance.now();
    const now = () => performance.now() - started;
    const writes: Write[] = [];
    let outage: { from: number; to: number | null } | null = null;
    const failures: number[] = [];
    let running = true;
    let sequence = 0;
    let lastStatus = '';

    /** One payment, retried with its key until the server acknowledges it. */
    const write = async () => {
      sequence += 1;
      const key = `failover-${sequence}`;
      for (let attempts = 1; running || attempts > 1; attempts += 1) {
        const answer = await fetch(`${server.url}/api/v1/plugins/e_commerce/transaction`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Api-Key ${apiKey}`,
            'idempotency-key': key,
          },
          body: JSON.stringify({
            amount: '1.000',
            currency_code: 'KWD',
            pg_codes: ['knet'],
            external_reference: key,
          }),
          signal: AbortSignal.timeout(10_000),
        }).then(
          async (response) => ({ status: response.status, body: (await response.json()) as { id?: string } }),
          () => ({ status: 0, body: {} as { id?: string } }),
        );
        lastStatus = `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
        if (answer.status === 201 && answer.body.id) {
          writes.push({ key, ackedAt: now(), id: answer.body.id, attempts });
          if (outage && outage.to === null) outage.to = now();
          return;
        }
        failures.push(now());
        outage ??= { from: now(), to: null };
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
    };

    const inFlight = new Set<Promise<void>>();
    const pacer = setInterval(() => {
      const writing = write().finally(() => inFlight.delete(writing));
      inFlight.add(writing);
    }, 1000 / RATE_PER_S);

    progress(`writing ${RATE_PER_S} payments/s for ${BEFORE_S} s`);
    await new Promise((resolve) => setTimeout(resolve, BEFORE_S * 1000));
    const primary = formationState(monitorDir).find((state) => state.reported === 'primary');
    const victim = nodes.find((node) => node.name === primary?.name);
    if (!victim) throw new Error('no primary to kill');
    progress(`killing the primary (${victim.name}: its keeper and its postmaster, SIGKILL)`);
    const killedAt = now();
    const keeper = (victim as { keeper?: ChildProcess }).keeper;
    const postmaster = postmasterPid(victim.pgdata);
    // Its backends too, found before their parent goes: every process of the server dies at once.
    const backends = execFileSync('pgrep', ['-P', String(postmaster)])
      .toString()
      .split('\n')
      .filter(Boolean);
    if (keeper?.pid) process.kill(-keeper.pid, 'SIGKILL');
    for (const pid of [postmaster, ...backends.map(Number)]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone with its keeper's process group.
      }
    }

    const watching = setInterval(() => {
      const states = formationState(monitorDir).map((state) => `${state.name} ${state.reported}`);
      const after = ((now() - killedAt) / 1000).toFixed(0);
      progress(`${after} s after the kill: ${states.join(', ')}; last answer ${lastStatus}`);
    }, 5_000);
    // Writes already committed when the primary died may still be answered just after: service
    // is back at the first acknowledgement after the first refusal.
    const firstRefusal = () => failures.find((at) => at > killedAt);
    const resumption = () => {
      const refusedAt = firstRefusal();
      return refusedAt === undefined ? undefined : writes.find((w) => w.ackedAt > refusedAt)?.ackedAt;
    };
    await until('writes to be acknowledged again', async () => resumption() !== undefined, 120_000).finally(
      () => clearInterval(watching),
    );
    const resumedAt = resumption() ?? now();
    progress(`writing for ${AFTER_S} s more`);
    await new Promise((resolve) => setTimeout(resolve, AFTER_S * 1000));
    clearInterval(pacer);
    running = false;
    await Promise.all(inFlight);
    const endedAt = now();

    const check = await openDatabase({ databaseUrl });
    const stored = await check
      .selectFrom('transactions')
      .select(['id', 'external_reference'])
      .where('external_reference', 'like', 'failover-%')
      .execute();
    await check.destroy();
    const byKey = new Map<string, number>();
    for (const row of stored)
      byKey.set(row.external_reference ?? '', (byKey.get(row.external_reference ?? '') ?? 0) + 1);
    const storedIds = new Set(stored.map((row) => row.id));
    const lost = writes.filter((w) => !storedIds.has(w.id)).length;
    const duplicates = [...byKey.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const before = writes.filter((w) => w.ackedAt < killedAt).length / (killedAt / 1000);
    const after = writes.filter((w) => w.ackedAt >= resumedAt).length / ((endedAt - resumedAt) / 1000);
    const downS = (resumedAt - killedAt) / 1000;
    const states = formationState(monitorDir).map((state) => `${state.name} ${state.reported}`);

    console.log('\nFailover drill (pg_auto_failover, synchronous standby, primary killed):');
    printTable([
      { measure: 'acknowledged writes', value: String(writes.length), budget: '', met: null },
      { measure: 'acknowledged writes lost', value: String(lost), budget: '0', met: lost === 0 },
      {
        measure: 'duplicates (one key, two payments)',
        value: String(duplicates),
        budget: '0',
        met: duplicates === 0,
      },
      {
        measure: 'seconds without service',
        value: downS.toFixed(1),
        budget: `≤ ${BUDGET_DOWN_S}`,
        met: downS <= BUDGET_DOWN_S,
      },
      { measure: 'writes/s before', value: before.toFixed(1), budget: '', met: null },
      { measure: 'writes/s after', value: after.toFixed(1), budget: '', met: null },
      {
        measure: 'failed attempts, retried with their key',
        value: String(failures.length),
        budget: '',
        met: null,
      },
      { measure: 'formation after the drill', value: states.join(', '), budget: '', met: null },
    ]);
  } finally {
    for (const stop of stopAll) await stop().catch(() => {});
    for (const keeper of keepers) {
      if (keeper.pid) {
        try {
          process.kill(-keeper.pid, 'SIGTERM');
        } catch {
          // Already gone (the killed primary's keeper).
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const pattern of [`pg_autoctl.*${dir}`, `postgres.*${dir}`]) {
      try {
        execFileSync('pkill', ['-9', '-f', pattern]);
      } catch {
        // Nothing left running.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
