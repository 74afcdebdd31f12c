import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentRequestForm } from '@/features/payment-request/components/payment-request-form';
import { applyLanguage } from '@/lib/i18n';
import { renderWithApp, waitForChecked } from '../render';
import { serve } from '../transaction-actions/server-stub';
import { OPTIONS } from './form-options';

function renderForm() {
  return renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <PaymentRequestForm options={OPTIONS} onCreated={() => {}} />
    </QueryClientProvider>,
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
  return applyLanguage('en');
});

// A form of twenty fields renders slowly in happy-dom on two cores.
describe('PaymentRequestForm', { timeout: 20_000 }, () => {
  it('selects every gateway with Select all, and shows the rule once none is left', async () => {
    await applyLanguage('en');
    renderForm();
    fireEvent.click(checkbox('Select all'));
    await waitForChecked(checkbox('KNET'));
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

  it('sends a retried creation with the same Idempotency-Key, a changed one with a new key', async () => {
    await applyLanguage('en');
    const answers = [{ status: 503 }, { status: 503 }];
    const calls = serve(() => answers.shift() ?? { status: 503 });
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Customer name' }), { target: { value: 'Huda' } });
    fireEvent.click(checkbox('KNET'));
    // The box ticks before the form holds the choice; Select all reads the form's value.
    await waitFor(() =>
      expect(checkbox('Select all').closest('[data-state]')?.getAttribute('data-state')).toBe(
        'indeterminate',
      ),
    );
    const submit = screen.getByRole('button', { name: 'Create payment request' });
    fireEvent.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(calls).toHaveLength(2));
    const [first, retried] = calls;
    expect(first?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);

    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '6' } });
    fireEvent.click(submit);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });
});
