/**
 * Dashboard transaction API latency: `npx tsx bench/transactions.ts [pglite|postgres|all]`.
 * Generates 100,000 transactions on PGlite and 1,000,000 on PostgreSQL (server/db/demo-history.ts),
 * starts the production server on them, signs in and measures p50/p95 of the list, its
 * filters and search, the currency statistics and the dashboard statistics with autocannon.
 * Figures on a shared machine are noisy: read them beside the health reference.
 * BENCH_CONNECTIONS sets the concurrent clients (default 1).
 */
import autocannon from 'autocannon';
import { type DatabaseOptions, openDatabase } from '../server/db/database';
import { generateHistory } from '../server/db/demo-history';
import { logIn } from './api';
import { percentile, progress, type Row, seconds } from './report';
import { benchOnSeededDatabases, type Engine } from './seeded-databases';

// Latency of one staff member's request on an otherwise idle server by default; PGlite runs
// one query at a time, so with N concurrent clients each waits behind the others
// (BENCH_CONNECTIONS=10 shows that queueing).
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const WARM_UP_S = 1;
const MEASURE_S = 5;

interface Setup {
  name: string;
  rows: number;
  budgetMs: number;
}
const PGLITE: Setup = { name: 'PGlite', rows: 100_000, budgetMs: 50 };
const POSTGRES: Setup = { name: 'PostgreSQL', rows: 1_000_000, budgetMs: 25 };

async function fill(options: DatabaseOptions, setup: Setup, rows: Row[]) {
  const db = await openDatabase(options);
  try {
    const merchant = await db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
    progress(`${setup.name}: generating ${setup.rows.toLocaleString('en-US')} transactions`);
    const startedAt = performance.now();
    await generateHistory(db, { merchantId: merchant.id, count: setup.rows });
    rows.push({
      measure: `${setup.name}: generate ${setup.rows.toLocaleString('en-US')} transactions`,
      value: seconds(performance.now() - startedAt),
      budget: '—',
      met: null,
    });
  } finally {
    await db.destroy();
  }
}

async function latency(url: string, token: string) {
  const latencies: number[] = [];
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      timeout: 20,
      headers: { authorization: `Bearer ${token}` },
    });
  await run(WARM_UP_S);
  const measured = run(MEASURE_S);
  measured.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await measured;
  // Requests still running when the run ends are not counted by autocannon: none answered is a failure.
  const unanswered = latencies.length ? 0 : CONNECTIONS;
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures: result.non2xx + result.errors + result.timeouts + unanswered,
  };
}

/**
 * autocannon stops sending, but the server still works through what it queued (PGlite runs one
 * query at a time): wait for that to drain, so a slow endpoint does not inflate the next one.
 */
async function drain(url: string, token: string) {
  const until = performance.now() + 120_000;
  while (performance.now() < until) {
    const startedAt = performance.now();
    await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
    if (performance.now() - startedAt < 100) return;
  }
}

async function measure(setup: Setup, baseUrl: string, rows: Row[]) {
  const token = await logIn(baseUrl);
  const api = `${baseUrl}/api/v1`;
  const first = (await (
    await fetch(`${api}/plugins/all/transaction?limit=1`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { results: { id: string }[] };
  const idPrefix = first.results[0]?.id.slice(0, 8) ?? '00000000';
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const list = '/plugins/payment_request/transaction';
  const budgeted: [string, string][] = [
    ['list, first page (payment_request)', `${list}?limit=10`],
    ['list, first page (all plugins)', '/plugins/all/transaction?limit=10'],
    ['filter state=paid', `${list}?state=paid`],
    ['filter created in the last 30 days', `${list}?created_after=${monthAgo}&created_before=${today}`],
    ['filter gateway_code=knet', `${list}?gateway_code=knet`],
    ['search email fragment "alajmi"', `${list}?q=alajmi`],
    ['search name "maryam"', `${list}?q=maryam`],
    ['search Arabic name "المطيري"', `${list}?q=${encodeURIComponent('المطيري')}`],
    [`search id prefix ${idPrefix}`, `/plugins/all/transaction?q=${idPrefix}`],
  ];
  const reference: [string, string][] = [
    ['currency statistics (payment_request)', '/plugins/payment_request/currency_statistics'],
    ['currency statistics, state=paid (all)', '/plugins/all/currency_statistics?state=paid'],
    ['dashboard statistics, day', '/dashboard/statistics?period=day'],
    ['dashboard statistics, month', '/dashboard/statistics?period=month'],
    ['dashboard statistics, year', '/dashboard/statistics?period=year'],
    ['recent orders', '/dashboard/recent_orders'],
    ['health (reference)', '/health'],
  ];
  for (const [name, path, budget] of [
    ...budgeted.map(([n, p]) => [n, p, true] as const),
    ...reference.map(([n, p]) => [n, p, false] as const),
  ]) {
    progress(`${setup.name}: ${name}`);
    const result = await latency(`${api}${path}`, token);
    await drain(`${api}/health`, token);
    const failed = result.failures ? ` (${result.failures} failed)` : '';
    rows.push({
      measure: `${setup.name} ${setup.rows.toLocaleString('en-US')}, ${CONNECTIONS} conn: ${name}`,
      value: `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms${failed}`,
      budget: budget ? `p95 ≤ ${setup.budgetMs} ms` : '—',
      met: budget ? result.failures === 0 && result.p95 <= setup.budgetMs : result.failures ? false : null,
    });
  }
}

const SETUPS: Record<Engine, Setup> = { PGlite: PGLITE, PostgreSQL: POSTGRES };

await benchOnSeededDatabases('transactions', {
  fill: (database, engine, rows) => fill(database, SETUPS[engine], rows),
  measure: (engine, baseUrl, rows) => measure(SETUPS[engine], baseUrl, rows),
});
