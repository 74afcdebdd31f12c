import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { queryable } from '../db/handle.ts';
import type { GatewayAdapter } from './adapter.ts';
import { CashOnDeliveryGateway } from './cod.ts';
import { SandboxGateway } from './sandbox.ts';

export interface Gateways {
  adapter(name: string): GatewayAdapter;
  sandbox: SandboxGateway;
  /** HMAC secret shared by the sandbox "gateway" and its callback verifier. */
  sandboxSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateways: Gateways;
  }
}

/** Like the JWT secret: generated once and kept in the database, shared by every instance. */
async function sandboxSecret(db: Db): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: 'sandbox_gateway_secret', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'sandbox_gateway_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

async function gatewayRegistry(app: FastifyInstance) {
  const secret = await sandboxSecret(queryable(app.db));
  const sandbox = new SandboxGateway(() => secret, app.config.publicUrl);
  const adapters: Record<string, GatewayAdapter> = { sandbox, cod: new CashOnDeliveryGateway() };
  app.decorate('gateways', {
    sandbox,
    sandboxSecret: secret,
    adapter(name: string) {
      const adapter = adapters[name];
      if (!adapter) throw new Error(`No gateway adapter named ${name}`);
      return adapter;
    },
  });
}

export default fp(gatewayRegistry, { name: 'gateways', dependencies: ['database'] });
