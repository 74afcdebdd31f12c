/**
 * The shop's product list API under load: `npx tsx bench/catalogue.ts [pglite|postgres|all]`.
 * Adds 10,000 products with varied English and Arabic names to the demo shop, starts the
 * production server on them and sends BENCH_CONNECTIONS concurrent clients (default 10) through
 * a mix of lists: every order and category over several pages, a far page, and searches in
 * both languages (common words, rarer phrases, a word nothing matches). Budget (issue 21):
 * p95 ≤ 20 ms at the server.
 *
 * The server answers lists from an index of the shop's products kept in memory: after a product
 * changes, the first request reads what changed. That is measured on its own ("cold": every
 * list's first page, ten at a time, right after a staff member changes a price, or deletes a
 * product), over COLD_ROUNDS rounds of each: one round is 43 requests, whose p95 is its two
 * slowest, so a single round measures a pause more than the change. The rounds' clients keep
 * their connections open, as a browser does: ten opened at one instant cost the first answers
 * about 10 ms whatever changed. A round after no change at all is the control. Then the mix
 * runs for MEASURE_S seconds ("warm"), each request a list and page drawn at random.
 * BENCH_BEFORE_ENTRY=<dist-server/main.js of an older build> measures that build first, on its
 * own freshly seeded database, for a before/after at the same load.
 */
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { type DatabaseOptions, openDatabase } from '../server/db/database';
import { logIn } from './api';
import { ADJECTIVES, NOUNS, ORIGINS, SIZES } from './catalogue-names';
import { percentile, progress, type Row } from './report';
import { benchOnSeededDatabases } from './seeded-databases';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = 10_000;
const BUDGET_MS = 20;
const MEASURE_S = Number(process.env.BENCH_MEASURE_S ?? 10);
const LIMIT = 12;
const WARM_UP_S = 6;
const GROUP_S = Number(process.env.BENCH_GROUP_S ?? 4);
const COLD_ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 12);

const array = (values: (string | number)[]) => sql`ARRAY[${sql.join(values.map((value) => sql.lit(value)))}]`;

/** Products the cold rounds change through the admin API: one repriced each round, another deleted each round (no orders hold any). */
const changed = { repriced: 0, deleted: [] as number[] };

/** The demo shop and 10,000 more products spread over its categories, prices, stock and ages. */
async function fill(options: DatabaseOptions) {
  const db = await openDatabase(options);
  try {
    const shop = await db.selectFrom('catalogue_config').select('merchant_id').executeTakeFirstOrThrow();
    const part = (list: string[][], lang: 0 | 1, index: string) =>
      sql`(${array(list.map((entry) => entry[lang] as string))})[1 + ${sql.raw(index)}]`;
    const noun = 'n % 20';
    const adjective = '(n / 20) % 13';
    const origin = '(n * 7) % 10';
    const size = '(n * 3) % 8';
    const nouns = NOUNS.map(([en, ar]) => [en, ar]);
    await sql`
      INSERT INTO catalogue_products
        (merchant_id, slug, category_id, name_en, name_ar, price_minor, discounted_price_minor, inventory, images, created_at)
      SELECT ${shop.merchant_id}, 'bench-' || n,
        (SELECT id FROM catalogue_categories WHERE merchant_id = ${shop.merchant_id} ORDER BY position, id
          OFFSET (${array(NOUNS.map(([, , category]) => category))})[1 + ${sql.raw(noun)}] LIMIT 1),
        ${part(ADJECTIVES, 0, adjective)} || ' ' || ${part(ORIGINS, 0, origin)} || ' ' || ${part(nouns, 0, noun)}
          || ', ' || ${part(SIZES, 0, size)},
        ${part(nouns, 1, noun)} || ' ' || ${part(ORIGINS, 1, origin)} || ' ' || ${part(ADJECTIVES, 1, adjective)}
          || '، ' || ${part(SIZES, 1, size)},
        1000 + (n * 7919) % 90000,
        CASE WHEN n % 5 = 0 THEN 500 + (n * 7919) % 90000 / 2 END,
        CASE WHEN n % 4 = 0 THEN NULL ELSE n % 30 END,
        '["/demo/catalogue/thermos.svg"]'::jsonb,
        now() - n * interval '1 minute'
      FROM generate_series(1, ${PRODUCTS}) AS n
    `.execute(db);
    const idOf = async (slug: string) =>
      (
        await db
          .selectFrom('catalogue_products')
          .select('id')
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).id;
    changed.repriced = await idOf('bench-1');
    for (let round = 0; round < COLD_ROUNDS; round += 1)
      changed.deleted.push(await idOf(`bench-${round + 2}`));
  } finally {
    await db.destroy();
  }
}

/** One list a customer may ask for, and the case it counts towards in the report. */
interface List {
  group: string;
  query: string;
  /** Offsets asked for in the warm mix. */
  offsets: number[];
}

const CATEGORIES = ['perfumes', 'dates-sweets', 'home-coffee'];
const SORTS = ['newest', 'price_asc', 'price_desc'];
const FIRST_PAGES = [0, 12, 24, 36, 48];
const SEARCHES_EN = [
  'saffron',
  'oud',
  'musk',
  'Taif',
  'royal',
  'dates',
  'coffee',
  'cardamom',
  'rose water',
  'Omani saffron',
  'lantern',
  'box of 12',
  'honey',
  'chocolate',
  'unicorn',
];
const SEARCHES_AR = [
  'زعفران',
  'عود',
  'مسك',
  'طائفي',
  'تمر',
  'قهوة',
  'هيل',
  'ماء ورد',
  'زعفران عماني',
  'بخور',
  'عسل',
  'فانوس',
  'زرافة',
];

function lists(): List[] {
  const all: List[] = [];
  for (const sort of SORTS) {
    const order = sort === 'newest' ? 'newest' : 'price order';
    all.push({ group: `${order}, no category`, query: `sort=${sort}`, offsets: FIRST_PAGES });
    for (const category of CATEGORIES) {
      all.push({
        group: `${order}, a category`,
        query: `sort=${sort}&category=${category}`,
        offsets: FIRST_PAGES,
      });
    }
  }
  all.push({ group: 'newest, page 40', query: 'sort=newest', offsets: [480] });
  const search = (group: string, text: string, extra = '') => ({
    group,
    query: `search=${encodeURIComponent(text)}${extra}`,
    offsets: [0, 12],
  });
  for (const text of SEARCHES_EN) all.push(search('search, English', text));
  for (const text of SEARCHES_AR) all.push(search('search, Arabic', text));
  all.push(search('search, English', 'saffron', '&sort=price_asc'));
  all.push(search('search, English', 'coffee', '&category=home-coffee'));
  all.push(search('search, Arabic', 'عود', '&sort=price_desc'));
  return all;
}

/**
 * CONNECTIONS clients (autocannon) asking for `next()` URL after URL, each as soon as its
 * answer is in, for `duration` seconds or `amount` requests; every answer's latency.
 */
async function drive(baseUrl: string, next: () => string, until: { duration: number } | { amount: number }) {
  const latencies: number[] = [];
  const run = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    timeout: 20,
    // What a browser sends: the server compresses each answer as it would for a customer.
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
    ...until,
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  return { latencies, failures: result.non2xx + result.errors + result.timeouts };
}

/** The cold rounds' connections, opened once and kept: a browser keeps its own open too. */
const keptOpen = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One answer's latency in ms, its body read (left compressed: a browser's own work is not the server's). */
function timedGet(url: string): Promise<{ ms: number; ok: boolean }> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { agent: keptOpen, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ ms: performance.now() - startedAt, ok: status >= 200 && status < 300 });
      });
    }).on('error', reject);
  });
}

/** `urls` asked by CONNECTIONS clients, each sending its next as soon as its answer is in. */
async function burst(baseUrl: string, urls: string[]): Promise<{ latencies: number[]; failures: number }> {
  const queue = [...urls];
  const latencies: number[] = [];
  let failures = 0;
  const client = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const { ms, ok } = await timedGet(`${baseUrl}${url}`);
      latencies.push(ms);
      if (!ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  return { latencies, failures };
}

/** A fixed sequence of draws, so every run (and build) meets the same mix. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function row(name: string, label: string, ms: number[], failures: number, judged: boolean): Row {
  const failed = failures ? ` (${failures} failed)` : '';
  return {
    measure: `${name}: ${label}`,
    value: `p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, n=${ms.length}${failed}`,
    budget: judged ? `p95 ≤ ${BUDGET_MS} ms` : '—',
    met: judged ? failures === 0 && percentile(ms, 95) <= BUDGET_MS : null,
  };
}

/**
 * CPU time the server's main thread (its JavaScript, and PGlite's queries) has used so far, in
 * ms: unlike latency, other work on the machine does not inflate it, so builds compare at any load.
 */
const cpuMs = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

function cpuRow(name: string, label: string, ms: number, requests: number): Row {
  return {
    measure: `${name}: server CPU per request, ${label}`,
    value: `${(ms / requests).toFixed(2)} ms (main thread, n=${requests})`,
    budget: '—',
    met: null,
  };
}

async function measure(name: string, baseUrl: string, rows: Row[], pid: number) {
  const path = (query: string, offset: number) =>
    `/api/v1/plugins/catalogue/product?${query}&limit=${LIMIT}&offset=${offset}`;
  const mix = lists();
  const draw = random(21);
  const pick = <T>(items: T[]) => items[Math.floor(draw() * items.length)] as T;
  const anyPage = (from: List[]) => () => {
    const list = pick(from);
    return path(list.query, pick(list.offsets));
  };

  // A started server compiles PGlite's WebAssembly and its own code as they run hot, for
  // seconds: lists outside the mix (one-letter searches, first and later pages) take that, so
  // "cold" below is a list's first read, not a new process.
  const warmUps = [...'abcdefghijklmnopqrstuvwxyz0123456789'].map((letter) => ({
    group: '',
    query: `search=${letter}`,
    offsets: [0, 12, 24],
  }));
  await drive(baseUrl, anyPage(warmUps), { duration: WARM_UP_S });

  // Cold: each list's first page, ten at a time, in an order that mixes lists and searches,
  // right after a catalogue change, when the server must first catch up with it.
  const firsts = () =>
    [...new Map(mix.map((list) => [list.query, list])).values()]
      .map((list) => ({ at: draw(), url: path(list.query, list.offsets[0] ?? 0) }))
      .sort((a, b) => a.at - b.at)
      .map(({ url }) => url);
  const token = await logIn(baseUrl);
  const admin = (method: string, id: number, body?: object) =>
    fetch(`${baseUrl}/api/v1/admin/catalogue/products/${id}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then((response) => {
      if (!response.ok) throw new Error(`${method} product ${id} answered ${response.status}`);
    });
  const kinds: { after: string; change: (round: number) => Promise<void>; judged: boolean }[] = [
    { after: 'after no change (control)', change: async () => {}, judged: false },
    {
      after: 'after a price change',
      change: (round) => admin('PATCH', changed.repriced, { price: round % 2 ? '10.999' : '9.999' }),
      judged: true,
    },
    {
      after: 'after a product deletion',
      change: (round) => admin('DELETE', changed.deleted[round] as number),
      judged: true,
    },
  ];
  const cold = kinds.map(() => ({ latencies: [] as number[], failures: 0, cpuMs: 0 }));
  progress(`${name}: cold, ${COLD_ROUNDS} rounds of each (load ${loadAverage()})`);
  await burst(baseUrl, firsts());
  for (let round = 0; round < COLD_ROUNDS; round += 1) {
    for (const [k, kind] of kinds.entries()) {
      const urls = firsts();
      await kind.change(round);
      const cpuBefore = cpuMs(pid);
      const measured = await burst(baseUrl, urls);
      const total = cold[k] as (typeof cold)[number];
      total.cpuMs += cpuMs(pid) - cpuBefore;
      total.latencies.push(...measured.latencies);
      total.failures += measured.failures;
    }
  }
  for (const [k, kind] of kinds.entries()) {
    const total = cold[k] as (typeof cold)[number];
    rows.push(cpuRow(name, `cold ${kind.after}`, total.cpuMs, total.latencies.length));
    rows.push(
      row(
        name,
        `cold ${kind.after}, first request of each list, ${COLD_ROUNDS} rounds`,
        total.latencies,
        total.failures,
        kind.judged,
      ),
    );
  }

  for (const group of [...new Set(mix.map((list) => list.group))]) {
    const lists = mix.filter((list) => list.group === group);
    const measured = await drive(baseUrl, anyPage(lists), { duration: GROUP_S });
    rows.push(
      row(name, `  warm: ${group} (${lists.length} lists)`, measured.latencies, measured.failures, true),
    );
  }
  progress(`${name}: warm mix for ${MEASURE_S} s (load ${loadAverage()})`);
  const cpuBefore = cpuMs(pid);
  const warm = await drive(baseUrl, anyPage(mix), { duration: MEASURE_S });
  rows.push(cpuRow(name, 'warm, all lists mixed', cpuMs(pid) - cpuBefore, warm.latencies.length));
  rows.push(
    row(name, `warm, all lists and pages mixed (load ${loadAverage()})`, warm.latencies, warm.failures, true),
  );
}

const loadAverage = () => loadavg()[0]?.toFixed(2) ?? '?';

await benchOnSeededDatabases('catalogue', {
  fill: async (database, engine) => {
    progress(`${engine}: adding the products`);
    await fill(database);
  },
  measure: (_engine, baseUrl, rows, name, server) =>
    measure(
      `${name}, ${(PRODUCTS + 30).toLocaleString('en-US')} products, ${CONNECTIONS} conn`,
      baseUrl,
      rows,
      server.pid,
    ),
  servers: process.env.BENCH_BEFORE_ENTRY
    ? [{ label: 'before', entry: process.env.BENCH_BEFORE_ENTRY }, { label: 'after' }]
    : undefined,
});
