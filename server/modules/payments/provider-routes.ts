import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { providerGoSchema, providerReturnSchema, providerWebhookSchema } from './gateway-schemas.ts';
import { type Deps, receiveReturn, startAtProvider } from './provider-attempts.ts';
import { receiveWebhook } from './provider-webhooks.ts';

const asStrings = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/**
 * Where the real providers meet the payments core: the customer's way to the provider's page,
 * and the URLs each attempt gives its provider. Registered before the SPA fallback.
 */
const providerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = (): Deps => ({ db: app.db, gateways: app.gateways, publicUrl: app.config.publicUrl });
  const notFound = (reply: FastifyReply) =>
    reply.status(404).type('text/html; charset=utf-8').send(translate('en', 'sandbox.not_found'));

  app.get('/gateway/go/:attempt_id', { schema: providerGoSchema }, async (request, reply) => {
    const url = await startAtProvider(deps(), request.params.attempt_id);
    if (!url) return notFound(reply);
    return reply.header('cache-control', 'no-store').redirect(url, 303);
  });

  await app.register(async (form) => {
    // KNET posts its response leg as a form; only these routes read urlencoded bodies.
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    type ReturnRoute = { Params: { attempt_id: string; leg: 'response' | 'error' } };
    const handler = async (request: FastifyRequest<ReturnRoute>, reply: FastifyReply) => {
      const received = await receiveReturn(deps(), request.params.attempt_id, {
        leg: request.params.leg,
        method: request.method === 'POST' ? 'POST' : 'GET',
        query: asStrings(request.query),
        form: asStrings(request.body),
      });
      if (!received) return notFound(reply);
      if (received.outcome === 'unread')
        request.log.warn({ attempt: request.params.attempt_id }, 'unreadable provider return');
      const { answer } = received;
      if (answer.kind === 'text') return reply.type('text/plain').send(`REDIRECT=${answer.url}`);
      return reply.header('cache-control', 'no-store').redirect(answer.url, 303);
    };
    form.get<ReturnRoute>(
      '/api/v1/gateways/return/:attempt_id/:leg',
      { schema: providerReturnSchema },
      handler,
    );
    form.post<ReturnRoute>(
      '/api/v1/gateways/return/:attempt_id/:leg',
      { schema: providerReturnSchema },
      handler,
    );
  });

  await app.register(async (hooks) => {
    // The signature covers what was sent, so the body is kept as text for the adapter to read.
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, String(body)),
    );
    hooks.post<{ Params: { webhook_key: string }; Body: string }>(
      '/api/v1/gateways/webhook/:webhook_key',
      { schema: providerWebhookSchema },
      async (request) => {
        const headers = asStrings(request.headers);
        const outcome = await receiveWebhook(
          deps(),
          request.params.webhook_key,
          headers,
          String(request.body ?? ''),
        );
        if (outcome === null) throw messageError(404, 'payments.details_not_found');
        if (outcome === 'signature') throw messageError(401, 'payments.callback_forged');
        if (outcome === 'malformed') throw messageError(400, 'payments.callback_malformed');
        return { status: outcome };
      },
    );
  });
};

export default providerRoutes;
