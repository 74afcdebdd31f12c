/**
 * The shop's product list API under load: `npx tsx bench/catalogue.ts [pglite|postgres|all]`.
 * Adds 10,000 products to the demo shop, starts the production server on them and measures
 * p50/p95 of the list's search, category filter and price and newest orders with autocannon at
 * BENCH_CONNECTIONS concurrent clients (default 10), on PGlite and PostgreSQL. Budget (issue
 * 21): p95 ≤ 20 ms at the server.
 */
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { type DatabaseOptions, openDatabase } from '../server/db/database';
import { percentile, progress, type Row } from './report';
import { benchOnSeededDatabases } from './seeded-databases';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = 10_000;
const BUDGET_MS = 20;
const WARM_UP_S = 1;
const MEASURE_S = 5;

const WORDS = ['oud', 'musk', 'amber', 'rose', 'saffron', 'dates', 'coffee', 'brass', 'cushion', 'lantern'];

/** The demo shop and 10,000 more products spread over its categories, prices and ages. */
async function fill(options: DatabaseOptions) {
  const db = await openDatabase(options);
  try {
    const shop = await db.selectFrom('catalogue_config').select('merchant_id').executeTakeFirstOrThrow();
    const words = sql.join(WORDS.map((word) => sql.lit(word)));
    await sql`
      INSERT INTO catalogue_products
        (merchant_id, slug, category_id, name_en, name_ar, price_minor, discounted_price_minor, inventory, images, created_at)
      SELECT ${shop.merchant_id}, 'bench-' || n,
        (SELECT id FROM catalogue_categories WHERE merchant_id = ${shop.merchant_id} ORDER BY id OFFSET n % 3 LIMIT 1),
        initcap((ARRAY[${words}])[1 + n % 10]) || ' gift ' || n, 'هدية ' || n,
        1000 + (n * 7919) % 90000,
        CASE WHEN n % 5 = 0 THEN 500 + (n * 7919) % 90000 / 2 END,
        CASE WHEN n % 4 = 0 THEN NULL ELSE n % 30 END,
        '["/demo/catalogue/thermos.svg"]'::jsonb,
        now() - n * interval '1 minute'
      FROM generate_series(1, ${PRODUCTS}) AS n
    `.execute(db);
  } finally {
    await db.destroy();
  }
}

async function latency(url: string) {
  const latencies: number[] = [];
  const run = (duration: number) => autocannon({ url, connections: CONNECTIONS, duration, timeout: 20 });
  await run(WARM_UP_S);
  const measured = run(MEASURE_S);
  measured.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await measured;
  const unanswered = latencies.length ? 0 : CONNECTIONS;
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures: result.non2xx + result.errors + result.timeouts + unanswered,
  };
}

async function measure(name: string, baseUrl: string, rows: Row[]) {
  const list = `${baseUrl}/api/v1/plugins/catalogue/product`;
  const cases: [string, string][] = [
    ['newest, first page', `${list}?limit=12`],
    ['newest, page 40', `${list}?limit=12&offset=480`],
    ['price low to high', `${list}?sort=price_asc&limit=12`],
    ['price high to low', `${list}?sort=price_desc&limit=12`],
    ['category', `${list}?category=dates-sweets&limit=12`],
    ['category, price low to high', `${list}?category=perfumes&sort=price_asc&limit=12`],
    ['search "saffron"', `${list}?search=saffron&limit=12`],
    ['search Arabic "هدية 77"', `${list}?search=${encodeURIComponent('هدية 77')}&limit=12`],
  ];
  for (const [label, url] of cases) {
    progress(`${name}: ${label}`);
    const result = await latency(url);
    const failed = result.failures ? ` (${result.failures} failed)` : '';
    rows.push({
      measure: `${name}, ${(PRODUCTS + 30).toLocaleString('en-US')} products, ${CONNECTIONS} conn: ${label}`,
      value: `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms${failed}`,
      budget: `p95 ≤ ${BUDGET_MS} ms`,
      met: result.failures === 0 && result.p95 <= BUDGET_MS,
    });
  }
}

await benchOnSeededDatabases('catalogue', {
  fill: async (database, engine) => {
    progress(`${engine}: adding the products`);
    await fill(database);
  },
  measure,
});
