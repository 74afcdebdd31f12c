import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { verifyWebhook } from '../../../../server/modules/webhooks/signature.ts';
import type { WebhookPayload } from '../../../../src/domain/contracts/integrations.ts';
import type {
  WebhookEndpoint,
  WebhookEndpointPage,
  WebhookEndpointRequest,
  WebhookEndpointWithSecret,
} from '../../../../src/domain/contracts/webhooks.ts';
import { authed, createTestApp } from '../../helper.ts';
import { type Received, receiver, webhookFixtures } from './fixtures.ts';

// The receivers listen on 127.0.0.1 over http: the local-testing setting, explicitly.
const app = await createTestApp({ outboundAllowLocal: true });
const { access, webhookSecret, transactionWithWebhook } = await webhookFixtures(app);
const now = () => Math.floor(Date.now() / 1000);

async function create(fields: Partial<WebhookEndpointRequest> & { url: string }) {
  const res = await app.inject(
    authed(access, {
      method: 'POST',
      url: '/api/v1/admin/webhook-endpoints',
      payload: {
        description: '',
        event_types: ['transaction.paid'],
        plugins: null,
        enabled: true,
        ...fields,
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WebhookEndpointWithSecret>();
}

const patch = (id: number, payload: object) =>
  app.inject(authed(access, { method: 'PATCH', url: `/api/v1/admin/webhook-endpoints/${id}`, payload }));

const roll = async (id: number, overlap_hours: number) => {
  const res = await app.inject(
    authed(access, {
      method: 'POST',
      url: `/api/v1/admin/webhook-endpoints/${id}/roll-secret`,
      payload: { overlap_hours },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WebhookEndpointWithSecret>();
};

const signatures = (received: Received) =>
  received.signature.split(',').filter((part) => part.startsWith('v1='));
const lastOf = (hook: { received: Received[] }) => hook.received.at(-1) as Received;

/** Endpoints are merchant-wide: each test leaves none enabled behind for the next. */
async function disableAll() {
  await queryable(app.db).updateTable('webhook_endpoints').set({ enabled: false }).execute();
}

describe('webhook endpoints', () => {
  it('shows the signing secret once, keeps it sealed, and never answers it again', async () => {
    const hook = await receiver([]);
    const { endpoint, secret } = await create({ url: hook.url, description: 'Shop' });
    expect(secret).toMatch(/^whsec_[\w-]{40,}$/);
    expect(endpoint).toMatchObject({ url: hook.url, description: 'Shop', enabled: true, plugins: null });

    const stored = await queryable(app.db)
      .selectFrom('webhook_endpoints')
      .select(['secret'])
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);
    expect(app.secretBox.open(stored.secret)).toBe(secret);

    const list = await app.inject(authed(access, { url: '/api/v1/admin/webhook-endpoints' }));
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(stored.secret);
    expect(list.json<WebhookEndpointPage>().results.map((row) => row.id)).toContain(endpoint.id);
    const edited = await patch(endpoint.id, { description: 'Shop (live)' });
    expect(edited.body).not.toContain(secret);
    expect(edited.json<WebhookEndpoint>().description).toBe('Shop (live)');

    const log = await app.inject(authed(access, { url: '/api/v1/admin/activity?limit=5' }));
    expect(log.body).toContain(`Changed the webhook endpoint ${hook.url}`);
    expect(log.body).toContain(`Added the webhook endpoint ${hook.url}`);
    await disableAll();
  });

  it("fans a state change out to the subscribed, enabled endpoints beside the transaction's own URL", async () => {
    const own = await receiver([]);
    const paid = await receiver([]);
    const failedOnly = await receiver([]);
    const sessionOnly = await receiver([]);
    const disabled = await receiver([]);
    const { secret } = await create({ url: paid.url });
    await create({ url: failedOnly.url, event_types: ['transaction.failed'] });
    await create({ url: sessionOnly.url, plugins: ['session'] });
    await create({ url: disabled.url, enabled: false });

    const id = await transactionWithWebhook(own.url);
    while ((await app.webhooks.drainOnce()) > 0);

    expect(failedOnly.received).toEqual([]);
    expect(sessionOnly.received).toEqual([]);
    expect(disabled.received).toEqual([]);
    expect(paid.received).toHaveLength(1);
    expect(own.received).toHaveLength(1);

    const toEndpoint = lastOf(paid);
    const body = JSON.parse(toEndpoint.body) as WebhookPayload;
    expect(body).toMatchObject({ id, type: 'transaction.paid', state: 'paid', amount: '12.500' });
    expect(toEndpoint.eventId).toBe(body.event_id);
    expect(body.event_id).toMatch(/^evt_/);
    expect(verifyWebhook(secret, toEndpoint.body, toEndpoint.signature, now())).toBe(true);
    expect(verifyWebhook(webhookSecret, toEndpoint.body, toEndpoint.signature, now())).toBe(false);

    // The transaction's own URL: its own event id, signed with its API key's secret as before.
    const toOwn = lastOf(own);
    const ownBody = JSON.parse(toOwn.body) as WebhookPayload;
    expect(ownBody.event_id).not.toBe(body.event_id);
    expect(verifyWebhook(webhookSecret, toOwn.body, toOwn.signature, now())).toBe(true);
    expect(verifyWebhook(secret, toOwn.body, toOwn.signature, now())).toBe(false);
    await disableAll();
  });

  it('signs with both secrets during a roll overlap, and with the new one only after', async () => {
    const hook = await receiver([]);
    const { endpoint, secret: first } = await create({ url: hook.url });
    const { secret: second, endpoint: rolled } = await roll(endpoint.id, 24);
    expect(second).not.toBe(first);
    expect(new Date(rolled.previous_secret_expires_at ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 23 * 3_600_000,
    );

    await transactionWithWebhook(null);
    await app.webhooks.drainOnce();
    const during = lastOf(hook);
    expect(signatures(during)).toHaveLength(2);
    expect(verifyWebhook(second, during.body, during.signature, now())).toBe(true);
    expect(verifyWebhook(first, during.body, during.signature, now())).toBe(true);

    // The overlap ends.
    await queryable(app.db)
      .updateTable('webhook_endpoints')
      .set({ previous_secret_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', endpoint.id)
      .execute();
    await transactionWithWebhook(null);
    await app.webhooks.drainOnce();
    const after = lastOf(hook);
    expect(signatures(after)).toHaveLength(1);
    expect(verifyWebhook(second, after.body, after.signature, now())).toBe(true);
    expect(verifyWebhook(first, after.body, after.signature, now())).toBe(false);

    // A roll without overlap stops the old secret at once.
    const { secret: third } = await roll(endpoint.id, 0);
    await transactionWithWebhook(null);
    await app.webhooks.drainOnce();
    const immediate = lastOf(hook);
    expect(verifyWebhook(third, immediate.body, immediate.signature, now())).toBe(true);
    expect(verifyWebhook(second, immediate.body, immediate.signature, now())).toBe(false);
    await disableAll();
  });

  it('refuses an address outside the rules, and unknown event types, with the reason', async () => {
    const post = (payload: object) =>
      app.inject(
        authed(access, {
          method: 'POST',
          url: '/api/v1/admin/webhook-endpoints',
          headers: { 'accept-language': 'en' },
          payload: {
            description: '',
            event_types: ['transaction.paid'],
            plugins: null,
            enabled: true,
            ...payload,
          },
        }),
      );
    const scheme = await post({ url: 'javascript:alert(1)' });
    expect(scheme.statusCode).toBe(400);
    expect(scheme.json()).toEqual({
      url: ['Only web addresses starting with https:// or http:// can be used.'],
    });
    const internal = await post({ url: 'https://10.0.0.7/hooks' });
    expect(internal.statusCode).toBe(400);
    expect(internal.json().url[0]).toContain('private or local network');
    expect(
      (await post({ url: 'https://shop.example.com/h', event_types: ['transaction.exploded'] })).statusCode,
    ).toBe(400);
    expect((await post({ url: 'https://shop.example.com/h', event_types: [] })).statusCode).toBe(400);
    const arabic = await app.inject(
      authed(access, {
        method: 'POST',
        url: '/api/v1/admin/webhook-endpoints',
        headers: { 'accept-language': 'ar' },
        payload: {
          url: 'ftp://shop.example.com',
          description: '',
          event_types: ['transaction.paid'],
          plugins: null,
          enabled: true,
        },
      }),
    );
    expect(arabic.json().url[0]).toMatch(/[\u0600-\u06FF]/);
  });
});
