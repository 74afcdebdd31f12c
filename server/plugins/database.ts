import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.ts';
import type { DbHandle } from '../db/handle.ts';
import { loadCommonPasswords } from '../modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database for routes and services: something to hand to a repository, not to query. */
    db: DbHandle;
    config: ServerConfig;
    /** Lower-case common passwords, loaded once per process (about 49,000 entries). */
    commonPasswords: ReadonlySet<string>;
  }
}

let commonPasswords: Set<string> | null = null;

async function database(app: FastifyInstance, options: { db: DbHandle; config: ServerConfig }) {
  commonPasswords ??= loadCommonPasswords();
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  app.decorate('commonPasswords', commonPasswords);
}

export default fp(database, { name: 'database' });
