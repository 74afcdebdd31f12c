import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SandboxCallbackBody } from '../../../src/domain/contracts/platform.ts';
import { renderSandboxPage, sendCallback } from '../../gateways/service.ts';
import { messageError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { callbackSchema, sandboxPageSchema, sandboxPressSchema } from './gateway-schemas.ts';
import { applyCallback, sandboxPageOf } from './service.ts';

/**
 * Where gateways meet the payments core: the sandbox gateway's hosted page and the signed
 * callback that settles an attempt. Registered before the SPA fallback so these paths are
 * not swallowed by it.
 */
const paymentGatewayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/gateway/sandbox/:attempt_id', { schema: sandboxPageSchema }, async (request, reply) => {
    const page = await sandboxPageOf(app.db, app.config, request.params.attempt_id);
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
        const page = await sandboxPageOf(app.db, app.config, request.params.attempt_id);
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
      const outcome = await applyCallback(app.db, verified.outcome);
      if (outcome === 'not_found') throw messageError(404, 'payments.details_not_found');
      if (outcome === 'replayed') throw messageError(409, 'payments.callback_replayed');
      if (outcome === 'not_pending') throw messageError(409, 'payments.callback_not_pending');
      return { status: outcome };
    });
  });
};

export default paymentGatewayRoutes;

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}
