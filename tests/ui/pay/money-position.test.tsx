import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayDetails } from '@/features/pay/components/pay-details';
import { applyLanguage } from '@/lib/i18n';
import { renderAt } from '../events-fixtures';
import { serve } from '../transaction-actions/server-stub';
import { TRANSACTION } from './pay-fixtures';

/** One amount as every money text on the page must read: isolated, amount first, then the code. */
const ISOLATED = /^\u2068\d[\d,]*\.\d{3} KWD\u2069$/;

afterEach(async () => {
  await applyLanguage('en');
});

describe('money on the Arabic pay page', () => {
  it('puts the currency code in one place in the fee line, the choices and the total', async () => {
    await applyLanguage('ar');
    serve(() => ({ status: 404, body: { message: 'not stubbed' } }));
    renderAt(`/ar/pos/pay/${TRANSACTION.id}`, () => <PayDetails scope="pos" transaction={TRANSACTION} />);

    // The line's own text is the word "fee"; its amount is a child kept on one line.
    const fee = await screen.findByText(/^رسوم$/);
    expect(fee.textContent).toBe('رسوم \u20680.150 KWD\u2069');
    const feeAmount = fee.textContent?.slice('رسوم '.length) ?? '';
    expect(feeAmount).toMatch(ISOLATED);

    const total = document.querySelector('[aria-live="polite"]');
    expect(total?.textContent).toBe('\u20685.150 KWD\u2069');
    expect(screen.getAllByText('\u20685.150 KWD\u2069').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('\u20685.000 KWD\u2069')).toBeTruthy();
  });
});
