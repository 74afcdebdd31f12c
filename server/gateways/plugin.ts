import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayAdapter } from './adapter.ts';
import { CashOnDeliveryGateway } from './cod.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxSecret } from './repository.ts';
import { SandboxGateway } from './sandbox.ts';

export interface Gateways {
  adapter(name: string): GatewayAdapter;
  /** The real provider serving `gateways.adapter` = name (issue 24's boundary); null for sandbox, cod and unknown names. */
  provider(name: string): PaymentProvider | null;
  sandbox: SandboxGateway;
  /** HMAC secret shared by the sandbox "gateway" and its callback verifier. */
  sandboxSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateways: Gateways;
  }
}

async function gatewayRegistry(app: FastifyInstance) {
  const secret = await sandboxSecret(app.db);
  const sandbox = new SandboxGateway(() => secret, app.config.publicUrl);
  const adapters: Record<string, GatewayAdapter> = { sandbox, cod: new CashOnDeliveryGateway() };
  const providers: Record<string, PaymentProvider> = {};
  app.decorate('gateways', {
    sandbox,
    sandboxSecret: secret,
    adapter(name: string) {
      const adapter = adapters[name];
      if (!adapter) throw new Error(`No gateway adapter named ${name}`);
      return adapter;
    },
    provider: (name: string) => (Object.hasOwn(providers, name) ? (providers[name] ?? null) : null),
  });
}

export default fp(gatewayRegistry, { name: 'gateways', dependencies: ['database'] });
