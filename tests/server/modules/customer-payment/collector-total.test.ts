import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { DEMO_COLLECTOR_ID } from '../../../../server/modules/customer-payment/demo-data.ts';
import type { CustomerPaymentCreateResponse } from '../../../../src/domain/contracts/customer-payments.ts';
import type { PayChoice, PayConflict } from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { gatewayCalls } from '../gateways-admin/fixtures.ts';

// Issue 24: the collector's page pays with the total its customer saw, like the pay page.
const app = await createTestApp();
const admin = await login(app, ADMIN);
const gateways = gatewayCalls(app, admin.access);
const BASE = '/api/v1/plugins/customer_payment';

const choices = async () =>
  (
    await app.inject({
      method: 'POST',
      url: `${BASE}/pay-choices`,
      payload: { amount: '20', currency: 'KWD', collector_id: DEMO_COLLECTOR_ID },
    })
  ).json<PayChoice[]>();

const create = (total: string, key: string, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `${BASE}/create/${DEMO_COLLECTOR_ID}/`,
    headers: { 'idempotency-key': key, 'accept-language': lang },
    payload: {
      amount: '20',
      currency: 'KWD',
      customer_name: 'Fatima',
      gateway_code: 'knet',
      total,
    },
  });

const customerPayments = async () =>
  (
    await queryable(app.db)
      .selectFrom('transactions')
      .select('id')
      .where('plugin', '=', 'customer_payment')
      .execute()
  ).length;

describe("the collector's pay call with the total the customer saw", () => {
  it('a fee raised meanwhile answers 409 with all of the page’s fresh choices, in Arabic, and creates nothing', async () => {
    const seen = await choices();
    const knet = seen.find((c) => c.gateway_code === 'knet');
    expect(knet?.amount).toBe('20.000');
    const before = await customerPayments();

    await gateways.edited('knet', { fee_fixed: '0.250' });
    const refused = await create(knet?.amount ?? '', 'collector-seen-old', 'ar');
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json<PayConflict>();
    expect(body.message).toBe(
      'تغيّر المبلغ الإجمالي منذ أن عُرض عليك، ولذلك لم يُخصم أي مبلغ. راجع المبلغ الجديد ثم ادفع مرة أخرى.',
    );
    // Every gateway the page offers, not only the one pressed, priced now.
    expect(body.pay_choices?.map((c) => c.gateway_code)).toEqual(seen.map((c) => c.gateway_code));
    expect(body.pay_choices?.find((c) => c.gateway_code === 'knet')).toMatchObject({
      fee: '0.250',
      amount: '20.250',
      gateway: 'كي نت',
    });
    expect(await customerPayments()).toBe(before);

    const paid = await create('20.250', 'collector-seen-new');
    expect(paid.statusCode, paid.body).toBe(201);
    const { transaction_id } = paid.json<CustomerPaymentCreateResponse>();
    const attempt = await queryable(app.db)
      .selectFrom('payment_attempts')
      .select('total_minor')
      .where('transaction_id', '=', transaction_id)
      .executeTakeFirstOrThrow();
    expect(Number(attempt.total_minor)).toBe(20_250);
    await gateways.edited('knet', { fee_fixed: '0.000' });
  });
});
