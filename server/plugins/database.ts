import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { loadCommonPasswords } from '../modules/auth/common-passwords.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    /** Lower-case common passwords, loaded once per process (about 49,000 entries). */
    commonPasswords: ReadonlySet<string>;
  }
}

let commonPasswords: Set<string> | null = null;

async function database(app: FastifyInstance, options: { db: Db; config: ServerConfig }) {
  commonPasswords ??= loadCommonPasswords();
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  app.decorate('commonPasswords', commonPasswords);
}

export default fp(database, { name: 'database' });
