import { afterAll, describe, expect, it } from 'vitest';
import type { AttentionCount } from '../../../../src/domain/contracts/payment-attention.ts';
import { authed, DOOR, login, readOutbox } from '../../helper.ts';
import { movementsOf, transactionState } from '../payments/providers/fixtures.ts';
import { attentionOf, decide, knetShop, PA, paidAfterExpiry, paidLate, paidTwice } from './fixtures.ts';

const { fake, app, access } = await knetShop();
afterAll(async () => {
  await app.close();
  await fake.close();
});

const knetRefunds = () => fake.transactions.filter((t) => t.original !== '');
const activity = async () =>
  (await app.inject(authed(access, { url: '/api/v1/user/actions?limit=20' }))).json<{
    results: { description: string }[];
  }>().results;

describe('a bank success for an expired transaction', () => {
  it('is listed for the owner, who is emailed, and applying it makes the transaction paid once', async () => {
    const id = await paidAfterExpiry(app, access);
    expect(await transactionState(app, id)).toBe('expired');
    expect(await movementsOf(app, id)).toEqual([]);
    const row = await attentionOf(app, access, id);
    expect(row).toMatchObject({
      reason: 'expired',
      state: 'open',
      amount: '20.000',
      actions: ['refund', 'apply'],
    });
    expect(Object.keys(row.provider_refs)).toEqual(
      expect.arrayContaining(['payment_id', 'reference', 'auth']),
    );

    const mail = (await readOutbox(app, 'admin@demo.gulfpay.test')).find((m) =>
      m.body.includes('/en/admin/payments-attention'),
    );
    expect(mail?.subject).toContain('needs your decision');
    expect(mail?.body).toContain('the transaction had expired');

    const [first, second] = await Promise.all([
      decide(app, access, row.id, 'apply'),
      decide(app, access, row.id, 'apply'),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json()).toMatchObject({ item: { state: 'applied', resolved_by: 'admin', actions: [] } });
    expect(await transactionState(app, id)).toBe('paid');
    expect(await movementsOf(app, id)).toEqual([['payment', 'done', 20_000]]);
    expect((await decide(app, access, row.id, 'refund')).statusCode).toBe(409);
    const log = (await activity()).map((entry) => entry.description);
    expect(log.filter((d) => d.startsWith('Applied 20.000') && d.includes(id))).toHaveLength(1);
  });
});

describe('a second payment of a paid transaction', () => {
  it('can only be refunded, through the bank, once however often it is pressed', async () => {
    const id = await paidTwice(app, access);
    expect(await transactionState(app, id)).toBe('paid');
    const row = await attentionOf(app, access, id);
    expect(row).toMatchObject({ reason: 'already_paid', actions: ['refund'] });
    expect((await decide(app, access, row.id, 'apply')).statusCode).toBe(409);

    const before = knetRefunds().length;
    const presses = await Promise.all([
      decide(app, access, row.id, 'refund'),
      decide(app, access, row.id, 'refund'),
    ]);
    expect(presses.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(knetRefunds().length).toBe(before + 1);
    // The press that waited on the first answers at once: the refund may still be with the bank then.
    expect(presses.map((res) => res.json().item.state)).toEqual(['refunded', 'refunded']);
    expect((await attentionOf(app, access, id)).refund_status).toBe('done');
    // The kept payment and its refund as a pair: paid 40.000, refunded 20.000.
    expect(await movementsOf(app, id)).toEqual([
      ['payment', 'done', 20_000],
      ['payment', 'done', 20_000],
      ['refund', 'done', 20_000],
    ]);
    expect(await transactionState(app, id)).toBe('paid');
    const log = (await activity()).map((entry) => entry.description);
    expect(log.filter((d) => d.startsWith('Began giving back 20.000') && d.includes(id))).toHaveLength(1);
  });

  it('answers a refused refund with 502 in Arabic, leaves the row open, and a retry refunds it once', async () => {
    const id = await paidTwice(app, access);
    const row = await attentionOf(app, access, id);
    fake.next('refund_refused');
    const refused = await decide(app, access, row.id, 'refund', 'ar');
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json().message).toBe('رفضت بوابة الدفع العملية.');
    expect((await attentionOf(app, access, id)).state).toBe('open');
    expect((await decide(app, access, row.id, 'refund')).statusCode).toBe(200);
    expect(await movementsOf(app, id)).toEqual([
      ['payment', 'done', 20_000],
      ['payment', 'done', 20_000],
      ['refund', 'refused', 20_000],
      ['refund', 'done', 20_000],
    ]);
  });
});

describe('a success reported over a day late', () => {
  it('leaves the unpaid transaction pending and can be applied or refunded', async () => {
    const id = await paidLate(app, access, fake);
    expect(await transactionState(app, id)).not.toBe('paid');
    const row = await attentionOf(app, access, id);
    expect(row).toMatchObject({ reason: 'late', actions: ['refund', 'apply'] });
    const res = await decide(app, access, row.id, 'refund', 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('تم ردّ الدفعة إلى العميل.');
    expect(await movementsOf(app, id)).toEqual([
      ['payment', 'done', 20_000],
      ['refund', 'done', 20_000],
    ]);
  });
});

describe('the list itself', () => {
  it('counts open rows for the badge and filters open from resolved', async () => {
    const id = await paidAfterExpiry(app, access);
    const count = async () =>
      (await app.inject(authed(access, { url: `${PA}/count` }))).json<AttentionCount>().open;
    const open = await count();
    expect(open).toBeGreaterThan(0);
    const row = await attentionOf(app, access, id);
    const list = async (state: string) =>
      (await app.inject(authed(access, { url: `${PA}?state=${state}&limit=100` })))
        .json<{
          results: { id: string }[];
        }>()
        .results.map((r) => r.id);
    expect(await list('open')).toContain(row.id);
    await decide(app, access, row.id, 'apply');
    expect(await count()).toBe(open - 1);
    expect(await list('open')).not.toContain(row.id);
    expect(await list('resolved')).toContain(row.id);
  });

  it('is closed to staff without resolve_paymentattention, and an unknown row is 404', async () => {
    const { access: door } = await login(app, DOOR);
    const id = await paidAfterExpiry(app, access);
    const row = await attentionOf(app, access, id);
    expect((await app.inject(authed(door, { url: PA }))).statusCode).toBe(403);
    expect((await app.inject(authed(door, { url: `${PA}/count` }))).statusCode).toBe(403);
    expect((await decide(app, door, row.id, 'apply')).statusCode).toBe(403);
    expect((await decide(app, door, row.id, 'refund')).statusCode).toBe(403);
    expect((await attentionOf(app, access, id)).state).toBe('open');
    expect((await decide(app, access, '00000000-0000-4000-8000-000000000000', 'apply')).statusCode).toBe(404);
  });
});
