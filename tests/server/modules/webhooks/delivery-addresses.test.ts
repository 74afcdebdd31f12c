import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../../server/db/handle.ts';
import type { OutboundOptions, ResolvedAddress } from '../../../../server/lib/outbound/request.ts';
import { notifyStateChange } from '../../../../server/modules/webhooks/service.ts';
import { WebhookWorker } from '../../../../server/modules/webhooks/worker.ts';
import type { ApiTransactionResponse } from '../../../../src/domain/contracts/integrations.ts';
import { createTestApp } from '../../helper.ts';
import { receiver, webhookFixtures } from './fixtures.ts';

// The setting off, as in production (and whatever the developer's environment says).
const app = await createTestApp({ outboundAllowLocal: false });
const { key, transactionWithWebhook, makeDue, deliveries, eventStatus } = await webhookFixtures(app);

/** Plays DNS for the worker: always the same answer, each question recorded. */
function dns(...addresses: string[]) {
  const questions: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    questions.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { questions, resolve };
}

const worker = (outbound: OutboundOptions) =>
  new WebhookWorker(app.db, {
    pollMs: 1_000,
    log: app.log,
    outbound,
    secretBox: app.secretBox,
    signingSecrets: (id) => app.apiKeys.signingSecrets(id),
  });

describe('webhook addresses at delivery', () => {
  it('refuses a loopback receiver for good with the setting off, and reaches it with the setting on', async () => {
    const hook = await receiver([]);
    const plain = await transactionWithWebhook(hook.url);
    const tls = await transactionWithWebhook(`https://127.0.0.1:${hook.port}/hooks`);
    expect(await app.webhooks.drainOnce()).toBe(2);
    expect(await eventStatus(plain)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await eventStatus(tls)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await deliveries(plain)).results.map((row) => [row.status_code, row.error])).toEqual([
      [null, 'Refused: http: is not allowed'],
    ]);
    expect((await deliveries(tls)).results.map((row) => row.error)).toEqual([
      'Refused: 127.0.0.1 is a loopback address',
    ]);
    await makeDue(plain);
    expect(await app.webhooks.drainOnce()).toBe(0);
    expect(hook.received).toEqual([]);

    const local = await transactionWithWebhook(hook.url);
    expect(await worker({ allowLocal: true }).drainOnce()).toBe(1);
    expect((await eventStatus(local)).status).toBe('delivered');
    expect(hook.received).toHaveLength(1);
  });

  it('refuses a name accepted at creation that resolves to an internal address at delivery (DNS rebinding)', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/plugins/e_commerce/transaction',
      headers: { authorization: `Api-Key ${key}` },
      payload: {
        amount: '5',
        currency_code: 'KWD',
        pg_codes: ['knet'],
        webhook_url: 'https://shop.example.com/hook',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<ApiTransactionResponse>();
    await inTransaction(app.db, (trx) => notifyStateChange(trx, id));

    const rebinding = dns('93.184.216.34', '169.254.169.254');
    expect(await worker({ allowLocal: false, resolve: rebinding.resolve }).drainOnce()).toBe(1);
    expect(rebinding.questions).toEqual(['shop.example.com']);
    expect(await eventStatus(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await deliveries(id)).results.map((row) => row.error)).toEqual([
      'Refused: shop.example.com resolves to 169.254.169.254, a link-local address',
    ]);
  });

  it('resolves once per delivery and connects to the address it checked', async () => {
    const hook = await receiver([503, 200]);
    // Only the injected DNS knows this name: reaching the receiver means the checked address was used.
    const id = await transactionWithWebhook(`http://receiver.example.com:${hook.port}/hooks`);
    const pinned = dns('127.0.0.1');
    const local = worker({ allowLocal: true, resolve: pinned.resolve });
    expect(await local.drainOnce()).toBe(1);
    await makeDue(id);
    expect(await local.drainOnce()).toBe(1);
    expect((await eventStatus(id)).status).toBe('delivered');
    expect(pinned.questions).toEqual(['receiver.example.com', 'receiver.example.com']);
    expect(hook.received.map((request) => request.host)).toEqual([
      `receiver.example.com:${hook.port}`,
      `receiver.example.com:${hook.port}`,
    ]);
  });

  it('does not follow a redirect: a 3xx is a failed delivery, not retried', async () => {
    const target = await receiver([]);
    const hook = await receiver([302], 0, { location: target.url });
    const id = await transactionWithWebhook(hook.url);
    expect(await worker({ allowLocal: true }).drainOnce()).toBe(1);
    expect(await eventStatus(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await deliveries(id)).results.map((row) => [row.status_code, row.error])).toEqual([
      [302, 'HTTP 302: redirects are not followed'],
    ]);
    expect(hook.received).toHaveLength(1);
    expect(target.received).toEqual([]);
  });
});
