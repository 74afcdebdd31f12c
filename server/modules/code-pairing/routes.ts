import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { validateSchema, verifySchema } from './schemas.ts';
import { findPairingOf, refererMayPair, usePairing } from './service.ts';

const codePairingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/plugins/code_pairing/verify-referer', { schema: verifySchema }, async (request) => ({
    valid: await refererMayPair(app.db, request.body.referer),
  }));

  app.post('/plugins/code_pairing/validate', { schema: validateSchema }, async (request) => {
    const { code, pair } = request.body;
    // A code and pair are a short secret: guesses from one client meet growing waits.
    const pairing = await app.throttle.guard({ scope: 'code_pairing', subject: null, ip: request.ip }, () =>
      findPairingOf(app.db, code, pair),
    );
    return { redirect_url: await usePairing(app.db, pairing, pair) };
  });
};

export default codePairingRoutes;
