import { afterAll, describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { expireDue } from '../../../../server/modules/payments/service.ts';
import type { PayResponse } from '../../../../src/domain/contracts/payments.ts';
import { startMyFatoorahFake } from '../../../support/providers/myfatoorah-fake.ts';
import { authed, readOutbox } from '../../helper.ts';
import { createRequest, PR, pay } from '../payments/fixtures.ts';
import {
  addGateway,
  attemptRow,
  listeningApp,
  movementsOf,
  providerPage,
  reconcileIn,
  transactionState,
} from '../payments/providers/fixtures.ts';
import { attentionOf, decide } from './fixtures.ts';

// Issue 24: what happens after staff press "give back" on a needs-attention row, through
// MyFatoorah, whose refunds stay pending until the bank decides and whose card holds can
// be released.
const TOKEN = 'SK_KWT_attention-token';
const fake = await startMyFatoorahFake({ token: TOKEN, webhookSecret: 'whsec-attention' });
const { app, access } = await listeningApp();
afterAll(async () => {
  await app.close();
  await fake.close();
});
const credentials = { api_token: TOKEN, webhook_secret: 'whsec-attention', base_url: fake.url };
// The merchant bears MyFatoorah's fee: amounts here are the payment's own.
const method = { provider_method: '2', fee_payer: 'merchant' };
await addGateway(app, access, 'mf-card', 'myfatoorah', credentials, method);
await addGateway(app, access, 'mf-hold', 'myfatoorah', credentials, method);
// The gateways screen does not offer manual capture yet: the hold gateway is set so in its row.
await queryable(app.db)
  .updateTable('gateways')
  .set({ capture_mode: 'manual' })
  .where('code', '=', 'mf-hold')
  .execute();

/** A 20.000 KWD request that expired while its customer was at MyFatoorah's page, who then paid. */
async function paidAfterExpiry(code: string) {
  const expires = new Date(Date.now() + 3_600_000).toISOString();
  const { id } = await createRequest(app, access, {
    amount: '20.000',
    pg_codes: [code],
    expiration_time: expires,
  });
  const started = await pay(app, id, { gateway_code: code });
  expect(started.statusCode, started.body).toBe(200);
  const page = await providerPage(started.json<PayResponse>().redirect_url);
  await expireDue(app.db, new Date(Date.now() + 2 * 3_600_000));
  await fetch(await fake.press(page, 'pay'), { redirect: 'manual' });
  return { id, attemptId: started.json<PayResponse>().attempt_id };
}

const refundIdOf = async (transactionId: string) =>
  (
    await queryable(app.db)
      .selectFrom('money_movements')
      .select('provider_refs')
      .where('transaction_id', '=', transactionId)
      .where('kind', '=', 'refund')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).provider_refs.refund_id ?? '';

const ownerNews = async () =>
  (await readOutbox(app, 'admin@demo.gulfpay.test')).filter((m) => m.subject.includes('needs your decision'))
    .length;

const activity = async () =>
  (await app.inject(authed(access, { url: '/api/v1/user/actions?limit=50' }))).json<{
    results: { description: string }[];
  }>().results;

describe('a refund from the list that the bank refuses later', () => {
  it('puts the row back on the list, says why, tells the owner again, and a second refund can follow', async () => {
    const { id } = await paidAfterExpiry('mf-card');
    const row = await attentionOf(app, access, id);
    expect(row.actions).toEqual(['refund', 'apply']);
    const pressed = await decide(app, access, row.id, 'refund');
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.json().item).toMatchObject({ state: 'refunded', refund_status: 'pending' });

    const told = await ownerNews();
    fake.settleRefund(await refundIdOf(id), 'refused');
    await reconcileIn(app, 3);
    expect(await attentionOf(app, access, id)).toMatchObject({
      state: 'open',
      refund_status: 'refused',
      resolved_by: null,
      actions: ['refund', 'apply'],
    });
    expect(await ownerNews()).toBe(told + 1);
    expect(await movementsOf(app, id)).toEqual([
      ['payment', 'done', 20_000],
      ['refund', 'refused', 20_000],
    ]);

    const again = await decide(app, access, row.id, 'refund');
    expect(again.statusCode, again.body).toBe(200);
    fake.settleRefund(await refundIdOf(id), 'done');
    await reconcileIn(app, 6);
    expect(await attentionOf(app, access, id)).toMatchObject({ state: 'refunded', refund_status: 'done' });
    expect((await movementsOf(app, id)).at(-1)).toEqual(['refund', 'done', 20_000]);
  });
});

describe("a refund of the transaction refused after the row's own went through", () => {
  it('leaves the row resolved', async () => {
    const { id } = await createRequest(app, access, { amount: '20.000', pg_codes: ['mf-card'] });
    const pages: string[] = [];
    for (const key of ['tab-1', 'tab-2']) {
      const started = await pay(app, id, { gateway_code: 'mf-card' }, key);
      pages.push(await providerPage(started.json<PayResponse>().redirect_url));
    }
    // The first tab pays the link; the second, the newest attempt, lands on the list.
    for (const page of pages) await fetch(await fake.press(page, 'pay'), { redirect: 'manual' });
    const row = await attentionOf(app, access, id);
    expect(row.reason).toBe('already_paid');
    expect((await decide(app, access, row.id, 'refund')).statusCode).toBe(200);
    fake.settleRefund(await refundIdOf(id), 'done');
    await reconcileIn(app, 3);
    expect((await attentionOf(app, access, id)).state).toBe('refunded');

    const later = await app.inject(
      authed(access, { method: 'POST', url: `${PR}/${id}/refund`, payload: { amount: '5.000' } }),
    );
    // It runs through the newest paid attempt, the row's, whose invoice MyFatoorah has refunded whole.
    expect(later.statusCode, later.body).toBe(502);
    expect((await movementsOf(app, id)).at(-1)).toEqual(['refund', 'refused', 5_000]);
    expect(await attentionOf(app, access, id)).toMatchObject({ state: 'refunded', resolved_by: 'admin' });
  });
});

describe('a card hold the bank placed after the transaction expired', () => {
  it('offers only its release, which the bank makes once however often it is pressed, audited', async () => {
    const { id, attemptId } = await paidAfterExpiry('mf-hold');
    expect((await attemptRow(app, attemptId)).state).toBe('authorized');
    const row = await attentionOf(app, access, id);
    expect(row).toMatchObject({ reason: 'expired', state: 'open', actions: ['void'] });
    expect((await decide(app, access, row.id, 'refund')).statusCode).toBe(409);
    expect((await decide(app, access, row.id, 'apply')).statusCode).toBe(409);

    const presses = await Promise.all([
      decide(app, access, row.id, 'void', 'ar'),
      decide(app, access, row.id, 'void', 'ar'),
    ]);
    expect(presses.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(presses[0]?.json().message).toBe('تم تحرير المبلغ المحجوز على بطاقة العميل.');
    expect(await attentionOf(app, access, id)).toMatchObject({
      state: 'voided',
      refund_status: 'done',
      resolved_by: 'admin',
      actions: [],
    });
    const released = fake.sent.filter((call) => call.endpoint.toLowerCase() === 'updatepaymentstatus');
    expect(released).toHaveLength(1);
    expect(released[0]?.body).toMatchObject({ Operation: 'release' });
    // The hold and its release as a pair; the expired transaction stays expired, not canceled.
    expect(await movementsOf(app, id)).toEqual([
      ['authorization', 'done', 20_000],
      ['void', 'done', 20_000],
    ]);
    expect(await transactionState(app, id)).toBe('expired');
    expect((await attemptRow(app, attemptId)).state).toBe('canceled');
    const log = (await activity()).map((entry) => entry.description);
    expect(log.filter((d) => d.startsWith('Began releasing 20.000') && d.includes(id))).toHaveLength(1);
  });
});
