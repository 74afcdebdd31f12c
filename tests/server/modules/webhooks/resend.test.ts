import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { WebhookWorker } from '../../../../server/modules/webhooks/worker.ts';
import type {
  WebhookEndpointWithSecret,
  WebhookEventDetail,
  WebhookEventItem,
  WebhookEventPage,
} from '../../../../src/domain/contracts/webhooks.ts';
import { authed, createTestApp } from '../../helper.ts';
import { receiver, webhookFixtures } from './fixtures.ts';

const app = await createTestApp({ outboundAllowLocal: true });
const { access, transactionWithWebhook } = await webhookFixtures(app);

async function endpointAt(url: string) {
  const res = await app.inject(
    authed(access, {
      method: 'POST',
      url: '/api/v1/admin/webhook-endpoints',
      payload: {
        url,
        description: 'Receiver',
        event_types: ['transaction.paid'],
        plugins: null,
        enabled: true,
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WebhookEndpointWithSecret>().endpoint;
}

async function events(query = '') {
  const res = await app.inject(authed(access, { url: `/api/v1/admin/webhook-events${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WebhookEventPage>();
}

const detail = async (id: number) =>
  (
    await app.inject(authed(access, { url: `/api/v1/admin/webhook-events/${id}` }))
  ).json<WebhookEventDetail>();

const resend = (id: number) =>
  app.inject(authed(access, { method: 'POST', url: `/api/v1/admin/webhook-events/${id}/resend` }));

describe('the delivery log and resend', () => {
  it('logs request and answer, and resends the same event with the same event id', async () => {
    const hook = await receiver([200, 200], 0, { 'content-type': 'text/plain' }, 'thanks');
    const endpoint = await endpointAt(hook.url);
    const transactionId = await transactionWithWebhook(null);
    await app.webhooks.drainOnce();

    const page = await events(`?endpoint_id=${endpoint.id}`);
    expect(page.count).toBe(1);
    const [row] = page.results as [WebhookEventItem];
    expect(row).toMatchObject({
      target: 'endpoint',
      endpoint_id: endpoint.id,
      endpoint_description: 'Receiver',
      event_type: 'transaction.paid',
      transaction_id: transactionId,
      status: 'delivered',
      attempts: 1,
      next_attempt_at: null,
    });

    const first = await detail(row.id);
    expect(JSON.parse(first.body).event_id).toBe(row.event_id);
    const [attempt] = first.attempts_log;
    expect(attempt).toMatchObject({ attempt: 1, status_code: 200, response_body: 'thanks', error: null });
    expect(attempt?.request_headers).toMatchObject({ 'x-gulfpay-event-id': row.event_id });
    expect(attempt?.request_headers?.['x-gulfpay-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const again = await resend(row.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<WebhookEventItem>()).toMatchObject({ status: 'pending', event_id: row.event_id });
    await app.webhooks.drainOnce();

    expect(hook.received.map((received) => received.eventId)).toEqual([row.event_id, row.event_id]);
    expect(hook.received[1]?.body).toBe(hook.received[0]?.body);
    const second = await detail(row.id);
    expect(second).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(second.attempts_log.map((logged) => logged.attempt)).toEqual([2, 1]);
    const log = await app.inject(authed(access, { url: '/api/v1/admin/activity?limit=3' }));
    expect(log.body).toContain(`Resent the webhook event ${row.event_id}`);
  });

  it('resends an event that failed for good, and refuses one whose endpoint is deleted', async () => {
    const hook = await receiver([410, 200]);
    const endpoint = await endpointAt(hook.url);
    await transactionWithWebhook(null);
    await app.webhooks.drainOnce();
    const [failed] = (await events(`?endpoint_id=${endpoint.id}&status=failed`)).results as [
      WebhookEventItem,
    ];
    expect(failed.last_error).toBe('HTTP 410');

    expect((await resend(failed.id)).statusCode).toBe(200);
    await app.webhooks.drainOnce();
    expect((await detail(failed.id)).status).toBe('delivered');
    expect(hook.received.map((received) => received.eventId)).toEqual([failed.event_id, failed.event_id]);

    const removed = await app.inject(
      authed(access, { method: 'DELETE', url: `/api/v1/admin/webhook-endpoints/${endpoint.id}` }),
    );
    expect(removed.statusCode).toBe(200);
    const orphan = await resend(failed.id);
    expect(orphan.statusCode).toBe(409);
    // The log stays, without the endpoint.
    expect((await detail(failed.id)).endpoint_id).toBeNull();
  });

  it('gives a resent event that ran out of retries a new round of them', async () => {
    const hook = await receiver([503, 503, 503, 503, 200]);
    const endpoint = await endpointAt(hook.url);
    await transactionWithWebhook(null);
    const worker = new WebhookWorker(app.db, {
      pollMs: 1_000,
      log: app.log,
      outbound: { allowLocal: true },
      secretBox: app.secretBox,
      signingSecrets: (id: number) => app.apiKeys.signingSecrets(id),
      maxAttempts: 2,
    });
    const [event] = (await events(`?endpoint_id=${endpoint.id}`)).results as [WebhookEventItem];
    const dueNow = () =>
      queryable(app.db)
        .updateTable('webhook_events')
        .set({ next_attempt_at: new Date(0) })
        .where('id', '=', event.id)
        .execute();
    for (const _ of [1, 2]) {
      await dueNow();
      await worker.drainOnce();
    }
    expect(await detail(event.id)).toMatchObject({ status: 'failed', attempts: 2 });

    // The receiver is still down at the first try after the resend: a retry waits, not a failure.
    expect((await resend(event.id)).statusCode).toBe(200);
    await worker.drainOnce();
    const retrying = await detail(event.id);
    expect(retrying).toMatchObject({ status: 'pending', attempts: 3 });
    // The round's first retry waits as a first retry does (30 s), not as a ninth.
    expect(new Date(retrying.next_attempt_at ?? 0).getTime() - Date.now()).toBeLessThanOrEqual(30_000);

    await dueNow();
    await worker.drainOnce();
    expect(await detail(event.id)).toMatchObject({ status: 'failed', attempts: 4 });
    expect((await resend(event.id)).statusCode).toBe(200);
    await worker.drainOnce();
    expect(await detail(event.id)).toMatchObject({ status: 'delivered', attempts: 5 });
    expect((await detail(event.id)).attempts_log.map((attempt) => attempt.attempt)).toEqual([5, 4, 3, 2, 1]);
  });

  it("keeps another merchant's events out of reach", async () => {
    const db = queryable(app.db);
    const foreign = await db
      .insertInto('merchants')
      .values({
        title_en: 'Other',
        title_ar: 'آخر',
        subheader: '',
        admin_url: '/admin/',
        logo_url: null,
        favicon_url: null,
        support_email: 'o@example.kw',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await db
      .selectFrom('webhook_events')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('webhook_events')
      .set({ merchant_id: foreign.id })
      .where('id', '=', theirs.id)
      .execute();
    const read = await app.inject(authed(access, { url: `/api/v1/admin/webhook-events/${theirs.id}` }));
    expect(read.statusCode).toBe(404);
    expect((await resend(theirs.id)).statusCode).toBe(404);
    expect((await events()).results.map((row) => row.id)).not.toContain(theirs.id);
  });
});
