import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.ts';
import { outboundRequest } from '../lib/outbound/request.ts';
import { accountOf } from './account.ts';
import type { MoneyMover } from './builtin.ts';
import { cashOnDeliveryMover } from './cod.ts';
import { KnetProvider } from './knet/knet-provider.ts';
import { MyFatoorahProvider } from './myfatoorah/myfatoorah-provider.ts';
import type { PaymentProvider, ProviderAccount, ProviderHttp } from './provider.ts';
import { ProviderFees } from './provider-fees.ts';
import { sandboxSecret } from './repository.ts';
import { SandboxGateway } from './sandbox.ts';

export interface Gateways {
  /** A provider's adapter by `gateways.adapter`; null for the built-in sandbox and cash on delivery. */
  provider(name: string): PaymentProvider | null;
  /** Refunds, captures and voids, for every adapter. */
  mover(name: string): MoneyMover;
  /** A gateway's account with its provider, opened for one call; never logged or answered. */
  account(gateway: { mode: 'test' | 'live'; credentials_sealed: string | null }): ProviderAccount;
  /** Providers' own fees for customer-paid choices (MyFatoorah's ServiceCharge), quoted and kept briefly. */
  fees: ProviderFees;
  /** How soon a provider's new attempt is first asked about (RECONCILE_AFTER_MS). */
  reconcileAfterMs: number;
  sandbox: SandboxGateway;
  /** HMAC secret shared by the sandbox "gateway" and its callback verifier. */
  sandboxSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateways: Gateways;
  }
}

async function gatewayRegistry(app: FastifyInstance, options: { clock: Clock }) {
  const secret = await sandboxSecret(app.db);
  const sandbox = new SandboxGateway(() => secret, app.config.publicUrl);
  // Providers' hosts are configuration a merchant can set (a country's host, a local fake):
  // the same guard as every merchant-given address.
  const http: ProviderHttp = (request) =>
    outboundRequest(request, { allowLocal: app.config.outboundAllowLocal });
  const providers: Record<string, PaymentProvider> = providerAdapters(http);
  const movers: Record<string, MoneyMover> = { sandbox, cod: cashOnDeliveryMover, ...providers };
  const provider = (name: string) => providers[name] ?? null;
  const account = (gateway: Parameters<Gateways['account']>[0]) => accountOf(app.secretBox, gateway);
  app.decorate('gateways', {
    sandbox,
    sandboxSecret: secret,
    reconcileAfterMs: app.config.reconcileAfterMs,
    provider,
    account,
    fees: new ProviderFees({ provider, account, clock: options.clock, log: app.log }),
    mover(name: string) {
      const mover = movers[name];
      if (!mover) throw new Error(`No gateway adapter named ${name}`);
      return mover;
    },
  });
}

/** The real providers' adapters, each reaching its provider through `http`. */
function providerAdapters(http: ProviderHttp): Record<string, PaymentProvider> {
  return { knet: new KnetProvider(http), myfatoorah: new MyFatoorahProvider(http) };
}

export default fp(gatewayRegistry, { name: 'gateways', dependencies: ['database', 'secrets'] });
