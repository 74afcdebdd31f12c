// `npm run bench:lighthouse`: Lighthouse 12's mobile audit of every customer page and the two
// main dashboard pages, in English and Arabic, with the server on core 0 and Chromium on
// core 1. Devtools throttling (562.5 ms request latency, slow 4G, 4× CPU) is the gate, median of
// BENCH_LH_RUNS (default 5); one simulated-throttling run per page is printed for information.
// BENCH_LH_PAGES=pay,menu limits the pages (by key). Run `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { type Budget, type Session, signIn, targets } from './lighthouse-pages';
import { median, printTable, progress, type Row, seconds } from './report';
import { startServer, stopAllServers } from './server';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const ONLY = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
const LANGS = ['en', 'ar'] as const;
const CHROMIUM = fileURLToPath(new URL('./chromium-core-1.sh', import.meta.url));
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

interface Sample {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  chainDepth: number;
  benchmarkIndex: number;
}

/**
 * One Lighthouse navigation in a new tab. Lighthouse clears the origin's storage and the
 * cache before it loads the page (a first visit), so a session is put back by a script that
 * runs before any of the page's own, as the app keeps it after a login.
 */
async function audit(
  browserURL: string,
  url: string,
  throttlingMethod: 'devtools' | 'simulate',
  session?: Session,
): Promise<Sample> {
  // A connection per audit: Lighthouse detaches its session when done, which leaves a
  // reused connection unable to open the next tab.
  const browser = await puppeteer.connect({ browserURL });
  const page = await browser.newPage();
  try {
    if (session) {
      await page.evaluateOnNewDocument((tokens: Session) => {
        if (location.protocol !== 'http:') return;
        localStorage.setItem('access_token', tokens.access);
        localStorage.setItem('refresh_token', tokens.refresh);
      }, session);
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
        throttlingMethod,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A lost session redirects to the login page: its figures would be the wrong page's.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = lhr.audits['network-requests']?.details;
    const chains = lhr.audits['critical-request-chains']?.details;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      requests: requests?.type === 'table' ? requests.items.length : Number.NaN,
      chainDepth: chains?.type === 'criticalrequestchain' ? chains.longestChain.length : Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const spread = (values: number[], format: (value: number) => string) => {
  const order = sorted(values);
  return [order[0], median(values), order[order.length - 1]].map((v) => format(v ?? Number.NaN)).join(' / ');
};
const score = (value: number) => String(value);
const ms = (value: number) => `${Math.round(value)} ms`;
const shift = (value: number) => value.toFixed(3);

function rowsFor(label: string, budget: Budget, samples: Sample[], simulated: Sample, load: number): Row[] {
  const of = (pick: (sample: Sample) => number) => samples.map(pick);
  const medianOfRuns = (pick: (sample: Sample) => number) => median(of(pick));
  const judged = (
    measure: string,
    pick: (sample: Sample) => number,
    format: (v: number) => string,
    limit?: number,
    atLeast = false,
  ) => {
    const values = of(pick);
    return {
      measure: `${label}: ${measure} (devtools, min / median / max of ${samples.length})`,
      value: spread(values, format),
      budget: limit === undefined ? '—' : `median ${atLeast ? '≥' : '≤'} ${format(limit)}`,
      met: limit === undefined ? null : atLeast ? median(values) >= limit : median(values) <= limit,
    };
  };
  return [
    judged('performance', (s) => s.performance, score, budget.performance, true),
    judged('LCP', (s) => s.lcpMs, seconds, budget.lcpMs),
    judged('TBT', (s) => s.tbtMs, ms, budget.tbtMs),
    judged('CLS', (s) => s.cls, shift, budget.cls),
    judged('accessibility', (s) => s.accessibility, score),
    judged('first-load requests', (s) => s.requests, score, budget.requests),
    judged('critical request chain depth', (s) => s.chainDepth, score, budget.chainDepth),
    {
      measure: `${label}: load average (1 min) before, benchmarkIndex (median)`,
      value: `${load.toFixed(2)}, ${Math.round(medianOfRuns((s) => s.benchmarkIndex))}`,
      budget: '—',
      met: null,
    },
    {
      measure: `${label}: simulated throttling, 1 run (information)`,
      value: `perf ${simulated.performance}, LCP ${seconds(simulated.lcpMs)}, TBT ${ms(simulated.tbtMs)}, CLS ${shift(simulated.cls)}`,
      budget: '—',
      met: null,
    },
  ];
}

async function main() {
  const tempRoot = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const rows: Row[] = [];
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    progress('starting the server on core 0 (a fresh data dir is seeded first)');
    const server = await startServer(join(tempRoot, 'data'), { staticDir: 'dist', cores: '0' });
    const browser = `http://127.0.0.1:${chrome.port}`;
    const session = await signIn(server.url);
    for (const target of await targets(server.url, session.access, ONLY)) {
      for (const lang of LANGS) {
        const label = `${target.name} /${lang}`;
        const url = `${server.url}${target.path(lang)}`;
        const load = loadavg()[0] ?? Number.NaN;
        const sessionFor = target.signedIn ? session : undefined;
        try {
          const samples: Sample[] = [];
          for (let run = 1; run <= RUNS; run += 1) {
            progress(`${label}: devtools run ${run} of ${RUNS}`);
            samples.push(await audit(browser, url, 'devtools', sessionFor));
          }
          progress(`${label}: simulated run`);
          const simulated = await audit(browser, url, 'simulate', sessionFor);
          const pageRows = rowsFor(label, target.budget, samples, simulated, load);
          // Each page's figures as they come: a long run stopped early keeps what it measured.
          for (const row of pageRows) progress(`${row.measure}: ${row.value}`);
          rows.push(...pageRows);
        } catch (error) {
          // One page that cannot be audited fails its budget without losing the others' figures.
          rows.push({ measure: `${label}: audit`, value: String(error), budget: 'runs', met: false });
        }
      }
    }
  } finally {
    chrome.kill();
    await stopAllServers();
    rmSync(tempRoot, { recursive: true, force: true });
  }
  printTable(rows);
  const met = rows.filter((row) => row.met !== null);
  console.log(
    `\nbudgets met: ${met.filter((row) => row.met).length} of ${met.length}` +
      met.map((row) => `\n  met=${row.met} ${row.measure}`).join(''),
  );
  if (met.some((row) => row.met === false)) process.exitCode = 1;
}

await main();
