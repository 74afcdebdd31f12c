import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { verifyWebhook } from '../../../../server/modules/webhooks/signature.ts';
import { WebhookWorker, webhookRetryDelayMs } from '../../../../server/modules/webhooks/worker.ts';
import type { WebhookPayload } from '../../../../src/domain/contracts/integrations.ts';
import { authed, createTestApp, DOOR, login } from '../../helper.ts';
import { type Received, receiver, webhookFixtures } from './fixtures.ts';

// The receivers here listen on 127.0.0.1 over http: the local-testing setting, explicitly.
const app = await createTestApp({ outboundAllowLocal: true });
const { key, webhookSecret, transactionWithWebhook, makeDue, deliveries, eventStatus } =
  await webhookFixtures(app);
const workerOptions = {
  pollMs: 1_000,
  log: app.log,
  outbound: { allowLocal: true },
  secretBox: app.secretBox,
  signingSecrets: (id: number) => app.apiKeys.signingSecrets(id),
};

describe('webhook deliveries', () => {
  it('retries a 500, then delivers the signed state change and logs both attempts', async () => {
    const hook = await receiver([500, 200]);
    const id = await transactionWithWebhook(hook.url);
    const before = Date.now();
    expect(await app.webhooks.drainOnce()).toBe(1);
    const waiting = await eventStatus(id);
    expect(waiting.status).toBe('pending');
    // First retry 30 s later.
    expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(await app.webhooks.drainOnce()).toBe(0);

    await makeDue(id);
    expect(await app.webhooks.drainOnce()).toBe(1);
    expect((await eventStatus(id)).status).toBe('delivered');

    expect(hook.received).toHaveLength(2);
    const last = hook.received[1] as Received;
    const secret = webhookSecret;
    expect(verifyWebhook(secret, last.body, last.signature, Math.floor(Date.now() / 1000))).toBe(true);
    expect(verifyWebhook('whsec_other', last.body, last.signature, Math.floor(Date.now() / 1000))).toBe(
      false,
    );
    expect(
      verifyWebhook(secret, last.body.replace('12.500', '99.500'), last.signature, Date.now() / 1000),
    ).toBe(false);
    expect(JSON.parse(last.body) as WebhookPayload).toMatchObject({
      id,
      plugin: 'e_commerce',
      state: 'paid',
      amount: '12.500',
      currency_code: 'KWD',
      external_reference: 'order-77',
    });

    const page = await deliveries(id);
    expect(page.count).toBe(2);
    expect(page.results.map((row) => [row.attempt, row.status_code, row.error])).toEqual([
      [2, 200, null],
      [1, 500, 'HTTP 500'],
    ]);
    expect(page.results[0]?.url).toBe(hook.url);
    expect(page.results[0]?.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('signs with a timestamp so an old signature is refused by the receiver', async () => {
    const hook = await receiver([200]);
    await transactionWithWebhook(hook.url);
    await app.webhooks.drainOnce();
    const { body, signature } = hook.received[0] as Received;
    const t = Number(/t=(\d+)/.exec(signature)?.[1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(5);
    expect(verifyWebhook(webhookSecret, body, signature, t + 301)).toBe(false);
  });

  it('does not retry a 4xx: the receiver refused the body', async () => {
    const hook = await receiver([400, 200]);
    const id = await transactionWithWebhook(hook.url);
    await app.webhooks.drainOnce();
    await makeDue(id);
    expect(await app.webhooks.drainOnce()).toBe(0);
    expect((await eventStatus(id)).status).toBe('failed');
    expect(hook.received).toHaveLength(1);
    expect((await deliveries(id)).results.map((row) => row.status_code)).toEqual([400]);
  });

  it('counts a receiver slower than the timeout as a failure to retry', async () => {
    const hook = await receiver([200, 200], 1_000);
    const id = await transactionWithWebhook(hook.url);
    const impatient = new WebhookWorker(app.db, { ...workerOptions, timeoutMs: 200 });
    await impatient.drainOnce();
    const event = await eventStatus(id);
    expect(event.status).toBe('pending');
    const [row] = (await deliveries(id)).results;
    expect(row).toMatchObject({ attempt: 1, status_code: null, error: 'Timed out after 200 ms' });
    expect(row?.duration_ms).toBeGreaterThanOrEqual(190);
    expect(row?.duration_ms).toBeLessThan(1_000);
  });

  it('retries a refused connection, and gives up after the last attempt', async () => {
    const hook = await receiver([]);
    await new Promise<void>((resolve) => hook.server.close(() => resolve()));
    const id = await transactionWithWebhook(hook.url);
    const worker = new WebhookWorker(app.db, { ...workerOptions, maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await makeDue(id);
      expect(await worker.drainOnce()).toBe(1);
    }
    expect((await eventStatus(id)).status).toBe('failed');
    const rows = (await deliveries(id)).results;
    expect(rows.map((row) => row.attempt)).toEqual([3, 2, 1]);
    expect(rows.every((row) => row.status_code === null && row.error?.includes('ECONNREFUSED'))).toBe(true);
  });

  it('backs off exponentially: 30 s, 1 min, 2 min … capped at 6 hours', () => {
    expect([1, 2, 3, 4].map((n) => webhookRetryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(webhookRetryDelayMs(20)).toBe(6 * 3_600_000);
  });

  it('enqueues nothing for a transaction without a webhook_url', async () => {
    const id = await transactionWithWebhook(null);
    const events = await queryable(app.db)
      .selectFrom('webhook_events')
      .select('id')
      .where('transaction_id', '=', id)
      .execute();
    expect(events).toEqual([]);
  });

  it('keeps the delivery log to signed-in staff with access to the plugin', async () => {
    const anonymous = await app.inject({ url: '/api/v1/plugins/e_commerce/webhook-deliveries' });
    expect(anonymous.statusCode).toBe(401);
    const door = await login(app, DOOR);
    const forbidden = await app.inject(
      authed(door.access, { url: '/api/v1/plugins/e_commerce/webhook-deliveries' }),
    );
    expect(forbidden.statusCode).toBe(403);
    expect(key.startsWith('gpk_')).toBe(true);
  });
});
