import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveEventBus } from '../modules/live-events/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events every server instance hears (through PostgreSQL LISTEN/NOTIFY). */
    liveEvents: LiveEventBus;
  }
}

/** Listens from registration on; app.ts stops it before the database closes. */
async function liveEvents(app: FastifyInstance) {
  const bus = new LiveEventBus(app.db, app.log);
  await bus.start();
  app.decorate('liveEvents', bus);
}

export default fp(liveEvents, { name: 'live-events', dependencies: ['database'] });
