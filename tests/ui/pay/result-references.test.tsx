import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptResult } from '@/domain/contracts/payments';
import { AttemptResultPage } from '@/features/attempt-result/components/attempt-result-page';
import { renderAt, unitDetails } from '../events-fixtures';
import { serve } from '../transaction-actions/server-stub';

/** A KNET payment's result as the details API gives it (server/modules/pay-page/service.ts). */
const PAID_WITH_KNET: AttemptResult = {
  attempt_id: 'a-knet',
  transaction_id: 't-knet',
  state: 'paid',
  message: 'Thank you!',
  message_ar: 'شكراً لك!',
  currency_code: 'KWD',
  logo_url: null,
  customer_details: {},
  merchant_details: {},
  unit_details: unitDetails(),
  appearance: { theme: 'default', show_social_links: false, show_language_button: false, variables: {} },
  payment_details: {
    Status: 'Success',
    Amount: '20.000 KWD',
    Total: '20.000 KWD',
    Gateway: 'KNET',
    'Payment ID': '100202433061517520',
    'Bank reference': '433010000441',
    'Authorisation code': 'B47219',
    'Bank transaction ID': '202433061629175',
  },
  receipt_url: 'http://pay.test/api/v1/plugins/pos/transaction/receipt/a-knet?lang=en',
  tickets_url: null,
  attachment_url: null,
  try_again_url: null,
  next_url: null,
  transaction_type: 'payment_request',
  remarks: [],
  expiration_time: null,
  expired: false,
  extra: {},
};

afterEach(() => vi.unstubAllGlobals());

describe('the result page of a KNET payment', () => {
  it('shows each dispute reference on its own labelled row, beside the receipt download', async () => {
    serve(() => ({ status: 200, body: PAID_WITH_KNET }));
    renderAt('/en/pos/attempt-detail/a-knet', () => (
      <AttemptResultPage scope="pos" attemptId="a-knet" header={() => null} footer={() => null} />
    ));
    const row = async (label: string) =>
      within((await screen.findByRole('rowheader', { name: label })).closest('tr') as HTMLElement);
    expect((await row('Payment ID')).getByText('100202433061517520')).toBeTruthy();
    expect((await row('Bank reference')).getByText('433010000441')).toBeTruthy();
    expect((await row('Authorisation code')).getByText('B47219')).toBeTruthy();
    expect((await row('Bank transaction ID')).getByText('202433061629175')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Receipt' }).getAttribute('href')).toBe(
      PAID_WITH_KNET.receipt_url,
    );
  });
});
