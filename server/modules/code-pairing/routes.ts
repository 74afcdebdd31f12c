import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { queryable } from '../../db/handle.ts';
import { nonFieldError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/repository.ts';
import { findPairing, hasPairingForOrigin } from './repository.ts';
import { validateSchema, verifySchema } from './schemas.ts';

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const codePairingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/plugins/code_pairing/verify-referer', { schema: verifySchema }, async (request) => {
    const origin = originOf(request.body.referer);
    return { valid: origin ? await hasPairingForOrigin(queryable(app.db), origin) : false };
  });

  app.post('/plugins/code_pairing/validate', { schema: validateSchema }, async (request) => {
    const { code, pair } = request.body;
    // A code and pair are a short secret: guesses from one client meet growing waits.
    const pairing = await app.throttle.guard(
      { scope: 'code_pairing', subject: null, ip: request.ip },
      async () => {
        const found = await findPairing(queryable(app.db), code.trim(), pair.trim());
        if (!found) throw nonFieldError('pairing.invalid');
        return found;
      },
    );
    await recordActivity(queryable(app.db), {
      merchantId: pairing.merchant_id,
      actor: 'code pairing',
      action: 'activity.code_paired',
      plugin: null,
      params: { pair: pair.trim() },
    });
    return { redirect_url: pairing.redirect_url };
  });
};

export default codePairingRoutes;
