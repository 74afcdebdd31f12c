import { afterAll, describe, expect, it } from 'vitest';
import { MyFatoorahProvider } from '../../../../server/gateways/myfatoorah/myfatoorah-provider.ts';
import { ADAPTER_TIMEOUT_MS, attempt, http, query, setUp, started } from './mf-setup.ts';

const { fake, provider, account } = await setUp();
afterAll(() => fake.close());

describe('MyFatoorah pay choices', () => {
  it('lists the methods InitiatePayment offers with their service charges in minor units', async () => {
    const listed = await provider.methods(account, 12_500, 'KWD');
    expect(listed.ok && listed.methods).toEqual([
      expect.objectContaining({
        method: '1',
        code: 'kn',
        nameEn: 'KNET',
        nameAr: 'كي نت',
        feeMinor: 250,
        totalMinor: 12_750,
      }),
      expect.objectContaining({
        method: '2',
        code: 'vm',
        feeMinor: 313,
        totalMinor: 12_813,
        currency: 'KWD',
      }),
      expect.objectContaining({ method: '11', nameEn: 'Apple Pay' }),
    ]);
    expect(fake.sent.at(-1)?.body).toEqual({ InvoiceAmount: 12.5, CurrencyIso: 'KWD' });
  });

  it('says why when the account cannot be asked', async () => {
    const stranger = { ...account, credentials: { ...account.credentials, api_token: 'wrong' } };
    expect(await provider.methods(stranger, 1000, 'KWD')).toEqual({
      ok: false,
      reason: 'MyFatoorah refused the API token (401)',
    });
  });
});

describe('MyFatoorah payments over HTTP', () => {
  it('creates the invoice with the attempt reference and sends the customer to its PaymentURL', async () => {
    const call = attempt(account, { lang: 'ar' });
    const result = await provider.start(call);
    expect(result).toMatchObject({ status: 'redirect', url: expect.stringContaining(`${fake.url}/KWT/ia/`) });
    expect(fake.sent.at(-1)).toMatchObject({
      endpoint: 'executepayment',
      authorization: 'Bearer SK_KWT_test-token',
      body: {
        PaymentMethodId: 2,
        InvoiceValue: 12.5,
        DisplayCurrencyIso: 'KWD',
        CallBackUrl: call.urls.response,
        ErrorUrl: call.urls.error,
        CustomerName: 'Fatima Al-Sabah',
        CustomerEmail: 'fatima@example.test',
        CustomerMobile: '50001234',
        Language: 'AR',
        CustomerReference: call.reference,
      },
    });
    // Written from the minor units' digits, with the dinar's three decimals, never from a float.
    expect(fake.sent.at(-1)?.raw).toContain('"InvoiceValue":12.500,');
  });

  it('reads a paid invoice only from GetPaymentStatus, bound to the reference, invoice, amount and currency', async () => {
    const { call, url } = await started(provider, attempt(account));
    const back = await fake.customer(url);
    expect(back).toMatch(/^https:\/\/shop\.example\.test\/pay\/return\?paymentId=\d{20}&Id=\d{20}$/);
    const read = provider.readReturn(call, { leg: 'response', method: 'GET', query: query(back), form: {} });
    expect(read).toMatchObject({ ok: true, claimed: { status: 'pending' }, answer: 'browser' });
    if (!read.ok) return;
    const status = await provider.inquire(call, read.hint);
    expect(status).toEqual({
      status: 'paid',
      bound: {
        reference: call.reference,
        invoiceId: call.refs.invoice_id,
        amountMinor: 12_500,
        currency: 'KWD',
      },
      refs: expect.objectContaining({
        invoice_id: call.refs.invoice_id,
        payment_id: read.hint.payment_id,
        payment_gateway: 'VISA/MASTER',
        authorization_id: expect.any(String),
        reference_id: expect.any(String),
        track_id: expect.any(String),
      }),
    });
    expect(fake.sent.at(-1)?.body).toEqual({ Key: read.hint.payment_id, KeyType: 'PaymentId' });
  });

  it('reads a decline and a customer cancel from the error leg as final failures', async () => {
    for (const [outcome, expected] of [
      ['decline', 'declined'],
      ['cancel', 'canceled'],
    ] as const) {
      fake.next(outcome);
      const { call, url } = await started(provider, attempt(account));
      const back = await fake.customer(url);
      expect(back).toContain(call.urls.error);
      const read = provider.readReturn(call, { leg: 'error', method: 'GET', query: query(back), form: {} });
      if (!read.ok) throw new Error('unreadable return');
      expect(await provider.inquire(call, read.hint)).toMatchObject({
        status: expected,
        reason: expect.any(String),
      });
    }
  });

  it('refuses a return without a MyFatoorah paymentId', () => {
    const call = attempt(account);
    const returns: Record<string, string>[] = [{}, { paymentId: '' }, { paymentId: '123<script>' }];
    for (const fields of returns) {
      expect(provider.readReturn(call, { leg: 'response', method: 'GET', query: fields, form: {} })).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('leaves a timed-out start unknown, and the reference finds the invoice afterwards', async () => {
    fake.next('timeout');
    const call = attempt(account);
    expect(await provider.start(call)).toMatchObject({ status: 'unknown' });
    expect(await provider.inquire(call)).toMatchObject({ status: 'pending' });
    expect(fake.sent.at(-1)?.body).toEqual({ Key: call.reference, KeyType: 'CustomerReference' });
  });

  it('finds a late success by inquiry alone, although the customer never came back', async () => {
    fake.next('late_success');
    const { call, url } = await started(provider, attempt(account));
    expect(await fake.customer(url)).toBeNull();
    expect(await provider.inquire(call)).toMatchObject({
      status: 'paid',
      bound: { reference: call.reference },
    });
    expect(fake.sent.at(-1)?.body).toEqual({ Key: call.refs.invoice_id, KeyType: 'InvoiceId' });
  });

  it("answers another invoice's paymentId with that invoice's reference and amount", async () => {
    const cheap = await started(provider, attempt(account, { amountMinor: 1_000 }));
    const cheapBack = await fake.customer(cheap.url);
    const dear = await started(provider, attempt(account, { amountMinor: 250_000 }));
    const replayed = provider.readReturn(dear.call, {
      leg: 'response',
      method: 'GET',
      query: query(cheapBack),
      form: {},
    });
    if (!replayed.ok) throw new Error('unreadable return');
    const status = await provider.inquire(dear.call, replayed.hint);
    expect(status).toMatchObject({
      status: 'paid',
      bound: { reference: cheap.call.reference, invoiceId: cheap.call.refs.invoice_id, amountMinor: 1_000 },
    });
  });

  it('authorises only when asked, and the capture makes it paid', async () => {
    const { call, url } = await started(provider, attempt(account, { authorizeOnly: true }));
    expect(fake.sent.at(-1)?.body).toMatchObject({ ProcessingDetails: { AutoCapture: false } });
    const read = provider.readReturn(call, {
      leg: 'response',
      method: 'GET',
      query: query(await fake.customer(url)),
      form: {},
    });
    if (!read.ok) throw new Error('unreadable return');
    const authorized = await provider.inquire(call, read.hint);
    expect(authorized).toMatchObject({ status: 'authorized', bound: { amountMinor: 12_500 } });
    const capture = {
      account,
      kind: 'capture' as const,
      attempt: {
        reference: call.reference,
        refs: authorized.status === 'authorized' ? authorized.refs : {},
        amountMinor: 12_500,
        currency: 'KWD',
      },
      reference: '77777777777777777777',
      amountMinor: 12_500,
      refs: {},
    };
    expect(await provider.move(capture)).toEqual({ status: 'done', refs: {} });
    expect(await provider.inquireMove(capture)).toEqual({ status: 'done', refs: {} });
    expect(await provider.inquire(call, read.hint)).toMatchObject({ status: 'paid' });
  });

  it('refuses a start MyFatoorah rejects, with its validation message', async () => {
    const result = await provider.start(attempt(account, { method: '999' }));
    expect(result).toEqual({
      status: 'refused',
      reason: 'Invalid data; PaymentMethodId: Invalid payment method',
    });
  });

  it('refuses a pay choice that is not a MyFatoorah method without calling it', async () => {
    const sentBefore = fake.sent.length;
    expect(await provider.start(attempt(account, { method: null }))).toMatchObject({ status: 'refused' });
    expect(await provider.start(attempt(account, { method: 'knet' }))).toMatchObject({ status: 'refused' });
    expect(fake.sent.length).toBe(sentBefore);
  });

  it('answers not_found for a reference MyFatoorah never received', async () => {
    expect(await provider.inquire(attempt(account))).toEqual({ status: 'not_found' });
  });

  it('answers unknown when the inquiry is rate limited, fails, or times out', async () => {
    const { call } = await started(provider, attempt(account));
    for (const kind of ['busy', 'server_error', 'timeout'] as const) {
      fake.failNext('getPaymentStatus', kind);
      expect(await provider.inquire(call)).toMatchObject({ status: 'unknown', reason: expect.any(String) });
    }
  });

  it('answers unknown when nothing listens at the base URL', async () => {
    const gone = new MyFatoorahProvider(http, ADAPTER_TIMEOUT_MS);
    const closed = { ...account, credentials: { ...account.credentials, base_url: 'http://127.0.0.1:1' } };
    expect(await gone.start(attempt(closed))).toMatchObject({ status: 'unknown' });
  });
});

describe('MyFatoorah test connection', () => {
  it('succeeds with the right token and explains a refused one', async () => {
    expect(await provider.testConnection(account)).toEqual({ ok: true });
    const wrong = { ...account, credentials: { ...account.credentials, api_token: 'SK_KWT_revoked' } };
    expect(await provider.testConnection(wrong)).toEqual({
      ok: false,
      reason: 'MyFatoorah refused the API token (401)',
    });
    expect(fake.sent.at(-1)).toMatchObject({
      endpoint: 'initiatepayment',
      authorization: 'Bearer SK_KWT_revoked',
    });
  });
});
