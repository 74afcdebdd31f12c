import { afterAll, describe, expect, it } from 'vitest';
import { inTransaction, queryable } from '../../../../../server/db/handle.ts';
import type { MoneyCall } from '../../../../../server/gateways/service.ts';
import { moneyCallOf } from '../../../../../server/modules/payments/money-settle.ts';
import { beginMoneyAction, findMovement } from '../../../../../server/modules/payments/service.ts';
import { expireDue } from '../../../../../server/modules/payments/transactions.ts';
import { KNET, pressAtBank } from '../../../../server/gateways/knet/knet-fixtures.ts';
import { startKnetFake } from '../../../../support/providers/knet-fake.ts';
import { authed } from '../../../helper.ts';
import { PR } from '../fixtures.ts';
import {
  addGateway,
  attemptRow,
  listeningApp,
  movementsOf,
  payThrough,
  providerPage,
  reconcileIn,
  transactionState,
} from './fixtures.ts';

const fake = await startKnetFake(KNET);
afterAll(() => fake.close());
const { app, origin, access } = await listeningApp();
await addGateway(app, access, 'knet-bank', 'knet', {
  tranportal_id: KNET.tranportalId,
  tranportal_password: KNET.password,
  resource_key: KNET.resourceKey,
  base_url: fake.url,
});

const refund = (id: string, amount: string | null, key?: string, lang = 'en') =>
  app.inject(
    authed(access, {
      method: 'POST',
      url: `${PR}/${id}/refund`,
      payload: { amount },
      headers: { 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
    }),
  );

const knetRefunds = () => fake.transactions.filter((t) => t.original !== '');
const inquiries = () => fake.sent.filter((s) => s.kind === 'tranportal' && s.fields.action === '8');

/** A customer paid 20.000 KWD through KNET's page. */
async function paidThroughKnet() {
  const { id, started } = await payThrough(app, access, 'knet-bank');
  const page = await providerPage(started.redirect_url);
  expect(await pressAtBank(page, 'pay')).toBe(`${origin}/en/pos/attempt-detail/${started.attempt_id}`);
  expect(await transactionState(app, id)).toBe('paid');
  return { id, attemptId: started.attempt_id };
}

describe('paying through KNET', () => {
  it('starts at the bank after the attempt commits, and pays only once an inquiry confirms the response leg', async () => {
    const before = inquiries().length;
    const { started, id } = await payThrough(app, access, 'knet-bank');
    expect(started.redirect_url).toBe(`${origin}/gateway/go/${started.attempt_id}`);
    const attempt = await attemptRow(app, started.attempt_id);
    const page = await providerPage(started.redirect_url);
    expect(page).toMatch(/\/kpg\/PaymentHTTP\.htm\?param=paymentInit&trandata=[0-9a-f]+/);
    // A reload goes to the same bank page: one attempt, one request to the bank.
    expect(await providerPage(started.redirect_url)).toBe(page);
    await pressAtBank(page, 'pay');
    expect(fake.sent.filter((s) => s.kind === 'payment_init').at(-1)).toMatchObject({
      fields: { trackid: attempt.reference, amt: '20.000', action: '1' },
    });
    expect(inquiries().length).toBe(before + 1);
    expect(await transactionState(app, id)).toBe('paid');
    const paid = await attemptRow(app, started.attempt_id);
    expect(paid.state).toBe('paid');
    expect(Object.keys(paid.provider_refs)).toEqual(
      expect.arrayContaining(['payment_id', 'tran_id', 'reference', 'auth']),
    );
    expect(paid.gateway_reference).toBe(paid.provider_refs.reference);
    expect(await movementsOf(app, id)).toEqual([['payment', 'done', 20_000]]);
  });

  it('a decline fails the attempt and a cancel at the bank leaves the link payable again', async () => {
    fake.next('decline');
    const declined = await payThrough(app, access, 'knet-bank');
    await pressAtBank(await providerPage(declined.started.redirect_url), 'pay');
    expect(await transactionState(app, declined.id)).toBe('failed');

    const canceled = await payThrough(app, access, 'knet-bank');
    const errorLeg = await pressAtBank(await providerPage(canceled.started.redirect_url), 'cancel');
    // The bank sends the browser to the attempt's error URL, which sends it on to the result page.
    expect(errorLeg).toContain(`/api/v1/gateways/return/${canceled.started.attempt_id}/error?`);
    const landed = await fetch(errorLeg, { redirect: 'manual' });
    expect(landed.headers.get('location')).toBe(
      `${origin}/en/pos/attempt-detail/${canceled.started.attempt_id}`,
    );
    expect(await transactionState(app, canceled.id)).toBe('attempted');
    expect((await attemptRow(app, canceled.started.attempt_id)).state).toBe('canceled');
  });

  it('applies a response leg delivered twice once', async () => {
    fake.next('duplicate');
    const { id, started } = await payThrough(app, access, 'knet-bank');
    await pressAtBank(await providerPage(started.redirect_url), 'pay');
    expect(fake.sent.filter((s) => s.kind === 'response_leg').slice(-2)).toHaveLength(2);
    expect(await movementsOf(app, id)).toEqual([['payment', 'done', 20_000]]);
  });

  it('refuses tampered trandata and another attempt’s response; only the bank’s inquiry pays', async () => {
    fake.next('tampered');
    const { id, started } = await payThrough(app, access, 'knet-bank');
    await pressAtBank(await providerPage(started.redirect_url), 'pay');
    expect(await transactionState(app, id)).toBe('pending');

    // The trandata of a 1.000 KWD payment, replayed at a 20.000 KWD attempt's response URL.
    const cheap = await payThrough(app, access, 'knet-bank', '1.000');
    await pressAtBank(await providerPage(cheap.started.redirect_url), 'pay');
    const leg = fake.sent.filter((s) => s.kind === 'response_leg').at(-1);
    const victim = await payThrough(app, access, 'knet-bank');
    await providerPage(victim.started.redirect_url);
    const replay = await fetch(`${origin}/api/v1/gateways/return/${victim.started.attempt_id}/response`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: leg?.kind === 'response_leg' ? leg.body : '',
    });
    expect(await replay.text()).toBe(`REDIRECT=${origin}/en/pos/attempt-detail/${victim.started.attempt_id}`);
    expect(await transactionState(app, victim.id)).toBe('pending');

    // The tampered one was captured at the bank: reconciliation finds it by inquiry.
    await reconcileIn(app, 3);
    expect(await transactionState(app, id)).toBe('paid');
    expect(await transactionState(app, victim.id)).toBe('pending');
  });

  it('settles a customer who never came back from inquiry alone, once, and fails an abandoned attempt after a day', async () => {
    fake.next('late_success');
    const late = await payThrough(app, access, 'knet-bank');
    await pressAtBank(await providerPage(late.started.redirect_url), 'pay');
    expect(await transactionState(app, late.id)).toBe('pending');
    const abandoned = await payThrough(app, access, 'knet-bank');
    await providerPage(abandoned.started.redirect_url);

    await Promise.all([reconcileIn(app, 3), reconcileIn(app, 3)]);
    expect(await transactionState(app, late.id)).toBe('paid');
    expect(await movementsOf(app, late.id)).toEqual([['payment', 'done', 20_000]]);
    expect(await transactionState(app, abandoned.id)).toBe('pending');

    await reconcileIn(app, 25 * 60);
    expect(await transactionState(app, abandoned.id)).toBe('failed');
    expect((await attemptRow(app, abandoned.started.attempt_id)).next_check_at).toBeNull();
  });
});

describe('money the bank took where nothing can take it', () => {
  it('a payment completed at the bank after its link expired goes to the needs-attention list', async () => {
    fake.next('late_success');
    const { id, started } = await payThrough(app, access, 'knet-bank');
    await pressAtBank(await providerPage(started.redirect_url), 'pay');
    await queryable(app.db)
      .updateTable('transactions')
      .set({ expiration_time: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await expireDue(app.db);
    expect(await transactionState(app, id)).toBe('expired');
    // Still asked about: the bank completed it, and that money is found.
    expect((await attemptRow(app, started.attempt_id)).state).toBe('pending');
    await reconcileIn(app, 3);
    expect(await transactionState(app, id)).toBe('expired');
    expect((await attemptRow(app, started.attempt_id)).state).toBe('paid');
    const attention = await queryable(app.db)
      .selectFrom('payment_attention')
      .select(['reason', 'state'])
      .where('attempt_id', '=', started.attempt_id)
      .execute();
    expect(attention).toEqual([{ reason: 'expired', state: 'open' }]);
    expect(await movementsOf(app, id)).toEqual([]);
  });
});

describe('refunds through KNET', () => {
  it('refunds part and then the rest, and never past what was paid', async () => {
    const { id } = await paidThroughKnet();
    const before = knetRefunds().length;
    const part = await refund(id, '5.000');
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ refunded_amount: '5.000', available_amount: '15.000' });
    expect((await refund(id, '15.500')).statusCode).toBe(400);
    expect((await refund(id, null)).json()).toMatchObject({
      refunded_amount: '20.000',
      available_amount: '0.000',
    });
    expect(
      knetRefunds()
        .slice(before)
        .map((t) => t.amountMinor),
    ).toEqual([5_000, 15_000]);
  });

  it('a refund whose process died after its intent is asked for once by reconciliation', async () => {
    const { id } = await paidThroughKnet();
    const before = knetRefunds().length;
    // The intent commits and the process dies before the bank hears of it.
    await inTransaction(app.db, (trx) =>
      beginMoneyAction(trx, {
        action: 'refund',
        transactionId: id,
        plugin: 'payment_request',
        amount: '4.000',
        user: { id: 1, merchant_id: 1, username: 'admin', is_superuser: true, permissions: [] },
        lang: 'en',
      }),
    );
    // Counted at once: a second refund cannot pass what is left.
    expect((await refund(id, '16.500')).statusCode).toBe(400);
    await reconcileIn(app, 3);
    await reconcileIn(app, 10);
    expect(
      knetRefunds()
        .slice(before)
        .map((t) => t.amountMinor),
    ).toEqual([4_000]);
    expect(await movementsOf(app, id)).toEqual([
      ['payment', 'done', 20_000],
      ['refund', 'done', 4_000],
    ]);
  });

  it('a refund whose process died after the bank refunded is found by inquiry, not refunded again', async () => {
    const { id } = await paidThroughKnet();
    const before = knetRefunds().length;
    const intent = await inTransaction(app.db, (trx) =>
      beginMoneyAction(trx, {
        action: 'refund',
        transactionId: id,
        plugin: 'payment_request',
        amount: '6.000',
        user: { id: 1, merchant_id: 1, username: 'admin', is_superuser: true, permissions: [] },
        lang: 'en',
      }),
    );
    // The bank refunds; the process dies before the outcome commits.
    const movement = await findMovement(app.db, intent.movementId);
    const target = movement && (await moneyCallOf(app.db, app.gateways, movement));
    expect(target?.adapter).toBe('knet');
    expect((await app.gateways.mover('knet').move(target?.call as MoneyCall)).status).toBe('done');
    await reconcileIn(app, 3);
    expect(
      knetRefunds()
        .slice(before)
        .map((t) => t.amountMinor),
    ).toEqual([6_000]);
    expect(await movementsOf(app, id)).toEqual([
      ['payment', 'done', 20_000],
      ['refund', 'done', 6_000],
    ]);
  });

  it('a bank error leaves the refund pending (202) and reconciliation settles it once', async () => {
    const { id } = await paidThroughKnet();
    const before = knetRefunds().length;
    fake.next('server_error');
    const asked = await refund(id, '2.000', 'refund-bank-error', 'ar');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({
      message: 'طُلب الاسترداد. لم يؤكده البنك بعد، وسيظهر مستردًا حين يؤكده.',
      available_amount: '18.000',
      refunded_amount: '0.000',
    });
    // The same key again answers the same, without asking the bank.
    expect((await refund(id, '2.000', 'refund-bank-error', 'ar')).body).toBe(asked.body);
    await reconcileIn(app, 3);
    expect(
      knetRefunds()
        .slice(before)
        .map((t) => t.amountMinor),
    ).toEqual([2_000]);
    expect(await movementsOf(app, id)).toEqual([
      ['payment', 'done', 20_000],
      ['refund', 'done', 2_000],
    ]);
  });
});
