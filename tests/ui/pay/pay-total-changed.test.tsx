import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayConflict } from '@/domain/contracts/payments';
import { PayPage } from '@/features/pay/components/pay-page';
import { payChoice, renderAt } from '../events-fixtures';
import { serve } from '../transaction-actions/server-stub';
import { PAY_CONFIG, TRANSACTION } from './pay-fixtures';

/** The server's 409: KPay's fee went up from 0.150 to 0.250 while the customer read the page. */
const CONFLICT: PayConflict = {
  message: 'The total changed since you saw it, so nothing was charged. Check the new total and pay again.',
  pay_choices: [
    payChoice({ amount: '5.000', base_amount: '5.000' }),
    payChoice({
      gateway_code: 'kpay',
      gateway: 'KPay',
      value: 'kpay',
      fee: '0.250',
      amount: '5.250',
      base_amount: '5.000',
      is_default: true,
    }),
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('paying when the fee changed meanwhile (issue 24)', () => {
  it('sends the total on screen; on 409 shows the message and the fresh total, and pays only when pressed again', async () => {
    const leave = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(leave);
    const pays: unknown[] = [];
    const calls = serve((call) => {
      if (call.method === 'OPTIONS') return { status: 200, body: PAY_CONFIG };
      if (call.method === 'GET') return { status: 200, body: TRANSACTION };
      pays.push(call.body);
      return pays.length === 1
        ? { status: 409, body: CONFLICT }
        : { status: 200, body: { redirect_url: 'https://bank.example/pay', attempt_id: 'a-1' } };
    });
    renderAt(`/en/pos/pay/${TRANSACTION.id}`, () => (
      <PayPage scope="pos" transactionId={TRANSACTION.id} detailsStep onDetailsStep={() => {}} />
    ));
    expect(await screen.findAllByText('5.150 KWD')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with KNET' }));

    expect(await screen.findByText(CONFLICT.message ?? '')).toBeTruthy();
    expect(pays).toEqual([{ gateway_code: 'kpay', total: '5.150' }]);
    // The choice and the total both show the fresh price; the old one is gone.
    expect(await screen.findAllByText('5.250 KWD')).toHaveLength(2);
    expect(screen.queryAllByText('5.150 KWD')).toHaveLength(0);
    expect(leave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Pay with KNET' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://bank.example/pay'));
    expect(pays[1]).toEqual({ gateway_code: 'kpay', total: '5.250' });
    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(2);
  });
});
