import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerPaymentOptions } from '@/domain/contracts/customer-payments';
import { CustomerPaymentPage } from '@/features/pay/components/customer-payment-page';
import { renderAt } from '../events-fixtures';
import { serve } from '../transaction-actions/server-stub';

const OPTIONS: CustomerPaymentOptions = {
  currency: 'KWD',
  decimal_places: 3,
  min_amount: null,
  max_amount: '500.000',
  currencies: [
    { currency: 'KWD', decimal_places: 3, min_amount: null, max_amount: '500.000' },
    { currency: 'USD', decimal_places: 2, min_amount: '5.00', max_amount: '100.00' },
  ],
  gateways: [
    { gateway_code: 'knet', gateway: 'KNET', logo_url: null, currency: 'KWD' },
    { gateway_code: 'card_usd', gateway: 'Card', logo_url: null, currency: 'USD' },
  ],
  fields: [{ name: 'customer_name', required: true, max_length: 100 }],
  collector: null,
  merchant: { title: 'Gulf Demo Store', logo_url: null },
  unit_details: null,
  appearance: { theme: 'default', show_social_links: true, show_language_button: true, variables: {} },
};

describe('pos/pay with bounds per currency', () => {
  it("shows the chosen currency's bounds and asks for pay choices in it", async () => {
    const calls = serve((call) =>
      call.url.includes('/create')
        ? { status: 200, body: OPTIONS }
        : { status: 400, body: { amount: ['The amount must be at most 100.00 USD.'] } },
    );
    renderAt('/en/pos/pay', () => <CustomerPaymentPage collectorId={null} />);
    expect(await screen.findByText('At most 500.000 KWD')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    expect(await screen.findByText('Between 5.00 USD and 100.00 USD')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '150' } });
    expect(await screen.findByText('The amount must be at most 100.00 USD.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('pay-choices'))?.body).toEqual({
        amount: '150',
        currency: 'USD',
        collector_id: null,
      }),
    );
  });
});
