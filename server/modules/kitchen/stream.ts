import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../../src/domain/kitchen-api.ts';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { type Lang, pickLang } from '../../lib/i18n.ts';
import { bearer, errors } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { type OrderEvent, orderEvents } from '../food/order-events.ts';
import { kitchenEvents } from './kitchen-events.ts';
import { kitchenRow } from './repository.ts';

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
      const onNew = (event: OrderEvent) => {
        if (event.merchantId !== user.merchant_id) return;
        // The event is in English; the branch travels in both languages for readers of Arabic.
        send({ ...event.order, branch: event.branch ? event.branch.name[lang] : null });
      };
      const onChange = (event: { merchantId: number; order: Parameters<typeof kitchenRow>[1] }) => {
        if (event.merchantId !== user.merchant_id) return;
        kitchenRow(app.db, event.order, lang).then(send, (err) => request.log.warn({ err }, 'order stream'));
      };
      orderEvents.on('order', onNew);
      kitchenEvents.on('change', onChange);
      // A comment line now and then keeps proxies and the browser from timing the stream out.
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      raw.on('close', () => {
        clearInterval(heartbeat);
        orderEvents.off('order', onNew);
        kitchenEvents.off('change', onChange);
        open.delete(raw);
      });
    },
  );
}
