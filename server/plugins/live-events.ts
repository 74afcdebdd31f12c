import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queryable } from '../db/handle.ts';
import { LiveEventBus } from '../modules/live-events/bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events every server instance hears (through PostgreSQL LISTEN/NOTIFY). */
    liveEvents: LiveEventBus;
  }
}

/** Listens from registration on; app.ts stops it before the database closes. */
async function liveEvents(app: FastifyInstance) {
  const bus = new LiveEventBus(queryable(app.db), app.log);
  await bus.start();
  app.decorate('liveEvents', bus);
}

export default fp(liveEvents, { name: 'live-events', dependencies: ['database'] });
