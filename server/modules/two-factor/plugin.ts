import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.ts';
import { TwoFactorService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Two-factor sign-in; the sign-in route asks it for a challenge without importing it. */
    twoFactor: TwoFactorService;
  }
}

async function twoFactor(app: FastifyInstance, options: { clock: Clock }) {
  app.decorate('twoFactor', new TwoFactorService(app.db, app.secretBox, options.clock));
}

export default fp(twoFactor, { name: 'two-factor', dependencies: ['database', 'secrets'] });
