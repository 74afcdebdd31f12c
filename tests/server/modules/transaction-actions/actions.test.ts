import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { BulkActionResponse } from '../../../../src/domain/contracts/transaction-actions.ts';
import type { TransactionAction } from '../../../../src/domain/contracts/transactions.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { ADMIN, authed, createTestApp, login, readOutbox } from '../../helper.ts';
import { seedTransaction, staffToken } from './fixtures.ts';

const app = await createTestApp({ smtpUrl: null });
const admin = (await login(app, ADMIN)).access;
const access = pluginAccessPermission('payment_request');
const PR = '/api/v1/plugins/payment_request';

const actionsOf = async (id: string, token = admin, lang = 'en') =>
  app.inject(
    authed(token, { url: `${PR}/transaction/actions/${id}/`, headers: { 'accept-language': lang } }),
  );
const values = async (id: string, token = admin) =>
  (await actionsOf(id, token)).json<TransactionAction[]>().map((a) => a.value);
const post = (token: string, url: string, payload: object = {}) =>
  app.inject(authed(token, { method: 'POST', url, payload }));
const outbox = (recipient: string) => readOutbox(app, recipient);
const deletedAt = async (id: string) =>
  (
    await queryable(app.db)
      .selectFrom('transactions')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).deleted_at;

describe('the actions a transaction offers', () => {
  it('offers refund with what is left to refund, and delete, on a paid transaction', async () => {
    const id = await seedTransaction(app, { amountMinor: 12_500 });
    const res = await actionsOf(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        value: 'refund',
        display_name: 'Refund',
        icon: 'undo',
        url: `/api/v1/plugins/payment_request/transaction/${id}/refund`,
        method: 'POST',
        available_amount: '12.500',
      },
      {
        value: 'delete',
        display_name: 'Delete',
        icon: 'trash',
        url: `/api/v1/plugins/payment_request/transaction/${id}`,
        method: 'DELETE',
      },
    ]);
    const ar = (await actionsOf(id, admin, 'ar')).json<TransactionAction[]>();
    expect(ar.map((a) => a.display_name)).toEqual(['استرداد', 'حذف']);
  });

  it('offers capture and void on a held card payment, with two decimals for USD', async () => {
    const id = await seedTransaction(app, { state: 'authorized', amountMinor: 4_050, currency: 'USD' });
    const actions = (await actionsOf(id)).json<TransactionAction[]>();
    expect(actions.map((a) => [a.value, a.available_amount])).toEqual([
      ['capture', '40.50'],
      ['void', undefined],
      ['delete', undefined],
    ]);
  });

  it('offers email and SMS on an unpaid transaction with the share message in both languages', async () => {
    const id = await seedTransaction(app, {
      state: 'created',
      amountMinor: 1_250_500,
      customerPhone: '+96551112222',
    });
    const actions = (await actionsOf(id)).json<TransactionAction[]>();
    expect(actions.map((a) => a.value)).toEqual(['email', 'sms', 'delete']);
    const sms = actions.find((a) => a.value === 'sms');
    expect(sms).toMatchObject({
      method: 'GET',
      url: `/api/v1/plugins/payment_request/transaction/${id}/sms`,
    });
    expect(sms?.data?.phone).toBe('+96551112222');
    expect(sms?.data?.message_en).toContain(`http://pay.test/en/pos/pay/${id}`);
    expect(sms?.data?.message_en).toContain('1,250.500 KWD');
    expect(sms?.data?.message_ar).toContain(`http://pay.test/ar/pos/pay/${id}`);
    expect(sms?.data?.message_ar).toContain('متجر جلف باي التجريبي');
    const noContact = await seedTransaction(app, {
      state: 'created',
      customerEmail: null,
      customerPhone: null,
    });
    expect(await values(noContact)).toEqual(['delete']);
  });

  it('offers only what the user holds the permission for, and nothing without access', async () => {
    const paid = await seedTransaction(app);
    const unpaid = await seedTransaction(app, { state: 'created' });
    const viewer = await staffToken(app, [access]);
    expect(await values(paid, viewer)).toEqual([]);
    expect(await values(unpaid, viewer)).toEqual(['email', 'sms']);
    const refunder = await staffToken(app, [access, PERMISSIONS.refundTransactions]);
    expect(await values(paid, refunder)).toEqual(['refund']);
    const outsider = await staffToken(app, [PERMISSIONS.refundTransactions]);
    expect((await actionsOf(paid, outsider)).statusCode).toBe(403);
    expect((await app.inject({ url: `${PR}/transaction/actions/${paid}/` })).statusCode).toBe(401);
    expect((await actionsOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // Another plugin's id is not found under this plugin.
    expect(
      (await app.inject(authed(admin, { url: `/api/v1/plugins/event/transaction/actions/${paid}/` })))
        .statusCode,
    ).toBe(404);
  });
});

describe('refund, capture and void through the row actions', () => {
  it('refunds part of a paid transaction only with the refund permission', async () => {
    const id = await seedTransaction(app, { amountMinor: 10_000 });
    const url = `${PR}/transaction/${id}/refund`;
    const viewer = await staffToken(app, [access, PERMISSIONS.captureTransactions]);
    const denied = await post(viewer, url, { amount: '4.000' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'You do not have permission to perform this action.' });

    const refunder = await staffToken(app, [access, PERMISSIONS.refundTransactions]);
    const done = await post(refunder, url, { amount: '4.000' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Refunded Successfully', available_amount: '6.000' });
    const [refund] = (await actionsOf(id)).json<TransactionAction[]>();
    expect(refund).toMatchObject({ value: 'refund', available_amount: '6.000' });
    const tooMuch = await post(refunder, url, { amount: '6.001' });
    expect(tooMuch.json()).toEqual({ amount: ['The amount cannot be greater than the available amount.'] });
  });

  it('captures and voids only with the capture permission', async () => {
    const held = await seedTransaction(app, { state: 'authorized', amountMinor: 20_000 });
    const refunder = await staffToken(app, [access, PERMISSIONS.refundTransactions]);
    expect((await post(refunder, `${PR}/transaction/${held}/capture`, { amount: null })).statusCode).toBe(
      403,
    );
    expect((await post(refunder, `${PR}/transaction/${held}/void`)).statusCode).toBe(403);
    const capturer = await staffToken(app, [access, PERMISSIONS.captureTransactions]);
    const captured = await post(capturer, `${PR}/transaction/${held}/capture`, { amount: '15.000' });
    expect(captured.json()).toMatchObject({
      message: 'Captured Successfully',
      state: 'paid',
      paid_amount: '15.000',
    });
    const other = await seedTransaction(app, { state: 'authorized' });
    const voided = await post(capturer, `${PR}/transaction/${other}/void`);
    expect(voided.json()).toMatchObject({ message: 'Voided Successfully', state: 'canceled' });
  });
});

describe('bulk actions on selected transactions', () => {
  const bulk = (action: string, payload: object, token = admin, scope = 'payment_request') =>
    post(token, `/api/v1/plugins/${scope}/transaction/bulk/${action}`, payload);

  it('refunds every selected transaction: 200 when all applied', async () => {
    const ids = [
      await seedTransaction(app, { amountMinor: 3_000 }),
      await seedTransaction(app, { amountMinor: 5_000 }),
    ];
    const res = await bulk('refund', { ids, amount: '1.000' });
    expect(res.statusCode).toBe(200);
    const body = res.json<BulkActionResponse>();
    expect(body.message).toBe('Applied successfully');
    expect(body.results).toEqual(ids.map((id) => ({ id, ok: true, message: 'Refunded Successfully' })));
    const left = await Promise.all(
      ids.map(async (id) => (await actionsOf(id)).json<TransactionAction[]>()[0]?.available_amount),
    );
    expect(left).toEqual(['2.000', '4.000']);
  });

  it('answers 207 "Applied partially" with the reason of each id that failed', async () => {
    const paid = await seedTransaction(app, { amountMinor: 7_000 });
    const unpaid = await seedTransaction(app, { state: 'created' });
    const res = await bulk('refund', { ids: [paid, unpaid, 'not-an-id'], amount: null }, admin);
    expect(res.statusCode).toBe(207);
    expect(res.json()).toEqual({
      message: 'Applied partially',
      results: [
        { id: paid, ok: true, message: 'Refunded Successfully' },
        { id: unpaid, ok: false, message: 'Only a paid transaction can be refunded.' },
        { id: 'not-an-id', ok: false, message: 'Transaction not found' },
      ],
    });
    expect(await values(paid)).toEqual(['delete']);
    const ar = await app.inject(
      authed(admin, {
        method: 'POST',
        url: `${PR}/transaction/bulk/refund`,
        payload: { ids: [await seedTransaction(app), unpaid] },
        headers: { 'accept-language': 'ar' },
      }),
    );
    expect(ar.json().message).toBe('تم التطبيق جزئيًا');
  });

  it('answers 400 when none could be applied, and 403 without the permission', async () => {
    const unpaid = await seedTransaction(app, { state: 'created' });
    const none = await bulk('refund', { ids: [unpaid] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Only a paid transaction can be refunded.');
    const paid = await seedTransaction(app);
    const viewer = await staffToken(app, [access]);
    expect((await bulk('refund', { ids: [paid] }, viewer)).statusCode).toBe(403);
    expect((await bulk('capture', { ids: [paid] }, viewer, 'all')).statusCode).toBe(403);
    expect(await values(paid)).toEqual(['refund', 'delete']);
    const empty = await bulk('refund', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(['ids']);
    expect(
      (await bulk('refund', { ids: Array.from({ length: 1001 }, (_, i) => `id-${i}`) })).statusCode,
    ).toBe(400);
  });

  it('across all plugins, skips the plugins the user may not access', async () => {
    const mine = await seedTransaction(app, { plugin: 'payment_request' });
    const theirs = await seedTransaction(app, { plugin: 'event' });
    const refunder = await staffToken(app, [access, PERMISSIONS.refundTransactions]);
    const res = await bulk('refund', { ids: [mine, theirs] }, refunder, 'all');
    expect(res.statusCode).toBe(207);
    expect(res.json<BulkActionResponse>().results.map((r) => r.ok)).toEqual([true, false]);
  });

  it('sends the payment link of each selected transaction by SMS through the outbox', async () => {
    const ids = [
      await seedTransaction(app, { state: 'created', customerPhone: '+96552220001' }),
      await seedTransaction(app, { state: 'created', customerPhone: '+96552220002', language: 'ar' }),
    ];
    const res = await bulk('sms', { ids });
    expect(res.statusCode).toBe(200);
    const [first] = await outbox('+96552220001');
    const [second] = await outbox('+96552220002');
    expect(first?.body).toContain(`http://pay.test/en/pos/pay/${ids[0]}`);
    expect(second?.body).toContain(`http://pay.test/ar/pos/pay/${ids[1]}`);
  });

  it('deletes the selected transactions of any plugin with the delete permission', async () => {
    const ids = [
      await seedTransaction(app, { plugin: 'event' }),
      await seedTransaction(app, { plugin: 'catalogue' }),
    ];
    const res = await app.inject(
      authed(admin, { method: 'DELETE', url: '/api/v1/plugins/all/transaction/bulk', payload: { ids } }),
    );
    expect(res.statusCode).toBe(200);
    expect(await deletedAt(ids[0] as string)).not.toBeNull();
    expect(await deletedAt(ids[1] as string)).not.toBeNull();
  });
});

describe('email, SMS, delete and restore of one transaction', () => {
  it('emails the payment link through the outbox', async () => {
    const id = await seedTransaction(app, { state: 'created', customerEmail: 'row-email@example.kw' });
    const res = await app.inject(authed(admin, { url: `${PR}/transaction/${id}/email` }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The payment link was sent by email.' });
    const [message] = await outbox('row-email@example.kw');
    expect(message).toMatchObject({ channel: 'email', subject: 'Payment request from Gulf Pay Demo Store' });
    const paid = await seedTransaction(app, { customerPhone: '+96553330000' });
    expect((await app.inject(authed(admin, { url: `${PR}/transaction/${paid}/sms` }))).statusCode).toBe(400);
    expect(await outbox('+96553330000')).toEqual([]);
  });

  it('deletes to the deleted transactions and restores from there, with the permission', async () => {
    const id = await seedTransaction(app);
    const viewer = await staffToken(app, [access, PERMISSIONS.refundTransactions]);
    const url = `${PR}/transaction/${id}`;
    expect((await app.inject(authed(viewer, { method: 'DELETE', url }))).statusCode).toBe(403);
    expect(await deletedAt(id)).toBeNull();

    const deleter = await staffToken(app, [access, PERMISSIONS.deleteTransactions]);
    const res = await app.inject(authed(deleter, { method: 'DELETE', url }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Transaction deleted' });
    expect(await deletedAt(id)).not.toBeNull();
    expect((await app.inject(authed(deleter, { method: 'DELETE', url }))).statusCode).toBe(404);
    // A deleted transaction can only be restored; money actions no longer find it.
    const actions = (await actionsOf(id)).json<TransactionAction[]>();
    expect(actions).toEqual([
      {
        value: 'restore',
        display_name: 'Restore',
        icon: 'restore',
        url: `/api/v1/plugins/payment_request/deleted_transaction/${id}/restore`,
        method: 'POST',
      },
    ]);
    expect((await post(admin, `${url}/refund`, { amount: null })).statusCode).toBe(404);

    const restoreUrl = `${PR}/deleted_transaction/${id}/restore`;
    expect((await post(viewer, restoreUrl)).statusCode).toBe(403);
    const restored = await post(deleter, restoreUrl);
    expect(restored.json()).toEqual({ message: 'Transaction restored' });
    expect(await deletedAt(id)).toBeNull();
    expect((await post(deleter, restoreUrl)).statusCode).toBe(404);
    const history = await app.inject(authed(admin, { url: '/api/v1/user/actions?limit=50' }));
    expect(JSON.stringify(history.json())).toContain(`Deleted transaction ${id}`);
    expect(JSON.stringify(history.json())).toContain(`Restored transaction ${id}`);
  });
});
