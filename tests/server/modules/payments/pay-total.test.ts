import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { PayConflict, PayTransaction } from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { gatewayCalls } from '../gateways-admin/fixtures.ts';
import { createRequest, PR, pay } from './fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);
const gateways = gatewayCalls(app, admin.access);

const attemptsOf = async (transactionId: string) =>
  (
    await queryable(app.db)
      .selectFrom('payment_attempts')
      .select(['gateway_code', 'total_minor'])
      .where('transaction_id', '=', transactionId)
      .execute()
  ).map((a) => [a.gateway_code, Number(a.total_minor)]);

const stateOf = async (id: string) =>
  (await app.inject({ url: `${PR}/pay/${id}` })).json<PayTransaction>().state;

describe('the pay call with the total the customer saw (issue 24)', () => {
  it('a fee raised after the page was read answers 409 with fresh pay choices in the customer language and charges nothing', async () => {
    const { id } = await createRequest(app, admin.access, { amount: '10.000', pg_codes: ['knet', 'kpay'] });
    const page = (await app.inject({ url: `${PR}/pay/${id}` })).json<PayTransaction>();
    expect(page.pay_choices.find((c) => c.gateway_code === 'knet')?.amount).toBe('10.000');

    // The merchant starts passing KNET's fee to customers while this one reads the page.
    await gateways.edited('knet', { fee_fixed: '0.250' });
    const refused = await pay(app, id, { gateway_code: 'knet', total: '10.000' }, 'seen-old', 'ar');
    expect(refused.statusCode).toBe(409);
    const body = refused.json<PayConflict>();
    expect(body.message).toBe(
      'تغيّر المبلغ الإجمالي منذ أن عُرض عليك، ولذلك لم يُخصم أي مبلغ. راجع المبلغ الجديد ثم ادفع مرة أخرى.',
    );
    expect(body.pay_choices?.map((c) => [c.gateway_code, c.fee, c.amount])).toEqual([
      ['knet', '0.250', '10.250'],
      ['kpay', '0.200', '10.200'],
    ]);
    expect(body.pay_choices?.find((c) => c.gateway_code === 'knet')?.gateway).toBe('كي نت');
    expect(await attemptsOf(id)).toEqual([]);
    expect(await stateOf(id)).toBe('created');

    const paid = await pay(app, id, { gateway_code: 'knet', total: '10.250' }, 'seen-new');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await attemptsOf(id)).toEqual([['knet', 10_250]]);
  });

  it('the total the customer saw, written either way, pays; without a total an API client pays the current one', async () => {
    const { id } = await createRequest(app, admin.access, { amount: '10.000', pg_codes: ['kpay'] });
    const same = await pay(app, id, { gateway_code: 'kpay', total: '10.2' }, 'same-total');
    expect(same.statusCode, same.body).toBe(200);
    const other = await createRequest(app, admin.access, { amount: '10.000', pg_codes: ['kpay'] });
    expect((await pay(app, other.id, { gateway_code: 'kpay' })).statusCode).toBe(200);
    expect(await attemptsOf(other.id)).toEqual([['kpay', 10_200]]);
  });

  it('a total that is no amount is a 400 under its field, not a 409', async () => {
    const { id } = await createRequest(app, admin.access, { amount: '10.000', pg_codes: ['kpay'] });
    const res = await pay(app, id, { gateway_code: 'kpay', total: '10,200 KWD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ total: ['Enter a valid value.'] });
    expect(await attemptsOf(id)).toEqual([]);
  });
});
