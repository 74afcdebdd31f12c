import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { expireDue } from '../../../../server/modules/payments/service.ts';
import type { PayChoice, PayPageConfig, PayTransaction } from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { createRequest, PR, pay } from './fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);

const read = (id: string, plugin = 'payment_request', lang = 'en') =>
  app.inject({
    url: `/api/v1/plugins/${plugin}/transaction/pay/${id}`,
    headers: { 'accept-language': lang },
  });

describe('not found, pause and expiry', () => {
  it('answers "Transaction not found" for unknown ids and another plugin', async () => {
    const created = await createRequest(app, admin.access);
    for (const res of [
      await read('8b9f3c3e-0000-4000-8000-000000000000'),
      await read('not-a-uuid'),
      await read(created.id, 'shopify'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Transaction not found' });
    }
    const ar = await read('not-a-uuid', 'payment_request', 'ar');
    expect(ar.json()).toEqual({ message: 'المعاملة غير موجودة' });
    const details = await app.inject({ url: `${PR}/details/8b9f3c3e-0000-4000-8000-000000000000` });
    expect(details.statusCode).toBe(404);
    expect(details.json()).toEqual({ message: 'Payment details not found' });
  });

  it('answers 423 with the pause message on every pay-page endpoint while payments are paused', async () => {
    const created = await createRequest(app, admin.access);
    await queryable(app.db).updateTable('merchants').set({ payments_paused: true }).execute();
    try {
      const calls = [
        read(created.id),
        app.inject({ method: 'OPTIONS', url: `${PR}/pay/${created.id}` }),
        app.inject({ method: 'POST', url: `${PR}/pay-choices/${created.id}`, payload: {} }),
        pay(app, created.id, { gateway_code: 'knet' }),
        app.inject({
          method: 'PATCH',
          url: `${PR}/pay/${created.id}`,
          payload: { extra: { area: 'Salmiya' } },
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(423);
        expect(res.json()).toEqual({ message: "Sorry, we don't accept payments for the moment" });
      }
    } finally {
      await queryable(app.db).updateTable('merchants').set({ payments_paused: false }).execute();
    }
    expect((await read(created.id)).statusCode).toBe(200);
  });

  it('expires a transaction past its expiration time when read or paid', async () => {
    const created = await createRequest(app, admin.access, {
      expiration_time: new Date(Date.now() + 60_000).toISOString(),
    });
    await queryable(app.db)
      .updateTable('transactions')
      .set({ expiration_time: new Date(Date.now() - 1000) })
      .where('id', '=', created.id)
      .execute();
    const paid = await pay(app, created.id, { gateway_code: 'knet' });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toEqual({ non_field_errors: ['Transaction cannot be paid as it is expired'] });
    const tx = (await read(created.id)).json<PayTransaction>();
    expect(tx).toMatchObject({ state: 'expired', valid_for_payment: false, pay_choices: [] });
    expect(tx.details).toEqual({ state: 'Expired', message: 'Transaction cannot be paid as it is expired' });
  });

  it('the periodic sweep expires due transactions and fails their open attempts', async () => {
    const created = await createRequest(app, admin.access, {
      expiration_time: new Date(Date.now() + 60_000).toISOString(),
    });
    const started = await pay(app, created.id, { gateway_code: 'knet' });
    expect(await expireDue(app.db, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    const row = await queryable(app.db)
      .selectFrom('transactions')
      .select('state')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('expired');
    const details = await app.inject({ url: `${PR}/details/${started.json().attempt_id}` });
    expect(details.json()).toMatchObject({
      state: 'expired',
      expired: true,
      try_again_url: null,
      receipt_url: null,
    });
    expect(details.json().message).toBe('Transaction expired, please contact administrator');
  });
});

describe('pay page configuration and address', () => {
  it('gives unit details, multicheckout settings and the Kuwait area list', async () => {
    const created = await createRequest(app, admin.access, {
      multicheckout: {
        capture_delivery_address: true,
        capture_delivery_location: true,
        first_popup: { en: 'Check your address', ar: 'تحقق من عنوانك' },
      },
    });
    const res = await app.inject({ method: 'OPTIONS', url: `${PR}/pay/${created.id}` });
    expect(res.statusCode).toBe(200);
    const config = res.json<PayPageConfig>();
    expect(config.unit_details).toMatchObject({
      title_en: 'Salmiya Branch',
      title_ar: 'فرع السالمية',
      header_color: 'f97316',
    });
    expect(config.multicheckout).toMatchObject({
      multicheckout_enabled: true,
      capture_delivery_address: true,
      first_popup: { en: 'Check your address', ar: 'تحقق من عنوانك' },
      second_popup: null,
      country: 'KW',
    });
    expect(config.multicheckout.kuwait_areas.en_list.length).toBeGreaterThanOrEqual(40);
    expect(config.multicheckout.kuwait_areas.ar_list).toHaveLength(
      config.multicheckout.kuwait_areas.en_list.length,
    );
    expect(config.multicheckout.kuwait_areas.en_list).toContain('Salmiya');
    expect(config.multicheckout.kuwait_areas.ar_list).toContain('السالمية');
    expect(config.map).toEqual({ center: { lat: 29.3759, lng: 47.9774 }, zoom: 14 });
    expect(config.details_prefilled).toBe(false);
  });

  it('answers a popup the dashboard gave in one language with the other one empty', async () => {
    const created = await createRequest(app, admin.access, {
      multicheckout: { capture_delivery_address: true, first_popup: { ar: 'تحقق من عنوانك' } },
    });
    const res = await app.inject({ method: 'OPTIONS', url: `${PR}/pay/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<PayPageConfig>().multicheckout.first_popup).toEqual({ en: '', ar: 'تحقق من عنوانك' });
  });

  it('saves the address (extra) and enforces the SPEC 5 limits', async () => {
    const created = await createRequest(app, admin.access);
    const patch = (extra: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `${PR}/pay/${created.id}`, payload: { extra } });
    const bad = await patch({
      custom_address: 'x'.repeat(16),
      special_instructions: 'y'.repeat(257),
      paci_no: '123456789',
      delivery_location: { lat: 91, lng: 47 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      custom_address: ['Custom Address must be 15 characters or less'],
      special_instructions: ['Special Instruction must be 256 characters or less'],
      paci_no: ['The PACI number must be at most 8 digits.'],
      delivery_location: ['Enter a valid location.'],
    });
    const extra = {
      address: 'Custom name',
      custom_address: 'x'.repeat(15),
      area: 'Salmiya',
      block: '10',
      street: 'Salem Al-Mubarak',
      house_no: '5',
      paci_no: '12345678',
      special_instructions: 'y'.repeat(256),
      delivery_location: { lat: 29.3375, lng: 48.0758 },
    };
    const ok = await patch(extra);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<PayTransaction>().extra).toEqual(extra);
    const config = await app.inject({ method: 'OPTIONS', url: `${PR}/pay/${created.id}` });
    expect(config.json<PayPageConfig>().details_prefilled).toBe(true);
  });
});

describe('pay choices and editable amounts', () => {
  it('prices an editable amount and reports amount errors under amount', async () => {
    const created = await createRequest(app, admin.access, {
      editable_amount: true,
      pg_codes: ['knet', 'kpay'],
    });
    const choices = async (amount?: string) =>
      app.inject({
        method: 'POST',
        url: `${PR}/pay-choices/${created.id}`,
        payload: amount === undefined ? {} : { amount },
      });
    const priced = (await choices('20')).json<PayChoice[]>();
    expect(priced.map((c) => [c.gateway_code, c.amount, c.fee])).toEqual([
      ['knet', '20.000', '0.000'],
      ['kpay', '20.300', '0.300'],
    ]);
    expect((await choices('0')).json()).toEqual({ amount: ['Must be valid positive number'] });
    expect((await choices('1.2345')).json()).toEqual({
      amount: ['decimal should be equal or less 3 characters'],
    });
    expect((await choices()).json<PayChoice[]>()[0]?.base_amount).toBe('10.000');

    const started = await pay(app, created.id, { gateway_code: 'kpay', amount: '20' });
    expect(started.statusCode).toBe(200);
    const attempt = await queryable(app.db)
      .selectFrom('payment_attempts')
      .selectAll()
      .where('id', '=', started.json().attempt_id)
      .executeTakeFirstOrThrow();
    expect([Number(attempt.amount_minor), Number(attempt.fee_minor), Number(attempt.total_minor)]).toEqual([
      20_000, 300, 20_300,
    ]);
  });

  it('ignores a customer amount on a fixed-amount request and refuses gateways it does not offer', async () => {
    const created = await createRequest(app, admin.access, { pg_codes: ['knet'] });
    const res = await app.inject({
      method: 'POST',
      url: `${PR}/pay-choices/${created.id}`,
      payload: { amount: '1' },
    });
    expect(res.json<PayChoice[]>()).toHaveLength(1);
    expect(res.json<PayChoice[]>()[0]).toMatchObject({
      amount: '10.000',
      is_default: true,
      best_choice: false,
    });
    const wrong = await pay(app, created.id, { gateway_code: 'kpay' });
    expect(wrong.json()).toEqual({ gateway_code: ['Select a valid choice.'] });
  });
});
