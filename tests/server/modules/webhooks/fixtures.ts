import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { inTransaction, queryable } from '../../../../server/db/handle.ts';
import { createApiKey } from '../../../../server/modules/api-keys/service.ts';
import { notifyStateChange } from '../../../../server/modules/webhooks/service.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { WebhookDelivery } from '../../../../src/domain/contracts/integrations.ts';
import { ADMIN, authed, login } from '../../helper.ts';

export interface Received {
  body: string;
  signature: string;
  /** x-gulfpay-event-id: the same on every attempt and resend of one event. */
  eventId: string;
  host: string;
}

/** A merchant's server on 127.0.0.1 that answers with the statuses it is given, in order. */
export async function receiver(
  statuses: number[],
  delayMs = 0,
  headers: Record<string, string> = {},
  answer = '',
) {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const signature = String(request.headers['x-gulfpay-signature'] ?? '');
      const eventId = String(request.headers['x-gulfpay-event-id'] ?? '');
      received.push({ body, signature, eventId, host: request.headers.host ?? '' });
      const status = statuses.shift() ?? 200;
      setTimeout(() => response.writeHead(status, headers).end(answer), delayMs).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/gulfpay`, port, received, server };
}

/** An API key of merchant 1 and helpers to queue, hurry and read its transactions' webhooks. */
export async function webhookFixtures(app: FastifyInstance) {
  const { access } = await login(app, ADMIN);
  const {
    key,
    webhookSecret,
    row: apiKey,
  } = await createApiKey(app.db, app.secretBox, {
    merchantId: 1,
    name: 'shop',
    plugin: 'e_commerce',
  });

  /** A transaction as stored (its webhook_url is not checked here) and its queued webhook. */
  async function transactionWithWebhook(url: string | null, state = 'paid') {
    const row = await queryable(app.db)
      .insertInto('transactions')
      .values({
        merchant_id: 1,
        plugin: 'e_commerce',
        state,
        amount_minor: 12_500,
        currency: 'KWD',
        pg_codes: JSON.stringify(['knet']),
        webhook_url: url,
        api_key_id: apiKey.id,
        external_reference: 'order-77',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await inTransaction(app.db, (trx) => notifyStateChange(trx, row.id));
    return row.id;
  }

  /** Make every waiting retry due now (the backoff itself is checked separately). */
  const makeDue = (transactionId: string) =>
    queryable(app.db)
      .updateTable('webhook_events')
      .set({ next_attempt_at: new Date(0) })
      .where('transaction_id', '=', transactionId)
      .execute();

  const deliveries = async (transactionId: string) => {
    const res = await app.inject(
      authed(access, {
        url: `/api/v1/plugins/e_commerce/webhook-deliveries?transaction_id=${transactionId}`,
      }),
    );
    expect(res.statusCode).toBe(200);
    return res.json<Paginated<WebhookDelivery>>();
  };

  const eventStatus = (transactionId: string) =>
    queryable(app.db)
      .selectFrom('webhook_events')
      .select(['status', 'attempts', 'next_attempt_at'])
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();

  return { access, key, webhookSecret, apiKey, transactionWithWebhook, makeDue, deliveries, eventStatus };
}
