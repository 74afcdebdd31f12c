import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { storedSecretsKey, TwoFactorService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Two-factor sign-in; the sign-in route asks it for a challenge without importing it. */
    twoFactor: TwoFactorService;
  }
}

/** With no SECRETS_KEY the key lives in the database, like the JWT secret: instances share it. */
async function twoFactor(app: FastifyInstance, options: { clock: Clock }) {
  const key =
    app.config.secretsKey ?? (await storedSecretsKey(app.db, randomBytes(32).toString('base64url')));
  app.decorate('twoFactor', new TwoFactorService(app.db, new SecretBox(key), options.clock));
}

export default fp(twoFactor, { name: 'two-factor', dependencies: ['database'] });
