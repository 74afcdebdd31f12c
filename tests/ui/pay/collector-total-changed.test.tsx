import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerPaymentOptions } from '@/domain/contracts/customer-payments';
import type { PayConflict } from '@/domain/contracts/payments';
import { CustomerPaymentPage } from '@/features/pay/components/customer-payment-page';
import { payChoice, renderAt } from '../events-fixtures';
import { serve } from '../transaction-actions/server-stub';

const COLLECTOR = '6f1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

const OPTIONS: CustomerPaymentOptions = {
  currency: 'KWD',
  decimal_places: 3,
  min_amount: null,
  max_amount: null,
  currencies: [{ currency: 'KWD', decimal_places: 3, min_amount: null, max_amount: null }],
  gateways: [{ gateway_code: 'knet', gateway: 'KNET', logo_url: null, currency: 'KWD' }],
  fields: [{ name: 'customer_name', required: true, max_length: 100 }],
  collector: { id: COLLECTOR, name: 'Ahmad' },
  merchant: { title: 'Gulf Demo Store', logo_url: null },
  unit_details: null,
  appearance: { theme: 'default', show_social_links: true, show_language_button: true, variables: {} },
};

const knet = (fee: string, amount: string) =>
  payChoice({ fee, amount, base_amount: '20.000', is_default: true });

/** The server's 409: KNET's fee went up from nothing to 0.250 while the customer filled the page. */
const CONFLICT: PayConflict = {
  message: 'The total changed since you saw it, so nothing was charged. Check the new total and pay again.',
  pay_choices: [knet('0.250', '20.250')],
};

afterEach(() => vi.restoreAllMocks());

describe("the collector's page when a fee changed meanwhile (issue 24)", () => {
  it('sends the total on screen; on 409 shows the message and the fresh total, and pays only when pressed again', async () => {
    const leave = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(leave);
    const creates: unknown[] = [];
    const calls = serve((call) => {
      if (call.method === 'OPTIONS') return { status: 200, body: OPTIONS };
      if (call.url.includes('pay-choices')) return { status: 200, body: [knet('0.000', '20.000')] };
      creates.push(call.body);
      return creates.length === 1
        ? { status: 409, body: CONFLICT }
        : { status: 201, body: { redirect_url: 'https://bank.example/pay', transaction_id: 't-1' } };
    });
    renderAt(`/en/pos/pay/collect/${COLLECTOR}`, () => <CustomerPaymentPage collectorId={COLLECTOR} />);
    fireEvent.change(await screen.findByLabelText(/Amount/), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Fatima' } });
    expect(await screen.findAllByText('20.000 KWD')).not.toHaveLength(0);
    const payButton = await screen.findByRole('button', { name: 'Pay with KNET' });
    await waitFor(() => expect(payButton.hasAttribute('disabled')).toBe(false));
    fireEvent.click(payButton);

    expect(await screen.findByText(CONFLICT.message ?? '')).toBeTruthy();
    expect(creates[0]).toMatchObject({ amount: '20', gateway_code: 'knet', total: '20.000' });
    expect(await screen.findAllByText('20.250 KWD')).not.toHaveLength(0);
    expect(screen.queryAllByText('20.000 KWD')).toHaveLength(0);
    expect(leave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Pay with KNET' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://bank.example/pay'));
    expect(creates[1]).toMatchObject({ total: '20.250' });
    const keys = calls
      .filter((call) => call.method === 'POST' && call.url.includes('/create/'))
      .map((call) => call.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(2);
  });
});
