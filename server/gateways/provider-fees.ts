/**
 * MyFatoorah's own fee for a customer-paid choice (InitiatePayment's ServiceCharge), asked
 * outside any database transaction and kept briefly per (gateway, amount, currency): a pay
 * page load does not call MyFatoorah each time, and the pay call that follows prices the
 * attempt with the very figure the customer saw.
 */
import type { FastifyBaseLogger } from 'fastify';
import { providerPricesFee } from '../../src/domain/gateway-settings.ts';
import type { Clock } from '../lib/clock.ts';
import type { PaymentProvider, ProviderAccount } from './provider.ts';

/** What a gateway row must say for its fee to be quoted. */
export interface QuotedGateway {
  merchant_id: number;
  code: string;
  adapter: string;
  fee_payer: 'customer' | 'merchant';
  provider_method: string | null;
  mode: 'test' | 'live';
  credentials_sealed: string | null;
}

/** A quoted gateway's fee in minor units of the asked currency, or why there is none. */
export type FeeQuote = { ok: true; feeMinor: number } | { ok: false; reason: string };

/** Gateway code → its quote; only gateways whose fee the provider prices are in it. */
export type FeeQuotes = ReadonlyMap<string, FeeQuote>;

/** Long enough for a customer to read the page and press pay; short enough to follow MyFatoorah's changes. */
export const FEE_QUOTE_TTL_MS = 5 * 60_000;
/** A provider that did not answer is asked again soon, not on every page load while it is down. */
export const FAILED_QUOTE_TTL_MS = 15_000;
/** Between the pay call's own quote and its database transaction's read: the same figure, even at the TTL's edge. */
const READ_GRACE_MS = 30_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  expiresAt: number;
  quote: Promise<FeeQuote>;
  settled: FeeQuote | null;
}

interface Deps {
  provider(name: string): PaymentProvider | null;
  account(gateway: QuotedGateway): ProviderAccount;
  clock: Clock;
  log: FastifyBaseLogger;
}

export class ProviderFees {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly deps: Deps) {}

  /** Quotes every provider-priced gateway among `gateways`, from the cache or the provider. */
  async quote(gateways: readonly QuotedGateway[], amountMinor: number, currency: string): Promise<FeeQuotes> {
    const priced = gateways.filter(providerPricesFee);
    const quotes = await Promise.all(priced.map((g) => this.#quoteOne(g, amountMinor, currency)));
    return new Map(priced.map((g, index) => [g.code, quotes[index] as FeeQuote]));
  }

  /** The provider-priced gateways among `gateways` with no fresh quote to read: what `quote` must ask first. */
  unquoted(gateways: readonly QuotedGateway[], amountMinor: number, currency: string): QuotedGateway[] {
    const now = this.#now();
    return gateways.filter(providerPricesFee).filter((g) => {
      const entry = this.#entries.get(keyOf(g, amountMinor, currency));
      return !(entry?.settled && entry.expiresAt + READ_GRACE_MS > now);
    });
  }

  /**
   * The cached quotes only, for code running inside a database transaction, where no provider
   * may be called: a gateway never quoted (or quoted too long ago) reads as unavailable.
   */
  peek(gateways: readonly QuotedGateway[], amountMinor: number, currency: string): FeeQuotes {
    const now = this.#now();
    return new Map(
      gateways.filter(providerPricesFee).map((g) => {
        const entry = this.#entries.get(keyOf(g, amountMinor, currency));
        const fresh = entry?.settled && entry.expiresAt + READ_GRACE_MS > now ? entry.settled : null;
        return [g.code, fresh ?? { ok: false, reason: 'not quoted before the pay call' }];
      }),
    );
  }

  #quoteOne(gateway: QuotedGateway, amountMinor: number, currency: string): Promise<FeeQuote> {
    const key = keyOf(gateway, amountMinor, currency);
    const cached = this.#entries.get(key);
    if (cached && cached.expiresAt > this.#now()) return cached.quote;
    // Until it settles, the entry never expires: page loads meanwhile share the one call.
    const entry = { expiresAt: Number.POSITIVE_INFINITY, settled: null } as Entry;
    entry.quote = this.#ask(gateway, amountMinor, currency).then((quote) => {
      entry.settled = quote;
      entry.expiresAt = this.#now() + (quote.ok ? FEE_QUOTE_TTL_MS : FAILED_QUOTE_TTL_MS);
      if (!quote.ok)
        this.deps.log.warn(
          {
            gateway: gateway.code,
            merchant: gateway.merchant_id,
            amountMinor,
            currency,
            reason: quote.reason,
          },
          'pay choice left out: no fee quote from the provider',
        );
      return quote;
    });
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#trim();
    return entry.quote;
  }

  async #ask(gateway: QuotedGateway, amountMinor: number, currency: string): Promise<FeeQuote> {
    try {
      return await this.#askProvider(gateway, amountMinor, currency);
    } catch (err) {
      return { ok: false, reason: err instanceof Error ? err.message : String(err) };
    }
  }

  async #askProvider(gateway: QuotedGateway, amountMinor: number, currency: string): Promise<FeeQuote> {
    const provider = this.deps.provider(gateway.adapter);
    if (!provider?.methods) return { ok: false, reason: `${gateway.adapter} lists no methods` };
    if (!gateway.provider_method) return { ok: false, reason: 'no method chosen for the gateway' };
    const listed = await provider.methods(this.deps.account(gateway), amountMinor, currency);
    if (!listed.ok) return listed;
    const method = listed.methods.find((m) => m.method === gateway.provider_method);
    if (!method)
      return { ok: false, reason: `method ${gateway.provider_method} is not offered for this amount` };
    if (method.currency !== currency)
      return { ok: false, reason: `the fee came in ${method.currency}, not ${currency}` };
    return { ok: true, feeMinor: method.feeMinor };
  }

  /** Oldest first (a Map keeps insertion order), so a flood of distinct amounts cannot grow it without end. */
  #trim() {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= MAX_ENTRIES) return;
      this.#entries.delete(key);
    }
  }

  #now() {
    return this.deps.clock.now().getTime();
  }
}

/** Credentials are part of the key: new account details are never priced with the old account's answer. */
const keyOf = (g: QuotedGateway, amountMinor: number, currency: string) =>
  [g.merchant_id, g.code, g.provider_method, g.mode, g.credentials_sealed, amountMinor, currency.trim()].join(
    '|',
  );
