import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MethodList, PaymentProvider } from '../../../server/gateways/provider.ts';
import { ProviderFees, type QuotedGateway } from '../../../server/gateways/provider-fees.ts';
import { FakeClock } from '../fake-clock.ts';

const GATEWAY: QuotedGateway = {
  merchant_id: 1,
  code: 'mf-knet',
  adapter: 'myfatoorah',
  fee_payer: 'customer',
  provider_method: '1',
  mode: 'test',
  credentials_sealed: 'sealed',
};

/** A provider whose InitiatePayment answers `answer`, counting calls; and the warnings logged. */
function setUp(answer: () => Promise<MethodList>) {
  let calls = 0;
  const warnings: Array<Record<string, unknown>> = [];
  const provider = {
    methods: () => {
      calls += 1;
      return answer();
    },
  } as unknown as PaymentProvider;
  const log = {
    warn: (fields: Record<string, unknown>) => warnings.push(fields),
  } as unknown as FastifyBaseLogger;
  const fees = new ProviderFees({
    provider: () => provider,
    account: () => ({ mode: 'test', credentials: {} }),
    clock: new FakeClock(),
    log,
  });
  return { fees, warnings, calls: () => calls };
}

const knet = (feeMinor: number, currency = 'KWD'): MethodList => ({
  ok: true,
  methods: [
    {
      method: '1',
      code: 'kn',
      nameEn: 'KNET',
      nameAr: 'كي نت',
      imageUrl: null,
      feeMinor,
      totalMinor: 0,
      currency,
    },
  ],
});

describe("MyFatoorah's fee quotes", () => {
  it('shares one InitiatePayment between page loads that arrive together', async () => {
    const { fees, calls } = setUp(async () => knet(250));
    const [a, b] = await Promise.all([
      fees.quote([GATEWAY], 10_000, 'KWD'),
      fees.quote([GATEWAY], 10_000, 'KWD'),
    ]);
    expect(a.get('mf-knet')).toEqual({ ok: true, feeMinor: 250 });
    expect(b.get('mf-knet')).toEqual({ ok: true, feeMinor: 250 });
    expect(calls()).toBe(1);
    expect(fees.peek([GATEWAY], 10_000, 'KWD').get('mf-knet')).toEqual({ ok: true, feeMinor: 250 });
  });

  it('logs why a choice has no fee, and never prices one it was not asked for', async () => {
    const { fees, warnings } = setUp(async () => ({ ok: false, reason: 'MyFatoorah answered HTTP 500' }));
    expect((await fees.quote([GATEWAY], 10_000, 'KWD')).get('mf-knet')).toMatchObject({ ok: false });
    expect(warnings).toEqual([
      expect.objectContaining({
        gateway: 'mf-knet',
        amountMinor: 10_000,
        reason: 'MyFatoorah answered HTTP 500',
      }),
    ]);
    expect(fees.peek([GATEWAY], 20_000, 'KWD').get('mf-knet')).toMatchObject({ ok: false });
  });

  it('refuses a fee in another currency or for a method the account no longer offers', async () => {
    const usd = setUp(async () => knet(250, 'USD'));
    expect((await usd.fees.quote([GATEWAY], 10_000, 'KWD')).get('mf-knet')).toEqual({
      ok: false,
      reason: 'the fee came in USD, not KWD',
    });
    const gone = setUp(async () => ({ ok: true, methods: [] }));
    expect((await gone.fees.quote([GATEWAY], 10_000, 'KWD')).get('mf-knet')).toEqual({
      ok: false,
      reason: 'method 1 is not offered for this amount',
    });
  });

  it('does not ask when the merchant bears the fee', async () => {
    const { fees, calls } = setUp(async () => knet(250));
    expect((await fees.quote([{ ...GATEWAY, fee_payer: 'merchant' }], 10_000, 'KWD')).size).toBe(0);
    expect(calls()).toBe(0);
  });
});
