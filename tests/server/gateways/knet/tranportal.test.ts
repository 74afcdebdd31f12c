import { afterAll, describe, expect, it } from 'vitest';
import type { AttemptCall, PaymentStatus, StartResult } from '../../../../server/gateways/provider.ts';
import {
  accountFor,
  attemptCall,
  KNET,
  knetProvider,
  pressAtBank,
  refundCall,
  startKnetFake,
  startMerchant,
} from './knet-fixtures.ts';

const fake = await startKnetFake(KNET);
const provider = knetProvider(1_000);
const merchant = await startMerchant(provider);
const account = accountFor(fake);
afterAll(async () => {
  await merchant.close();
  await fake.close();
});

let refundSeq = 0;
const refundRef = () => `9${String(Date.now()).slice(-12)}${String(++refundSeq).padStart(7, '0')}`;

/** A payment the customer completed at the bank, with the refs the core stored from the confirming inquiry. */
async function paidAttempt(over: Partial<AttemptCall> = {}) {
  const call = attemptCall(account, merchant, over);
  merchant.call = call;
  const started = (await provider.start(call)) as Extract<StartResult, { status: 'redirect' }>;
  await pressAtBank(started.url, 'pay');
  const status = (await provider.inquire(call)) as Extract<PaymentStatus, { status: 'paid' | 'authorized' }>;
  expect(status.status).toBe('paid');
  return { call, refs: status.refs };
}

describe('KNET inquiry', () => {
  it('asks by track id with the original amount (udf5 TrackID) and reads the answer with its refs', async () => {
    const { call, refs } = await paidAttempt();
    expect(fake.sent.at(-1)).toMatchObject({
      kind: 'tranportal',
      fields: {
        id: '900001',
        password: KNET.password,
        action: '8',
        amt: '20.550',
        transid: call.reference,
        trackid: call.reference,
        udf5: 'TrackID',
      },
    });
    expect(fake.sent.at(-1)).toMatchObject({ raw: expect.stringMatching(/^<id>900001<\/id><password>/) });
    expect(refs).toMatchObject({
      payment_id: expect.any(String),
      tran_id: expect.any(String),
      reference: expect.any(String),
      result: 'CAPTURED',
    });
  });

  it('says not_found for an attempt the bank never saw, and declined or canceled for those that failed there', async () => {
    expect(await provider.inquire(attemptCall(account, merchant))).toEqual({ status: 'not_found' });
    fake.next('decline');
    const declined = attemptCall(account, merchant);
    merchant.call = declined;
    await pressAtBank(((await provider.start(declined)) as { url: string }).url, 'pay');
    expect(await provider.inquire(declined)).toMatchObject({ status: 'declined', reason: 'NOT CAPTURED' });
    const canceled = attemptCall(account, merchant);
    merchant.call = canceled;
    await pressAtBank(((await provider.start(canceled)) as { url: string }).url, 'cancel');
    expect(await provider.inquire(canceled)).toMatchObject({ status: 'canceled' });
  });

  it('says unknown when KNET times out, fails or answers garbage, and the next inquiry settles it', async () => {
    const { call } = await paidAttempt();
    fake.next('timeout');
    expect(await provider.inquire(call)).toMatchObject({
      status: 'unknown',
      reason: expect.stringContaining('Timed out'),
    });
    fake.next('server_error');
    expect(await provider.inquire(call)).toMatchObject({
      status: 'unknown',
      reason: 'KNET answered HTTP 500',
    });
    fake.next('garbled');
    expect(await provider.inquire(call)).toMatchObject({ status: 'unknown' });
    expect(await provider.inquire(call)).toMatchObject({ status: 'paid' });
  });
});

describe('KNET refunds', () => {
  it('refunds part, then the rest, each with its own track id against the original transaction', async () => {
    const { call, refs } = await paidAttempt();
    const first = refundRef();
    expect(await provider.move(refundCall(call, refs, 5_000, first))).toMatchObject({
      status: 'done',
      refs: { result: 'CAPTURED' },
    });
    expect(fake.sent.at(-1)).toMatchObject({
      fields: { action: '2', amt: '5.000', transid: refs.tran_id, trackid: first, udf5: 'TransID' },
    });
    expect(await provider.move(refundCall(call, refs, 15_550, refundRef()))).toMatchObject({
      status: 'done',
    });
    const over = await provider.move(refundCall(call, refs, 1, refundRef()));
    expect(over).toMatchObject({ status: 'refused', reason: expect.stringContaining('IPAY0100061') });
    expect(await provider.inquireMove(refundCall(call, refs, 5_000, first))).toMatchObject({
      status: 'done',
    });
  });

  it('refunds in full in one call', async () => {
    const { call, refs } = await paidAttempt();
    expect(await provider.move(refundCall(call, refs, 20_550, refundRef()))).toMatchObject({
      status: 'done',
    });
    expect(fake.transactions.find((tx) => tx.tranid === refs.tran_id)?.refundedMinor).toBe(20_550);
  });

  it('reads a refused refund as refused, and inquiry of it agrees', async () => {
    const { call, refs } = await paidAttempt();
    fake.next('refund_refused');
    const reference = refundRef();
    expect(await provider.move(refundCall(call, refs, 1_000, reference))).toMatchObject({
      status: 'refused',
      reason: 'KNET: NOT CAPTURED',
    });
    expect(await provider.inquireMove(refundCall(call, refs, 1_000, reference))).toMatchObject({
      status: 'refused',
    });
  });

  it('never refunds twice: an unanswered refund is unknown, inquiry says whether it arrived, a repeat of a done one is refused as duplicate', async () => {
    const { call, refs } = await paidAttempt();
    const move = refundCall(call, refs, 2_000, refundRef());
    expect(await provider.inquireMove(move)).toEqual({ status: 'not_found' });
    fake.next('server_error');
    expect(await provider.move(move)).toMatchObject({ status: 'unknown' });
    expect(await provider.inquireMove(move)).toEqual({ status: 'not_found' });
    expect(await provider.move(move)).toMatchObject({ status: 'done' });
    expect(await provider.move(move)).toMatchObject({
      status: 'unknown',
      reason: expect.stringContaining('Duplicate'),
    });
    expect(fake.transactions.find((tx) => tx.tranid === refs.tran_id)?.refundedMinor).toBe(2_000);
  });

  it('refuses capture and void, which the manual gives the tranportal no action for', async () => {
    const { call, refs } = await paidAttempt();
    const before = fake.sent.length;
    for (const kind of ['capture', 'void'] as const) {
      expect(await provider.move({ ...refundCall(call, refs, 1_000, refundRef()), kind })).toMatchObject({
        status: 'refused',
        reason: expect.stringContaining('merchant portal'),
      });
    }
    expect(fake.sent.length).toBe(before);
  });
});

describe('KNET test connection', () => {
  it('passes with the right credentials and fails with a wrong password or an unreachable host', async () => {
    expect(await provider.testConnection(account)).toEqual({ ok: true });
    expect(await provider.testConnection(accountFor(fake, 'wrong'))).toEqual({
      ok: false,
      reason: expect.stringContaining('Invalid tranportal password'),
    });
    const nowhere = { ...account, credentials: { ...account.credentials, base_url: 'http://127.0.0.1:1' } };
    expect(await provider.testConnection(nowhere)).toMatchObject({ ok: false });
    const shortKey = { ...account, credentials: { ...account.credentials, resource_key: 'too-short' } };
    expect(await provider.testConnection(shortKey)).toEqual({
      ok: false,
      reason: expect.stringContaining('16 characters'),
    });
  });
});
