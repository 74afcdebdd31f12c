import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { SandboxCallbackBody } from '../../src/domain/contracts/platform.ts';
import { formatMoney, minorFromDb } from '../../src/domain/money.ts';
import { queryable } from '../db/handle.ts';
import { messageError } from '../lib/errors.ts';
import { type Lang, translate } from '../lib/i18n.ts';
import { gatewayName } from '../modules/payments/pay-choices.ts';
import { applyCallback } from '../modules/payments/pay-service.ts';
import {
  findAttempt,
  findGateway,
  findMerchantRow,
  findTransaction,
} from '../modules/payments/repository.ts';
import { resultUrl } from '../modules/payments/transactions-service.ts';
import { gatewayLogoSvg } from './html.ts';
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_TIMESTAMP_HEADER } from './sandbox.ts';
import { renderSandboxPage } from './sandbox-page.ts';
import { callbackSchema, logoSchema, sandboxPageSchema, sandboxPressSchema } from './schemas.ts';
import { signPayload } from './signature.ts';

const LOGO_COLOURS: Record<string, string> = {
  knet: '#005baa',
  kpay: '#f97316',
  card: '#1a1f71',
  cod: '#15803d',
};

/** Where this process can reach itself: the sandbox "gateway" calls back over real HTTP. */
function ownAddress(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
  return `http://${host}:${address.port}`;
}

/**
 * The sandbox gateway's hosted page and callback, plus gateway logos. Registered before
 * the SPA fallback so these paths are not swallowed by it.
 */
const gatewayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/gateway/logo/:file', { schema: logoSchema }, async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    const label = code === 'card' ? 'VISA' : code.toUpperCase();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(gatewayLogoSvg(label, LOGO_COLOURS[code] ?? '#52525b'));
  });

  async function pageModel(attemptId: string) {
    const attempt = await findAttempt(queryable(app.db), attemptId);
    const transaction = attempt && (await findTransaction(queryable(app.db), attempt.transaction_id));
    if (!attempt || !transaction) return null;
    const lang: Lang = attempt.lang === 'ar' ? 'ar' : 'en';
    const [merchant, gateway] = await Promise.all([
      findMerchantRow(queryable(app.db), transaction.merchant_id),
      findGateway(queryable(app.db), transaction.merchant_id, attempt.gateway_code),
    ]);
    const currency = attempt.currency.trim();
    const money = (value: string | number | bigint) => formatMoney(minorFromDb(value), currency, lang);
    return {
      attempt,
      transaction,
      model: {
        lang,
        attemptId: attempt.id,
        merchant: (lang === 'ar' ? merchant?.title_ar : merchant?.title_en) ?? '',
        gateway: gateway ? gatewayName(gateway, lang) : attempt.gateway_code,
        amount: money(attempt.amount_minor),
        fee: money(attempt.fee_minor),
        total: money(attempt.total_minor),
        open: attempt.state === 'pending',
        backUrl: resultUrl(app.config, lang, transaction.plugin, attempt.id),
      },
    };
  }

  app.get('/gateway/sandbox/:attempt_id', { schema: sandboxPageSchema }, async (request, reply) => {
    const page = await pageModel(request.params.attempt_id);
    if (!page) {
      return reply.status(404).type('text/html; charset=utf-8').send(translate('en', 'sandbox.not_found'));
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSandboxPage(page.model));
  });

  // The hosted page's form posts here; only this route reads urlencoded bodies.
  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // No body schema: a press without a form still goes back to the result page.
    form.post<{ Params: { attempt_id: string }; Body: { action?: string } | undefined }>(
      '/gateway/sandbox/:attempt_id',
      { schema: sandboxPressSchema },
      async (request, reply) => {
        const page = await pageModel(request.params.attempt_id);
        if (!page) throw messageError(404, 'sandbox.not_found');
        const result = { approve: 'approved', decline: 'declined', cancel: 'canceled' }[
          request.body?.action ?? ''
        ];
        if (page.model.open && result) {
          await sendCallback(app, {
            callback_id: randomUUID(),
            attempt_id: page.attempt.id,
            result: result as SandboxCallbackBody['result'],
            reference: `SBX${Date.now().toString(36).toUpperCase()}`,
          });
        }
        return reply.redirect(page.model.backUrl, 303);
      },
    );
  });

  await app.register(async (api) => {
    api.decorateRequest('rawBody', undefined);
    // The signature covers the exact bytes received, so the body is kept as text.
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      try {
        request.rawBody = String(body);
        done(null, JSON.parse(String(body)));
      } catch (error) {
        (error as { statusCode?: number }).statusCode = 400;
        done(error as Error, undefined);
      }
    });
    api.post('/api/v1/gateways/sandbox/callback', { schema: callbackSchema }, async (request) => {
      const verified = app.gateways.sandbox.verifyCallback(
        request.headers,
        request.rawBody ?? '',
        new Date(),
      );
      if (!verified.ok) {
        if (verified.reason === 'signature') throw messageError(401, 'payments.callback_forged');
        throw messageError(
          400,
          verified.reason === 'stale' ? 'payments.callback_stale' : 'payments.callback_malformed',
        );
      }
      const outcome = await applyCallback(queryable(app.db), verified.outcome);
      if (outcome === 'not_found') throw messageError(404, 'payments.details_not_found');
      if (outcome === 'replayed') throw messageError(409, 'payments.callback_replayed');
      if (outcome === 'not_pending') throw messageError(409, 'payments.callback_not_pending');
      return { status: outcome };
    });
  });
};

export default gatewayRoutes;

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** What a real gateway does: a signed HTTP POST to our callback endpoint. */
export async function sendCallback(app: FastifyInstance, body: SandboxCallbackBody): Promise<number> {
  const raw = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
    [SANDBOX_SIGNATURE_HEADER]: signPayload(app.gateways.sandboxSecret, timestamp, raw),
  };
  const base = ownAddress(app);
  if (base) {
    const response = await fetch(`${base}/api/v1/gateways/sandbox/callback`, {
      method: 'POST',
      headers,
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  }
  // Not listening (in-process tests with inject): the same request, without a socket.
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/gateways/sandbox/callback',
    headers,
    payload: raw,
  });
  return response.statusCode;
}
