import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { Database } from '../../../../server/db/types.ts';
import type { ProductPage } from '../../../../src/domain/contracts/catalogue';
import { createTestInstances, usingPostgres } from '../../helper.ts';

/**
 * The product list is answered from an in-memory index (catalogue/product-index.ts): it must
 * list exactly what the database would, and follow changes made through another instance.
 */
const [app, other] = await createTestInstances();
const db = queryable(app.db);
const SHOP = '/api/v1/plugins/catalogue';

const merchantId = (await db.selectFrom('catalogue_config').select('merchant_id').executeTakeFirstOrThrow())
  .merchant_id;
const categories = await db
  .selectFrom('catalogue_categories')
  .select(['id', 'slug'])
  .where('merchant_id', '=', merchantId)
  .orderBy('id')
  .execute();

// Names a customer could type parts of: mixed case, Arabic, LIKE's wildcards and escape, accents.
const NAMES: [string, string][] = [
  ['Saffron 50% OFF', 'زعفران ٥٠٪'],
  ['saffron_threads', 'خيوط_زعفران'],
  ['SAFFRON Royal', 'زعفران ملكي'],
  ['Back\\slash oud', 'عود\\مائل'],
  ['Café Latte', 'قهوة لاتيه'],
  ['CAFÉ noir', 'قهوة سوداء'],
  ['Oud 100%', 'عود ١٠٠٪'],
  ['Rose water', 'ماء ورد'],
  ['rose_water', 'ماء_ورد'],
  ['Taif Rose', 'ورد طائفي'],
];
const SEARCHES = [
  'saffron',
  'SAFFRON',
  'SaFfRoN',
  '50%',
  '%',
  '_',
  'n_t',
  'e_w',
  '\\',
  'café',
  'CAFÉ',
  'Café',
  'زعفران',
  'قهوة',
  '٪',
  'ورد',
  '_ورد',
  'rose',
  'o',
  ' ',
  'Royal',
  'nothing like this',
];

await db
  .insertInto('catalogue_products')
  .values(
    Array.from({ length: 120 }, (_, n) => {
      const [en, ar] = NAMES[n % NAMES.length] as [string, string];
      return {
        merchant_id: merchantId,
        slug: `oracle-${n}`,
        category_id: n % 4 === 3 ? null : (categories[n % categories.length]?.id ?? null),
        name_en: `${en} ${n % 7}`,
        name_ar: `${ar} ${n % 5}`,
        // Few distinct prices and times: ties must be broken by id.
        price_minor: 1000 + (n % 6) * 250,
        discounted_price_minor: n % 5 === 0 ? 900 : null,
        created_at: new Date(Date.UTC(2026, 10, 1 + (n % 9))),
        is_active: n % 11 !== 0,
        archived_at: n % 13 === 0 ? new Date() : null,
      };
    }),
  )
  .execute();

interface Query {
  sort: 'newest' | 'price_asc' | 'price_desc';
  category?: string;
  search?: string;
  offset: number;
  limit: number;
}

async function list(instance: typeof app, query: Query): Promise<ProductPage> {
  const params = new URLSearchParams({
    sort: query.sort,
    offset: String(query.offset),
    limit: String(query.limit),
    ...(query.category === undefined ? {} : { category: query.category }),
    ...(query.search === undefined ? {} : { search: query.search }),
  });
  const res = await instance.inject({ url: `${SHOP}/product?${params}` });
  if (res.statusCode !== 200) throw new Error(`${params}: ${res.statusCode} ${res.body}`);
  return res.json<ProductPage>();
}

/** The list as plain SQL says it is: ILIKE in either language, the price paid, ids breaking ties. */
async function oracle(query: Query): Promise<{ count: number; slugs: string[] }> {
  const conditions = [sql`p.merchant_id = ${merchantId}`, sql`p.is_active`, sql`p.archived_at IS NULL`];
  if (query.category) {
    conditions.push(
      sql`p.category_id = (SELECT id FROM catalogue_categories WHERE merchant_id = ${merchantId} AND slug = ${query.category})`,
    );
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(p.name_en ILIKE ${pattern} OR p.name_ar ILIKE ${pattern})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const order = {
    newest: sql`p.created_at DESC, p.id DESC`,
    price_asc: sql`coalesce(p.discounted_price_minor, p.price_minor) ASC, p.id ASC`,
    price_desc: sql`coalesce(p.discounted_price_minor, p.price_minor) DESC, p.id DESC`,
  }[query.sort];
  const rows = await sql<{ slug: string }>`
    SELECT p.slug FROM catalogue_products p WHERE ${where} ORDER BY ${order}
    LIMIT ${query.limit} OFFSET ${query.offset}`.execute(db);
  const counted = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM catalogue_products p WHERE ${where}`.execute(db);
  return { count: counted.rows[0]?.n ?? 0, slugs: rows.rows.map((row) => row.slug) };
}

const queries = fc.record(
  {
    sort: fc.constantFrom('newest' as const, 'price_asc' as const, 'price_desc' as const),
    category: fc.constantFrom(...categories.map((category) => category.slug), 'no-such-category'),
    search: fc.oneof(
      fc.constantFrom(...SEARCHES),
      fc
        .constantFrom(...NAMES.flat())
        .chain((name) =>
          fc
            .tuple(fc.nat(name.length), fc.nat(name.length))
            .map(([a, b]) => name.slice(Math.min(a, b), Math.max(a, b) + 1)),
        ),
    ),
    offset: fc.oneof(fc.constantFrom(0, 0, 12), fc.nat(160)),
    limit: fc.integer({ min: 1, max: 50 }),
  },
  { requiredKeys: ['sort', 'offset', 'limit'] },
);

async function expectOracle(instance: typeof app, query: Query) {
  const [page, expected] = await Promise.all([list(instance, query), oracle(query)]);
  expect({ query, count: page.count, slugs: page.results.map((product) => product.slug) }).toEqual({
    query,
    ...expected,
  });
}

const rename = (slug: string, name_en: string) =>
  db.updateTable('catalogue_products').set({ name_en }).where('slug', '=', slug).execute();

describe('the shop’s product index', () => {
  it('lists, orders, pages and counts exactly what the database matches', async () => {
    await fc.assert(
      fc.asyncProperty(queries, (query) => expectOracle(app, query)),
      { numRuns: 300 },
    );
  });

  it('pages every list without repeating or skipping a product', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
      const seen: string[] = [];
      for (let offset = 0; offset < 200; offset += 9) {
        seen.push(...(await list(app, { sort, offset, limit: 9 })).results.map((p) => p.slug));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual((await oracle({ sort, offset: 0, limit: 500 })).slugs);
    }
  });

  it('shows a change made through another instance on the next request', async () => {
    const newest = { sort: 'newest' as const, offset: 0, limit: 5 };
    await list(app, newest);
    await list(other, newest);
    const changes: [string, () => Promise<unknown>][] = [
      [
        'a price',
        () =>
          db
            .updateTable('catalogue_products')
            .set({ price_minor: 1, discounted_price_minor: null })
            .where('slug', '=', 'oracle-7')
            .execute(),
      ],
      [
        'an archive',
        () =>
          db
            .updateTable('catalogue_products')
            .set({ archived_at: new Date() })
            .where('slug', '=', 'oracle-8')
            .execute(),
      ],
      ['a name', () => rename('oracle-9', 'Unicorn lantern')],
      [
        'a category move',
        () =>
          db
            .updateTable('catalogue_products')
            .set({ category_id: categories[0]?.id ?? null })
            .where('slug', '=', 'oracle-10')
            .execute(),
      ],
      [
        'a new product',
        () =>
          db
            .insertInto('catalogue_products')
            .values({
              merchant_id: merchantId,
              slug: 'oracle-new',
              name_en: 'Brand new unicorn',
              name_ar: 'جديد',
              price_minor: 5,
              created_at: new Date(Date.UTC(2027, 0, 1)),
            })
            .execute(),
      ],
      ['a deletion', () => db.deleteFrom('catalogue_products').where('slug', '=', 'oracle-1').execute()],
      [
        'a category’s new slug',
        () =>
          db
            .updateTable('catalogue_categories')
            .set({ slug: 'renamed-category' })
            .where('id', '=', categories[0]?.id ?? 0)
            .execute(),
      ],
    ];
    const probes: Query[] = [
      newest,
      { sort: 'price_asc', offset: 0, limit: 5 },
      { sort: 'newest', search: 'unicorn', offset: 0, limit: 10 },
      { sort: 'price_desc', category: categories[0]?.slug, offset: 0, limit: 50 },
      { sort: 'price_desc', category: 'renamed-category', offset: 0, limit: 50 },
      { sort: 'newest', offset: 100, limit: 40 },
    ];
    for (const [, change] of changes) {
      await change();
      for (const probe of probes) {
        // Each instance keeps its own index: both follow.
        await expectOracle(other, probe);
        await expectOracle(app, probe);
      }
    }
    expect((await list(app, { sort: 'price_asc', offset: 0, limit: 2 })).results.map((p) => p.slug)).toEqual([
      'oracle-7',
      'oracle-new',
    ]);
    expect(
      (await list(other, { sort: 'newest', search: 'UNICORN', offset: 0, limit: 5 })).results.map(
        (p) => p.slug,
      ),
    ).toEqual(['oracle-new', 'oracle-9']);
  });

  it('answers a page with one query, stock per store included, also right after a change it does not show', async () => {
    const query: Query = { sort: 'newest', offset: 0, limit: 12 };
    await list(app, query);
    expect(await catalogueQueries(() => list(app, query))).toHaveLength(1);
    await db.updateTable('catalogue_products').set({ inventory: 3 }).where('slug', '=', 'oracle-4').execute();
    expect(await catalogueQueries(() => list(app, query))).toHaveLength(1);
    // A change the page does not show is caught up with in that same query.
    await rename('oracle-0', 'Archived, renamed');
    await db
      .updateTable('catalogue_categories')
      .set({ name_en: 'Renamed' })
      .where('id', '=', categories[1]?.id ?? 0)
      .execute();
    expect(await catalogueQueries(() => list(app, query))).toHaveLength(1);
    await expectOracle(app, query);
  });

  // Two writers racing on PostgreSQL: the second stamps only once the first committed, so a
  // reader that saw the first's version still finds the second's change.
  it.runIf(usingPostgres)('never stamps a change below a version a reader has seen', async () => {
    const pool = db as Kysely<Database>;
    const first = await opened(pool);
    const second = await opened(pool);
    try {
      await first.run(sql`UPDATE catalogue_products SET name_en = 'First racer' WHERE slug = 'oracle-2'`);
      const secondWrite = second.run(
        sql`UPDATE catalogue_products SET name_en = 'Second racer' WHERE slug = 'oracle-3'`,
      );
      await first.run(sql`COMMIT`);
      await secondWrite;
      const racers = { sort: 'newest' as const, search: 'racer', offset: 0, limit: 10 };
      expect((await list(app, racers)).results.map((p) => p.slug)).toEqual(['oracle-2']);
      await second.run(sql`COMMIT`);
      await expectOracle(app, racers);
      expect((await list(app, racers)).count).toBe(2);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('stays exact through random changes, whichever instance answers', async () => {
    let created = 0;
    const product = fc.integer({ min: 0, max: 119 }).map((n) => `oracle-${n}`);
    const change = fc.oneof(
      fc.record({ slug: product, price: fc.integer({ min: 1, max: 3000 }), off: fc.boolean() }).map(
        ({ slug, price, off }) =>
          () =>
            db
              .updateTable('catalogue_products')
              .set({ price_minor: price, discounted_price_minor: off && price > 1 ? price - 1 : null })
              .where('slug', '=', slug)
              .execute(),
      ),
      fc.record({ slug: product, archived: fc.boolean(), active: fc.boolean() }).map(
        ({ slug, archived, active }) =>
          () =>
            db
              .updateTable('catalogue_products')
              .set({ archived_at: archived ? new Date() : null, is_active: active })
              .where('slug', '=', slug)
              .execute(),
      ),
      fc.record({ slug: product, name: fc.constantFrom(...NAMES) }).map(
        ({ slug, name }) =>
          () =>
            db
              .updateTable('catalogue_products')
              .set({ name_en: name[0], name_ar: name[1] })
              .where('slug', '=', slug)
              .execute(),
      ),
      fc.record({ slug: product, category: fc.constantFrom(null, ...categories.map((c) => c.id)) }).map(
        ({ slug, category }) =>
          () =>
            db
              .updateTable('catalogue_products')
              .set({ category_id: category })
              .where('slug', '=', slug)
              .execute(),
      ),
      fc.constantFrom(...NAMES).map(
        ([en, ar]) =>
          () =>
            db
              .insertInto('catalogue_products')
              .values({
                merchant_id: merchantId,
                slug: `oracle-added-${created++}`,
                name_en: en,
                name_ar: ar,
                price_minor: 1200,
                category_id: categories[created % categories.length]?.id ?? null,
                created_at: new Date(Date.UTC(2026, 10, 1 + (created % 9))),
              })
              .execute(),
      ),
      product.map((slug) => () => db.deleteFrom('catalogue_products').where('slug', '=', slug).execute()),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(change, fc.boolean(), queries), { minLength: 1, maxLength: 4 }),
        async (steps) => {
          for (const [apply, onOther, query] of steps) {
            const instance = onOther ? other : app;
            // Asked before and after: the list kept for the index before the change is mended.
            await expectOracle(instance, query);
            await apply();
            await expectOracle(instance, query);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

/** The catalogue statements the app sends while `run` runs. */
async function catalogueQueries(run: () => Promise<unknown>): Promise<string[]> {
  const sent = vi.spyOn(db.getExecutor(), 'executeQuery');
  try {
    await run();
    return sent.mock.calls.map(([query]) => query.sql).filter((text) => text.includes('catalogue'));
  } finally {
    sent.mockRestore();
  }
}

/** A transaction on a connection of its own, held open until closed. */
async function opened(pool: Kysely<Database>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let connection: Kysely<Database> | null = null;
  const ready = new Promise<void>((resolve) => {
    void pool.connection().execute(async (conn) => {
      connection = conn;
      resolve();
      await held;
    });
  });
  await ready;
  const conn = connection as unknown as Kysely<Database>;
  await sql`BEGIN`.execute(conn);
  return {
    run: (statement: ReturnType<typeof sql>) => statement.execute(conn),
    close: async () => {
      await sql`ROLLBACK`.execute(conn).catch(() => undefined);
      release();
    },
  };
}
