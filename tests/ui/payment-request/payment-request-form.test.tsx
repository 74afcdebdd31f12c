import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentRequestForm } from '@/features/payment-request/components/payment-request-form';
import { applyLanguage } from '@/lib/i18n';
import { renderWithApp } from '../render';
import { OPTIONS } from './form-options';

function renderForm() {
  return renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <PaymentRequestForm options={OPTIONS} onCreated={() => {}} />
    </QueryClientProvider>,
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(() => applyLanguage('en'));

// A form of twenty fields renders slowly in happy-dom on two cores.
describe('PaymentRequestForm', { timeout: 20_000 }, () => {
  it('selects every gateway with Select all, and shows the rule once none is left', async () => {
    await applyLanguage('en');
    renderForm();
    fireEvent.click(checkbox('Select all'));
    await waitFor(() => expect(checkbox('KNET').checked).toBe(true));
    expect(checkbox('KPay').checked).toBe(true);

    fireEvent.click(checkbox('KNET'));
    await waitFor(() => expect(checkbox('KNET').checked).toBe(false));
    // Some but not all: the toggle says so.
    expect(checkbox('Select all').closest('[data-state]')?.getAttribute('data-state')).toBe('indeterminate');

    fireEvent.click(checkbox('KPay'));
    expect(await screen.findByText('one gateway at least should be selected.')).toBeTruthy();
  });

  it('fills the default email when asked and empties it again', async () => {
    await applyLanguage('en');
    renderForm();
    const email = screen.getByRole('textbox', { name: 'Customer email' }) as HTMLInputElement;
    fireEvent.click(checkbox('Use default email'));
    await waitFor(() => expect(email.value).toBe('support@merchant.test'));
    expect(email.readOnly).toBe(true);
    fireEvent.click(checkbox('Use default email'));
    await waitFor(() => expect(email.value).toBe(''));
    expect(email.readOnly).toBe(false);
  });

  it('offers Kuwait first and the United States second for the phone', async () => {
    await applyLanguage('en');
    renderForm();
    const country = screen.getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement;
    expect(country.value).toBe('KW');
    const labels = [...country.options].map((option) => option.textContent);
    expect(labels.slice(0, 2)).toEqual(['Kuwait (+965)', 'United States (+1)']);
    expect(screen.getByRole('textbox', { name: 'Customer phone' })).toBeTruthy();
  });

  it('shows the rules under their fields in Arabic on an empty submit', async () => {
    await applyLanguage('ar');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء طلب الدفع' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    expect(screen.getByText('يجب اختيار بوابة دفع واحدة على الأقل.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'كي نت' })).toBeTruthy();
  });
});
