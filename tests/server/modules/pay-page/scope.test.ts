import { describe, expect, it } from 'vitest';
import { inTransaction, queryable } from '../../../../server/db/handle.ts';
import { createTransaction } from '../../../../server/modules/payments/service.ts';
import type {
  AttemptResult,
  PayResponse,
  PayTransaction,
} from '../../../../src/domain/contracts/payments.ts';
import { POS_PAY_PLUGINS, payPageScopeMatches } from '../../../../src/domain/plugins.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { createRequest, pressSandbox } from '../payments/fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);
const merchant = await queryable(app.db).selectFrom('merchants').select('id').executeTakeFirstOrThrow();

const api = (scope: string) => `/api/v1/plugins/${scope}/transaction`;

async function createOf(plugin: string) {
  const row = await inTransaction(app.db, (trx) =>
    createTransaction(trx, {
      merchantId: merchant.id,
      plugin,
      amountMinor: 5_000,
      currency: 'KWD',
      pgCodes: ['knet'],
      customerName: `Scope ${plugin}`,
    }),
  );
  return row.id;
}

async function payWithKnet(scope: string, id: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${api(scope)}/pay/${id}`,
    payload: { gateway_code: 'knet' },
    headers: { 'idempotency-key': `scope-${scope}-${id}` },
  });
  return res;
}

describe('pay-page scope', () => {
  it('matches every /pos plugin under pos, and only the exact kind otherwise', () => {
    for (const plugin of POS_PAY_PLUGINS) {
      expect(payPageScopeMatches('pos', plugin)).toBe(true);
      expect(payPageScopeMatches(plugin, plugin)).toBe(true);
    }
    expect(payPageScopeMatches('pos', 'shopify')).toBe(false);
    expect(payPageScopeMatches('shopify', 'payment_request')).toBe(false);
    expect(payPageScopeMatches('shopify', 'shopify')).toBe(true);
  });

  it('reads and pays any /pos plugin under pos in one request each', async () => {
    const request = await createRequest(app, admin.access);
    const ids = [
      request.id,
      ...(await Promise.all(['customer_payment', 'e_commerce', 'session'].map(createOf))),
    ];
    for (const id of ids) {
      const read = await app.inject({ url: `${api('pos')}/pay/${id}` });
      expect(read.statusCode).toBe(200);
      expect(read.json<PayTransaction>().id).toBe(id);
      const config = await app.inject({ method: 'OPTIONS', url: `${api('pos')}/pay/${id}` });
      expect(config.statusCode).toBe(200);
      const choices = await app.inject({
        method: 'POST',
        url: `${api('pos')}/pay-choices/${id}`,
        payload: {},
      });
      expect(choices.statusCode).toBe(200);
    }
    const paid = await payWithKnet('pos', request.id);
    expect(paid.statusCode).toBe(200);
    const { attempt_id, redirect_url } = paid.json<PayResponse>();
    expect(redirect_url).toBe(`http://pay.test/gateway/sandbox/${attempt_id}`);
    expect((await pressSandbox(app, attempt_id, 'approve')).statusCode).toBe(303);

    const result = await app.inject({ url: `${api('pos')}/details/${attempt_id}` });
    expect(result.statusCode).toBe(200);
    const body = result.json<AttemptResult>();
    expect(body.state).toBe('success');
    // The receipt link the server builds names the exact plugin, and it downloads.
    expect(body.receipt_url).toBe(
      `http://pay.test/api/v1/plugins/payment_request/transaction/receipt/${attempt_id}?lang=en`,
    );
    const receipt = await app.inject({ url: (body.receipt_url ?? '').replace('http://pay.test', '') });
    expect(receipt.statusCode).toBe(200);
    const viaPos = await app.inject({ url: `${api('pos')}/receipt/${attempt_id}?lang=ar` });
    expect(viaPos.statusCode).toBe(200);
  });

  it('keeps the try-again link of a declined /pos payment on the pay page that reads it', async () => {
    const id = await createOf('e_commerce');
    const started = (await payWithKnet('pos', id)).json<PayResponse>();
    await pressSandbox(app, started.attempt_id, 'decline');
    const result = (
      await app.inject({ url: `${api('pos')}/details/${started.attempt_id}` })
    ).json<AttemptResult>();
    expect(result.try_again_url).toBe(`http://pay.test/en/pos/pay/${id}`);
    expect((await app.inject({ url: `${api('pos')}/pay/${id}` })).statusCode).toBe(200);
  });

  it('answers 404 for a shopify transaction under pos, and for a /pos one under shopify', async () => {
    const shopify = await createOf('shopify');
    const request = await createRequest(app, admin.access);
    const notFound = { message: 'Transaction not found' };
    for (const [scope, id] of [
      ['pos', shopify],
      ['shopify', request.id],
    ] as const) {
      const read = await app.inject({ url: `${api(scope)}/pay/${id}` });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(notFound);
      const paid = await payWithKnet(scope, id);
      expect(paid.statusCode).toBe(404);
      expect(paid.json()).toEqual(notFound);
    }
    const attempts = await queryable(app.db)
      .selectFrom('payment_attempts')
      .select('id')
      .where('transaction_id', 'in', [shopify, request.id])
      .execute();
    expect(attempts).toHaveLength(0);

    const shopifyPaid = (await payWithKnet('shopify', shopify)).json<PayResponse>();
    expect((await app.inject({ url: `${api('pos')}/details/${shopifyPaid.attempt_id}` })).json()).toEqual({
      message: 'Payment details not found',
    });
    expect(
      (await app.inject({ url: `${api('shopify')}/details/${shopifyPaid.attempt_id}` })).statusCode,
    ).toBe(200);
  });

  it('refuses scopes that are neither pos nor a plugin kind', async () => {
    const request = await createRequest(app, admin.access);
    const res = await app.inject({ url: `${api('everything')}/pay/${request.id}` });
    expect(res.statusCode).toBe(400);
  });
});
