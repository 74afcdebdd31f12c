import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import { expireDue } from '../../server/modules/payments/transactions.ts';
import type {
  CatalogueStore,
  CheckoutConflict,
  ProductDetail,
  ProductPage,
  UnitConfig,
} from '../../src/domain/contracts/catalogue';
import { formatAmount } from '../../src/domain/money';
import { attemptOf, line, placed, SHOP, shopFixtures } from './catalogue-fixtures.ts';
import { createTestApp } from './helper.ts';
import { pressSandbox } from './modules/payments/fixtures.ts';

/**
 * Stock per store (issue 21): the demo counts sandalwood oil (Salmiya 6, Kuwait City 3),
 * the finjan set (8, 5) and majlis bakhoor (0, 40) at each store.
 */
const app = await createTestApp();

const stores = await queryable(app.db).selectFrom('catalogue_stores').select(['id', 'name_en']).execute();
const storeId = (name: string) => stores.find((store) => store.name_en === name)?.id ?? 0;
const SALMIYA = storeId('Salmiya store');
const CITY = storeId('Kuwait City store');

const shop = shopFixtures(app);
const checkout = (
  lines: Parameters<typeof shop.checkout>[0],
  total: string,
  store: number | null,
  lang = 'en',
) => shop.checkout(lines, total, { store }, lang);

const productId = async (slug: string) =>
  (
    await queryable(app.db)
      .selectFrom('catalogue_products')
      .select(['id', 'inventory'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
  ).id;

/** Each store's units of a product: [Salmiya, Kuwait City]. */
async function stockAt(slug: string): Promise<[number | null, number | null]> {
  const rows = await queryable(app.db)
    .selectFrom('catalogue_product_stores')
    .select(['store_id', 'inventory'])
    .where('product_id', '=', await productId(slug))
    .execute();
  const at = (id: number) => rows.find((row) => row.store_id === id)?.inventory ?? null;
  return [at(SALMIYA), at(CITY)];
}
async function setStockAt(slug: string, store: number, inventory: number) {
  await queryable(app.db)
    .updateTable('catalogue_product_stores')
    .set({ inventory })
    .where('product_id', '=', await productId(slug))
    .where('store_id', '=', store)
    .execute();
}
const orderState = async (transactionId: string) => (await shop.orderOf(transactionId)).state;
const get = <T>(path: string) => app.inject({ url: `${SHOP}${path}` }).then((res) => res.json<T>());

describe('what the shop says of stock per store', () => {
  it('counts a product as the sum of its stores, sold out only when every store is', async () => {
    const detail = await get<ProductDetail>('/product/bakhoor-majlis');
    expect(detail.inventory).toBe(40);
    expect((await get<UnitConfig>('/product/unit_config/sandal-oil')).inventory).toBe(9);
    const page = await get<ProductPage>('/product?search=finjan');
    expect(page.results.map((product) => [product.slug, product.inventory])).toEqual([['finjan-set', 13]]);
  });

  it('tells, per store, how many can be bought there', async () => {
    const answer = await get<CatalogueStore[]>('/stores?product_slugs=bakhoor-majlis,musk-tahara');
    expect(answer.map((store) => [store.id, store.product_slugs.sort(), store.stock])).toEqual([
      [SALMIYA, ['bakhoor-majlis', 'musk-tahara'], { 'bakhoor-majlis': 0 }],
      [CITY, ['bakhoor-majlis', 'musk-tahara'], { 'bakhoor-majlis': 40 }],
    ]);
  });

  it('leaves out a store that has stopped selling', async () => {
    await queryable(app.db)
      .updateTable('catalogue_stores')
      .set({ is_active: false })
      .where('id', '=', CITY)
      .execute();
    try {
      expect((await get<ProductDetail>('/product/bakhoor-majlis')).inventory).toBe(0);
      expect((await checkout([line('bakhoor-majlis')], '7.250', CITY)).statusCode).toBe(400);
    } finally {
      await queryable(app.db)
        .updateTable('catalogue_stores')
        .set({ is_active: true })
        .where('id', '=', CITY)
        .execute();
    }
  });
});

describe('checking out a product stocked per store', () => {
  it('needs the store, in the customer’s language', async () => {
    const res = await checkout([line('finjan-set')], '6.250', null, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ store: ['اختر متجرًا لاستلام طقم فناجين ستة منه'] });
  });

  it('takes from the chosen store only, and refuses a store that has none', async () => {
    const before = await stockAt('finjan-set');
    const order = placed(await checkout([line('finjan-set', 2)], '12.500', CITY));
    expect(await stockAt('finjan-set')).toEqual([before[0], (before[1] ?? 0) - 2]);
    expect((await pressSandbox(app, attemptOf(order.redirect_url), 'approve')).statusCode).toBe(303);
    expect(await orderState(order.transaction_id)).toBe('sold');

    const none = await checkout([line('bakhoor-majlis'), line('musk-tahara')], '11.750', SALMIYA, 'ar');
    expect(none.statusCode).toBe(409);
    const body = none.json<CheckoutConflict>();
    expect(body.message).toBe('عذرًا، نفد بخور المجلس في متجر السالمية أثناء إتمام طلبك. تم تحديث سلتك.');
    expect(body.quote?.lines.map((quoted) => quoted.slug)).toEqual(['musk-tahara']);
    expect(await stockAt('bakhoor-majlis')).toEqual([0, 40]);

    // More than the store has: the cart comes back cut to the store's units, priced again.
    const city = (await stockAt('finjan-set'))[1] ?? 0;
    const short = await checkout(
      [line('finjan-set', city + 1)],
      formatAmount((city + 1) * 6_250, 'KWD'),
      CITY,
    );
    expect(short.statusCode).toBe(409);
    expect(short.json<CheckoutConflict>().quote?.lines).toEqual([
      expect.objectContaining({ slug: 'finjan-set', quantity: city }),
    ]);
  });

  it('gives the units back to the store they came from when the payment is declined or the hold expires', async () => {
    const before = await stockAt('sandal-oil');
    const declined = placed(await checkout([line('sandal-oil', 2)], '24.600', SALMIYA));
    const expiring = placed(await checkout([line('sandal-oil')], '12.300', CITY));
    expect(await stockAt('sandal-oil')).toEqual([(before[0] ?? 0) - 2, (before[1] ?? 0) - 1]);
    await pressSandbox(app, attemptOf(declined.redirect_url), 'decline');
    expect(await stockAt('sandal-oil')).toEqual([before[0], (before[1] ?? 0) - 1]);
    await expireDue(app.db, new Date(Date.now() + 21 * 60_000));
    expect(await orderState(expiring.transaction_id)).toBe('released');
    expect(await stockAt('sandal-oil')).toEqual(before);
  });
});

describe('a payment after its hold was released, stocked per store', () => {
  async function declined(slug: string, total: string, store: number) {
    const order = placed(await checkout([line(slug)], total, store));
    await pressSandbox(app, attemptOf(order.redirect_url), 'decline');
    return order.transaction_id;
  }
  async function retryAndApprove(transactionId: string) {
    const retry = await app.inject({
      method: 'POST',
      url: `${SHOP}/transaction/pay/${transactionId}`,
      payload: { gateway_code: 'knet' },
    });
    expect(retry.statusCode).toBe(200);
    await pressSandbox(app, retry.json<{ attempt_id: string }>().attempt_id, 'approve');
  }

  it('takes the store’s units again when they are still there', async () => {
    await setStockAt('finjan-set', SALMIYA, 1);
    const transaction = await declined('finjan-set', '6.250', SALMIYA);
    await retryAndApprove(transaction);
    expect(await orderState(transaction)).toBe('sold');
    expect((await stockAt('finjan-set'))[0]).toBe(0);
  });

  it('flags the order when the store’s units have gone, though another store has some', async () => {
    await setStockAt('sandal-oil', SALMIYA, 1);
    const transaction = await declined('sandal-oil', '12.300', SALMIYA);
    placed(await checkout([line('sandal-oil')], '12.300', SALMIYA));
    const city = (await stockAt('sandal-oil'))[1];
    await retryAndApprove(transaction);
    expect(await orderState(transaction)).toBe('needs_attention');
    expect(await stockAt('sandal-oil')).toEqual([0, city]);
  });
});

describe('racing customers at one store', () => {
  it('sells its last 5 units to exactly 5 of 50 checkouts; the other store keeps its own', async () => {
    await setStockAt('bakhoor-majlis', SALMIYA, 5);
    const city = (await stockAt('bakhoor-majlis'))[1];
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => checkout([line('bakhoor-majlis')], '7.250', SALMIYA, 'ar')),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(45);
    expect(answers.find((res) => res.statusCode === 409)?.json<CheckoutConflict>().message).toContain(
      'متجر السالمية',
    );
    expect(await stockAt('bakhoor-majlis')).toEqual([0, city]);
  });
});
