import { describe, expect, it } from 'vitest';
import { inTransaction, queryable } from '../../../../server/db/handle.ts';
import { notifyStateChange } from '../../../../server/modules/webhooks/service.ts';
import { verifyWebhook } from '../../../../server/modules/webhooks/signature.ts';
import type { ApiKeyRolled, WebhookSecretRolled } from '../../../../src/domain/contracts/api-keys.ts';
import type { ApiTransactionResponse } from '../../../../src/domain/contracts/integrations.ts';
import { FakeClock } from '../../fake-clock.ts';
import { createTestApp } from '../../helper.ts';
import { type Received, receiver } from '../webhooks/fixtures.ts';
import { apiKeyCalls } from './fixtures.ts';

// The receiver listens on 127.0.0.1 over http: the local-testing setting, explicitly.
const clock = new FakeClock(Date.now());
const app = await createTestApp({ outboundAllowLocal: true }, undefined, clock);
const { call, create } = await apiKeyCalls(app);
const DAY_MS = 86_400_000;

/** A paid transaction created with `key` through the API, its webhook delivered to `url`. */
async function deliveredWith(key: string, url: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/plugins/e_commerce/transaction',
    headers: { authorization: `Api-Key ${key}` },
    payload: { amount: '1.000', currency_code: 'KWD', pg_codes: ['knet'], webhook_url: url },
  });
  expect(res.statusCode).toBe(201);
  await inTransaction(app.db, (trx) => notifyStateChange(trx, res.json<ApiTransactionResponse>().id));
  expect(await app.webhooks.drainOnce()).toBe(1);
}

const verified = (secret: string, { body, signature }: Received) =>
  verifyWebhook(secret, body, signature, Math.floor(Date.now() / 1000));

describe('webhook signing secret of an API key', () => {
  it('rolls with an overlap: deliveries carry both signatures, then only the new one', async () => {
    const hook = await receiver([]);
    const created = await create('Signed shop');
    const res = await call('POST', `/${created.api_key.id}/roll-webhook-secret`, { overlap_hours: 24 });
    expect(res.statusCode).toBe(200);
    const rolled = res.json<WebhookSecretRolled>();
    expect(rolled.webhook_secret).toMatch(/^whsec_/);
    expect(rolled.webhook_secret).not.toBe(created.webhook_secret);
    expect(rolled.api_key.previous_webhook_secret_until).toBe(
      new Date(clock.now().getTime() + DAY_MS).toISOString(),
    );

    await deliveredWith(created.key, hook.url);
    const during = hook.received[0] as Received;
    expect(during.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verified(rolled.webhook_secret, during)).toBe(true);
    expect(verified(created.webhook_secret, during)).toBe(true);
    expect(verified('whsec_someone_else', during)).toBe(false);

    clock.advance(DAY_MS);
    await deliveredWith(created.key, hook.url);
    const after = hook.received[1] as Received;
    expect(after.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verified(rolled.webhook_secret, after)).toBe(true);
    expect(verified(created.webhook_secret, after)).toBe(false);

    // Stored sealed; the log says it changed and never holds either secret.
    const row = await queryable(app.db)
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.api_key.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(rolled.webhook_secret);
    expect(JSON.stringify(row)).not.toContain(created.webhook_secret);
    const log = await queryable(app.db)
      .selectFrom('activity_log')
      .select('params')
      .where('action', '=', 'activity.settings_api_key_webhook_secret_rolled')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(log.params)).not.toContain('whsec_');
  });

  it('rolls at once: only the new secret signs', async () => {
    const created = await create('Switched at once');
    const rolled = (
      await call('POST', `/${created.api_key.id}/roll-webhook-secret`, { overlap_hours: 0 })
    ).json<WebhookSecretRolled>();
    expect(rolled.api_key.previous_webhook_secret_until).toBeNull();
    expect(await app.apiKeys.signingSecrets(created.api_key.id)).toEqual([rolled.webhook_secret]);
  });

  it("keeps a rolled key's transactions signed with the secret its successor holds", async () => {
    const created = await create('Rolled shop');
    const successor = (
      await call('POST', `/${created.api_key.id}/roll`, { overlap_hours: 1 })
    ).json<ApiKeyRolled>();
    // Rolling the key changes the key alone: the receiver keeps its secret.
    expect(await app.apiKeys.signingSecrets(successor.api_key.id)).toEqual([created.webhook_secret]);
    const rolled = (
      await call('POST', `/${successor.api_key.id}/roll-webhook-secret`, { overlap_hours: 0 })
    ).json<WebhookSecretRolled>();
    expect(await app.apiKeys.signingSecrets(created.api_key.id)).toEqual([rolled.webhook_secret]);
    // A rolled key's own secret cannot be rolled apart from its successor's.
    const again = await call('POST', `/${created.api_key.id}/roll-webhook-secret`, { overlap_hours: 0 });
    expect(again.statusCode).toBe(409);
  });
});
