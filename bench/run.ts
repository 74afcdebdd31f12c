// `npm run bench`: first-load JavaScript per entry route and time from launch to first
// page, each against its budget. Figures vary run to run; the budgets leave room for that.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, loggedInState, measureRoute, type RouteLoad } from './js-size';
import { startServer, stopAllServers } from './server';

const KB = 1024;
const START_RUNS = 3;
const ROUTE_BUDGETS = [
  { label: 'customer / public: /en/login', route: '/en/login', loggedIn: false, budgetBytes: 180 * KB },
  { label: 'dashboard: /en/general-info', route: '/en/general-info', loggedIn: true, budgetBytes: 300 * KB },
];
const FIRST_PAGE_BUDGET_MS = 10_000;
const DEMO_ADMIN = { username: 'admin', password: 'Admin#2026' };

interface Row {
  measure: string;
  value: string;
  budget: string;
  met: boolean;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function printTable(rows: Row[]) {
  const cells = rows.map((row) => [row.measure, row.value, row.budget, row.met ? 'met' : 'MISSED']);
  const header = ['measure', 'value', 'budget', 'result'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((cell) => cell[i]?.length ?? 0)),
  );
  const line = (cols: string[]) => cols.map((col, i) => col.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const cell of cells) console.log(line(cell));
}

function printLargestChunks(loads: RouteLoad[]) {
  const byPath = new Map<string, { gzipBytes: number; routes: Set<string> }>();
  for (const load of loads) {
    for (const script of load.scripts) {
      const entry = byPath.get(script.path) ?? { gzipBytes: script.gzipBytes, routes: new Set<string>() };
      entry.routes.add(load.route);
      byPath.set(script.path, entry);
    }
  }
  const largest = [...byPath.entries()].sort((a, b) => b[1].gzipBytes - a[1].gzipBytes).slice(0, 8);
  console.log('\nLargest first-load chunks (gzip -9):');
  for (const [path, { gzipBytes, routes }] of largest) {
    console.log(`  ${kb(gzipBytes).padStart(9)}  ${path}  (${[...routes].join(', ')})`);
  }
}

async function measureStartups(tempRoot: string, rows: Row[]) {
  const fresh: number[] = [];
  let seededDir = '';
  for (let run = 0; run < START_RUNS; run += 1) {
    seededDir = join(tempRoot, `fresh-${run}`);
    const server = await startServer(seededDir);
    fresh.push(server.firstPageMs);
    await server.stop();
  }
  const seeded: number[] = [];
  for (let run = 0; run < START_RUNS; run += 1) {
    const server = await startServer(seededDir);
    seeded.push(server.firstPageMs);
    await server.stop();
  }
  const runs = (values: number[]) => values.map((ms) => seconds(ms)).join(', ');
  rows.push(
    {
      measure: `launch → first page, empty data dir (median of ${START_RUNS}: ${runs(fresh)})`,
      value: seconds(median(fresh)),
      budget: `≤ ${seconds(FIRST_PAGE_BUDGET_MS)}`,
      met: median(fresh) <= FIRST_PAGE_BUDGET_MS,
    },
    {
      measure: `launch → first page, seeded data dir (median of ${START_RUNS}: ${runs(seeded)})`,
      value: seconds(median(seeded)),
      budget: `≤ ${seconds(FIRST_PAGE_BUDGET_MS)}`,
      met: median(seeded) <= FIRST_PAGE_BUDGET_MS,
    },
  );
}

async function measureFirstLoads(tempRoot: string, rows: Row[]): Promise<RouteLoad[]> {
  const server = await startServer(join(tempRoot, 'pages'));
  const browser = await launchBrowser();
  try {
    const state = await loggedInState(browser, server.url, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const loads: RouteLoad[] = [];
    for (const { label, route, loggedIn, budgetBytes } of ROUTE_BUDGETS) {
      const load = await measureRoute(browser, server.url, route, loggedIn ? state : undefined);
      loads.push(load);
      rows.push({
        measure: `first-load JS, ${label} (${load.scripts.length} files, gzip -9)`,
        value: kb(load.totalGzipBytes),
        budget: `≤ ${kb(budgetBytes)}`,
        met: load.totalGzipBytes <= budgetBytes,
      });
    }
    return loads;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  if (!existsSync('dist/index.html')) {
    console.log('dist/ is missing: building the app first…');
    execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  }
  const tempRoot = mkdtempSync(join(tmpdir(), 'gulfpay-bench-'));
  const cleanUp = () => rmSync(tempRoot, { recursive: true, force: true });
  process.once('SIGINT', () => {
    void stopAllServers().finally(() => {
      cleanUp();
      process.exit(130);
    });
  });
  const rows: Row[] = [];
  try {
    const loads = await measureFirstLoads(tempRoot, rows);
    await measureStartups(tempRoot, rows);
    printTable(rows);
    printLargestChunks(loads);
  } finally {
    cleanUp();
  }
  const missed = rows.filter((row) => !row.met);
  console.log(missed.length === 0 ? '\nAll budgets met.' : `\n${missed.length} budget(s) missed.`);
  process.exitCode = missed.length === 0 ? 0 : 1;
}

await main();
