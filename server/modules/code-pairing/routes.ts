import type { FastifyInstance } from 'fastify';
import type { CodePairingRequest } from '../../../src/domain/api-types.ts';
import { nonFieldError } from '../../lib/errors.ts';
import { errors, text } from '../../lib/schemas.ts';
import { recordActivity } from '../activity/repository.ts';
import { findPairing, hasPairingForOrigin } from './repository.ts';

const verifySchema = {
  tags: ['code-pairing'],
  summary: 'Whether a referring page may use code pairing',
  body: { type: 'object', required: ['referer'], properties: { referer: text(2048) } },
  response: {
    200: { type: 'object', required: ['valid'], properties: { valid: { type: 'boolean' } } },
    ...errors(400),
  },
} as const;

const validateSchema = {
  tags: ['code-pairing'],
  summary: 'Exchange a code and its pair for the redirect URL',
  body: { type: 'object', required: ['code', 'pair'], properties: { code: text(100), pair: text(100) } },
  response: {
    200: { type: 'object', required: ['redirect_url'], properties: { redirect_url: { type: 'string' } } },
    ...errors(400, 429),
  },
} as const;

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export default async function codePairingRoutes(app: FastifyInstance) {
  app.post<{ Body: { referer: string } }>(
    '/plugins/code_pairing/verify-referer',
    { schema: verifySchema },
    async (request) => {
      const origin = originOf(request.body.referer);
      return { valid: origin ? await hasPairingForOrigin(app.db, origin) : false };
    },
  );

  app.post<{ Body: CodePairingRequest }>(
    '/plugins/code_pairing/validate',
    { schema: validateSchema },
    async (request) => {
      const { code, pair } = request.body;
      // A code and pair are a short secret: guesses from one client meet growing waits.
      const pairing = await app.throttle.guard(
        { scope: 'code_pairing', subject: null, ip: request.ip },
        async () => {
          const found = await findPairing(app.db, code.trim(), pair.trim());
          if (!found) throw nonFieldError('pairing.invalid');
          return found;
        },
      );
      await recordActivity(app.db, {
        merchantId: pairing.merchant_id,
        actor: 'code pairing',
        action: 'activity.code_paired',
        plugin: null,
        params: { pair: pair.trim() },
      });
      return { redirect_url: pairing.redirect_url };
    },
  );
}
