import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OrderRow } from '../../../src/domain/contracts/kitchen.ts';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { type Lang, pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { LiveEvent } from '../live-events/service.ts';
import { isSessionOpen } from '../sessions/service.ts';
import { streamSchema } from './schemas.ts';
import { kitchenOrderRow } from './service.ts';

export const HEARTBEAT_MS = 15_000;

/** GET /order/stream (registered under the plugin's prefix): what an open kitchen page listens to, so a new order shows within 2 s. */
const orderStream: FastifyPluginAsyncTypebox = async (app) => {
  const open = new Set<ServerResponse>();
  // Every open page of a merchant hears the same event: the order is read once per language.
  const rows = new Map<string, Promise<OrderRow | null>>();
  const rowOf = (event: LiveEvent, lang: Lang): Promise<OrderRow | null> => {
    const key = `${event.id}:${lang}`;
    let row = rows.get(key);
    if (!row) {
      row = kitchenOrderRow(app.db, event.merchantId, event.subjectId, lang);
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

  app.get(
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
      // The stream lives as long as the session it was opened with, not its access token's minutes.
      const sessionId = request.sessionId;
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
        // Signed out, ended from a device list, or deactivated while the page is open: no further order reaches it.
        if (event.kind === 'session.ended') {
          if (event.subjectId === sessionId) raw.end();
          return;
        }
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
      // A session ended after the authentication read it, but before this page listened, was
      // announced to no one here: read it again now that any later end will be heard.
      if (sessionId && !(await isSessionOpen(app.db, sessionId))) raw.end();
    },
  );
};

export default orderStream;
