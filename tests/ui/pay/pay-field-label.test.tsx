import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerPaymentOptions } from '@/domain/contracts/customer-payments';
import { CustomerPaymentPage } from '@/features/pay/components/customer-payment-page';
import { renderAt } from '../events-fixtures';
import { serve } from '../transaction-actions/server-stub';

const OPTIONS: CustomerPaymentOptions = {
  currency: 'KWD',
  decimal_places: 3,
  min_amount: null,
  max_amount: null,
  currencies: [{ currency: 'KWD', decimal_places: 3, min_amount: null, max_amount: null }],
  gateways: [{ gateway_code: 'knet', gateway: 'KNET', logo_url: null, currency: 'KWD' }],
  fields: [
    { name: 'customer_name', required: true, max_length: 100 },
    { name: 'description', required: false, max_length: 500 },
  ],
  collector: null,
  merchant: { title: 'Gulf Demo Store', logo_url: null },
  unit_details: null,
  appearance: { theme: 'default', show_social_links: true, show_language_button: true, variables: {} },
};

describe('pos/pay description field', () => {
  it('is named by its label, so a screen reader announces it and tests find it', async () => {
    serve((call) =>
      call.url.includes('/plugins/customer_payment/create')
        ? { status: 200, body: OPTIONS }
        : { status: 404, body: { message: 'not stubbed' } },
    );
    renderAt('/en/pos/pay', () => <CustomerPaymentPage collectorId={null} />);
    const description = await screen.findByLabelText('What is this payment for?');
    expect(description.tagName).toBe('TEXTAREA');
    // One element per id: the field's wrapper no longer takes the textarea's id.
    expect(document.querySelectorAll('#pay-description')).toHaveLength(1);
    fireEvent.change(description, { target: { value: 'Invoice 42' } });
    const named = screen.getByRole('textbox', { name: 'What is this payment for?' }) as HTMLTextAreaElement;
    expect(named.value).toBe('Invoice 42');
  });
});
