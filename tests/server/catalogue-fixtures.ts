import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { queryable } from '../../server/db/handle.ts';
import type {
  CatalogueCheckoutRequest,
  CatalogueCheckoutResponse,
} from '../../src/domain/contracts/catalogue';
import { pressSandbox } from './modules/payments/fixtures.ts';

export const SHOP = '/api/v1/plugins/catalogue';
export const CUSTOMER = { name: 'Fatima Al-Sabah', phone: '+96550001234', email: 'fatima@example.com' };

type Line = CatalogueCheckoutRequest['lines'][number];
export const line = (slug: string, quantity = 1, fields: Record<string, string> = {}): Line => ({
  slug,
  quantity,
  fields,
});

/** The demo shop seen by a customer: checkout, stock and the orders it leaves behind. */
export function shopFixtures(app: FastifyInstance) {
  const post = (path: string, payload: object, lang = 'en', key?: string) =>
    app.inject({
      method: 'POST',
      url: `${SHOP}${path}`,
      payload,
      headers: { 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const checkout = (
    lines: Line[],
    total: string,
    more: Partial<CatalogueCheckoutRequest> = {},
    lang = 'en',
  ) => post('/invoice/checkout', { lines, total, customer: CUSTOMER, gateway_code: 'knet', ...more }, lang);
  const stockOf = async (slug: string): Promise<number | null> =>
    (
      await queryable(app.db)
        .selectFrom('catalogue_products')
        .select('inventory')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).inventory;
  const setStock = (slug: string, inventory: number | null) =>
    queryable(app.db).updateTable('catalogue_products').set({ inventory }).where('slug', '=', slug).execute();
  const orderOf = (transactionId: string) =>
    queryable(app.db)
      .selectFrom('catalogue_orders')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();
  return { post, checkout, stockOf, setStock, orderOf };
}

export const attemptOf = (redirect: string | null) =>
  redirect?.split('/gateway/sandbox/')[1]?.split(/[?#]/)[0] ?? '';

export const placed = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return res.json<CatalogueCheckoutResponse>();
};

/** The customer pays an order again after a decline, through the pay page, and the bank approves. */
export async function retryAndApprove(
  app: FastifyInstance,
  transactionId: string,
  gateway = 'knet',
): Promise<void> {
  const retry = await app.inject({
    method: 'POST',
    url: `${SHOP}/transaction/pay/${transactionId}`,
    payload: { gateway_code: gateway },
  });
  if (retry.statusCode !== 200) throw new Error(`retry: ${retry.statusCode} ${retry.body}`);
  await pressSandbox(app, retry.json<{ attempt_id: string }>().attempt_id, 'approve');
}
