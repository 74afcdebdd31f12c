import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../../src/domain/kitchen-api.ts';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { type Lang, pickLang } from '../../lib/i18n.ts';
import { bearer, errors } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { LiveEvent } from '../live-events/repository.ts';
import { findKitchenOrder, kitchenRow } from './repository.ts';

export const HEARTBEAT_MS = 15_000;

const streamSchema = {
  tags: ['food_ordering'],
  summary: 'Live orders (text/event-stream): `order` events with an OrderRow; token in access_token',
  security: bearer,
  querystring: {
    type: 'object',
    properties: {
      access_token: { type: 'string', maxLength: 4096 },
      lang: { type: 'string', enum: ['en', 'ar'] },
    },
  },
  response: errors(401, 403),
} as const;

/** GET /order/stream (registered under the plugin's prefix): what an open kitchen page listens to, so a new order shows within 2 s. */
export default async function orderStream(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  // Every open page of a merchant hears the same event: the order is read once per language.
  const rows = new Map<string, Promise<OrderRow | null>>();
  const rowOf = (event: LiveEvent, lang: Lang): Promise<OrderRow | null> => {
    const key = `${event.id}:${lang}`;
    let row = rows.get(key);
    if (!row) {
      row = findKitchenOrder(app.db, event.merchantId, event.subjectId).then((order) =>
        order ? kitchenRow(app.db, order, lang) : null,
      );
      rows.set(key, row);
      const forget = () => setTimeout(() => rows.delete(key), 1_000).unref();
      row.then(forget, forget);
    }
    return row;
  };
  const requireAccess = app.requirePermission(pluginAccessPermission('food_ordering'));
  // Open streams would hold the server's close forever; end them first.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get<{ Querystring: { access_token?: string; lang?: Lang } }>(
    '/order/stream',
    {
      schema: streamSchema,
      // The token travels in the URL (EventSource cannot send headers): keep it out of the request log.
      logLevel: 'warn',
      onRequest: async function (request, reply) {
        const token = request.query.access_token;
        if (typeof token === 'string' && !request.headers.authorization)
          request.headers.authorization = `Bearer ${token}`;
        await requireAccess.call(this, request, reply);
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lang = request.query.lang ?? pickLang(request.headers['accept-language']);
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Reverse proxies must pass each event on at once instead of buffering the response.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: 3000\n: connected\n\n`);
      open.add(raw);

      const send = (row: OrderRow) => {
        raw.write(`event: order\ndata: ${JSON.stringify(row)}\n\n`);
      };
      const unsubscribe = app.liveEvents.subscribe((event) => {
        if (event.merchantId !== user.merchant_id) return;
        rowOf(event, lang).then(
          (row) => row && send(row),
          (err) => request.log.warn({ err }, 'order stream'),
        );
      });
      // A comment line now and then keeps proxies and the browser from timing the stream out.
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(raw);
      });
    },
  );
}
