import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptTrandata } from '../../../../server/gateways/knet/cipher.ts';
import type { AttemptCall, StartResult } from '../../../../server/gateways/provider.ts';
import {
  accountFor,
  attemptCall,
  KNET,
  knetProvider,
  pressAtBank,
  startKnetFake,
  startMerchant,
} from './knet-fixtures.ts';

const fake = await startKnetFake(KNET);
const provider = knetProvider();
const merchant = await startMerchant(provider);
const account = accountFor(fake);
afterAll(async () => {
  await merchant.close();
  await fake.close();
});
beforeEach(() => {
  merchant.reads.length = 0;
});

async function begin(over: Partial<AttemptCall> = {}) {
  const call = attemptCall(account, merchant, over);
  merchant.call = call;
  const started = (await provider.start(call)) as Extract<StartResult, { status: 'redirect' }>;
  expect(started.status).toBe('redirect');
  return { call, url: started.url };
}

describe('KNET payment page and response leg, through the fake bank', () => {
  it('sends the encrypted request and reads a captured payment, answering REDIRECT= to the bank', async () => {
    const { call, url } = await begin();
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/kpg\/PaymentHTTP\.htm\?param=paymentInit&trandata=[0-9a-f]+&tranportalId=900001&responseURL=/,
    );
    expect(url).not.toContain(KNET.password);
    const landed = await pressAtBank(url, 'pay');
    expect(landed).toBe(`${merchant.origin}/receipt/${call.reference}`);
    expect(fake.sent.at(-2)).toMatchObject({
      kind: 'payment_init',
      fields: {
        id: '900001',
        password: KNET.password,
        action: '1',
        langid: 'USA',
        currencycode: '414',
        amt: '20.550',
        trackid: call.reference,
      },
    });
    expect(fake.sent.at(-1)).toMatchObject({ kind: 'response_leg', answer: `REDIRECT=${landed}` });
    const [only] = merchant.reads;
    expect(merchant.reads).toHaveLength(1);
    expect(only?.read).toMatchObject({
      ok: true,
      answer: 'text',
      claimed: {
        status: 'paid',
        bound: { reference: call.reference, invoiceId: null, amountMinor: 20_550, currency: 'KWD' },
        refs: { result: 'CAPTURED' },
      },
    });
    const refs = only?.read.ok && only.read.claimed.status === 'paid' ? only.read.claimed.refs : {};
    expect(Object.keys(refs).sort()).toEqual([
      'auth',
      'payment_id',
      'postdate',
      'reference',
      'result',
      'tran_id',
    ]);
  });

  it('asks for an authorisation (action 4) in Arabic and reads APPROVED as authorised', async () => {
    const { url } = await begin({ authorizeOnly: true, lang: 'ar' });
    await pressAtBank(url, 'pay');
    expect(fake.sent.at(-2)).toMatchObject({ kind: 'payment_init', fields: { action: '4', langid: 'AR' } });
    expect(merchant.reads[0]?.read).toMatchObject({
      ok: true,
      claimed: { status: 'authorized', refs: { result: 'APPROVED' } },
    });
  });

  it('reads a decline and a cancel chosen at the bank as final failures', async () => {
    fake.next('decline');
    await pressAtBank((await begin()).url, 'pay');
    fake.next('cancel');
    await pressAtBank((await begin()).url, 'pay');
    expect(merchant.reads.map((r) => r.read.ok && r.read.claimed)).toEqual([
      expect.objectContaining({ status: 'declined', reason: 'NOT CAPTURED' }),
      expect.objectContaining({ status: 'canceled', reason: 'CANCELED' }),
    ]);
  });

  it('reads the Cancel button on the error leg, answered in the browser', async () => {
    const { call, url } = await begin();
    const landed = await pressAtBank(url, 'cancel');
    expect(landed).toContain(`${merchant.origin}/knet/error/1?`);
    expect(merchant.reads).toEqual([
      {
        leg: 'error',
        read: expect.objectContaining({
          ok: true,
          answer: 'browser',
          claimed: expect.objectContaining({ status: 'canceled' }),
        }),
      },
    ]);
    expect(new URL(landed).searchParams.get('trackid')).toBe(call.reference);
  });

  it('leaves a customer who closed the tab to inquiry: no leg arrives, and KNET says CAPTURED', async () => {
    fake.next('late_success');
    const { call, url } = await begin();
    expect(await pressAtBank(url, 'pay')).toBe('');
    expect(merchant.reads).toEqual([]);
    expect(await provider.inquire(call)).toMatchObject({
      status: 'paid',
      bound: { reference: call.reference, amountMinor: 20_550 },
    });
  });

  it('reads a response leg delivered twice as the same claim twice (the core applies it once)', async () => {
    fake.next('duplicate');
    const { url } = await begin();
    const before = fake.sent.length;
    await pressAtBank(url, 'pay');
    expect(fake.sent.slice(before).filter((s) => s.kind === 'response_leg')).toHaveLength(2);
    const [first, second] = merchant.reads;
    expect(first?.read).toEqual(second?.read);
    expect(first?.read).toMatchObject({ ok: true, claimed: { status: 'paid' } });
  });

  it('refuses a tampered trandata', async () => {
    fake.next('tampered');
    await pressAtBank((await begin()).url, 'pay');
    expect(merchant.reads.map((r) => r.read)).toEqual([{ ok: false, reason: 'tampered' }]);
  });

  it('refuses a result whose track id or amount is not the attempt’s', async () => {
    const { call } = await begin();
    const plain = (trackid: string, amt: string) =>
      `paymentid=1&result=CAPTURED&tranid=2&trackid=${trackid}&amt=${amt}`;
    const read = (text: string) =>
      provider.readReturn(call, {
        leg: 'response',
        method: 'POST',
        query: {},
        form: { trandata: encryptTrandata(text, KNET.resourceKey) },
      });
    expect(read(plain('99999999999999999999', '20.550'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(read(plain(call.reference, '0.550'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(read('paymentid=1&result=CAPTURED&tranid=2')).toEqual({ ok: false, reason: 'mismatch' });
    expect(read(plain(call.reference, '20.550'))).toMatchObject({ ok: true, claimed: { status: 'paid' } });
    expect(provider.readReturn(call, { leg: 'response', method: 'POST', query: {}, form: {} })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('reads trandata from a GET query too, and binds the clear error leg to its attempt', async () => {
    const { call } = await begin();
    const trandata = encryptTrandata(
      `paymentid=1&result=CAPTURED&tranid=2&trackid=${call.reference}&amt=20.550`,
      KNET.resourceKey,
    );
    expect(
      provider.readReturn(call, { leg: 'error', method: 'GET', query: { trandata }, form: {} }),
    ).toMatchObject({
      ok: true,
      answer: 'browser',
      claimed: { status: 'paid' },
    });
    const clear = { paymentid: '1', ErrorText: 'IPAY0100045-Denied by Risk' };
    const foreign = { ...clear, trackid: '99999999999999999999' };
    expect(provider.readReturn(call, { leg: 'error', method: 'GET', query: foreign, form: {} })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(provider.readReturn(call, { leg: 'error', method: 'GET', query: clear, form: {} })).toMatchObject({
      ok: true,
      claimed: { status: 'declined', reason: 'IPAY0100045-Denied by Risk' },
      hint: { payment_id: '1' },
    });
  });

  it('sends the customer to the error leg when the request cannot be read, and says why', async () => {
    const wrong = attemptCall(accountFor(fake, 'not-the-password'), merchant);
    merchant.call = wrong;
    const started = await provider.start(wrong);
    const landed = started.status === 'redirect' ? await pressAtBank(started.url, 'pay') : '';
    expect(new URL(landed).searchParams.get('Error')).toBe('IPAY0100015');
    expect(merchant.reads[0]?.read).toMatchObject({
      ok: true,
      claimed: { status: 'declined', reason: expect.stringContaining('IPAY0100015') },
    });
  });

  it('refuses other currencies and unusable accounts before anything is sent', async () => {
    const before = fake.sent.length;
    expect(await provider.start(attemptCall(account, merchant, { currency: 'USD' }))).toMatchObject({
      status: 'refused',
    });
    const shortKey = { ...account, credentials: { ...account.credentials, resource_key: 'short' } };
    expect(await provider.start(attemptCall(shortKey, merchant))).toMatchObject({ status: 'refused' });
    expect(fake.sent.length).toBe(before);
  });
});
