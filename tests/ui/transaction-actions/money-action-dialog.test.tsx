import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransactionAction } from '@/domain/contracts/transactions';
import { MoneyActionDialog } from '@/features/transactions/components/money-action-dialog';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { renderWithToasts, serve, toastType } from './server-stub';

const REFUND: TransactionAction & { value: 'refund' } = {
  value: 'refund',
  display_name: 'Refund',
  icon: 'undo',
  url: '/api/v1/plugins/payment_request/transaction/t-1/refund',
  method: 'POST',
  available_amount: '12.500',
};

function renderDialog(action = REFUND, currency = 'KWD') {
  const onClose = vi.fn();
  renderWithToasts(
    <MoneyActionDialog scope="payment_request" action={action} currency={currency} open onClose={onClose} />,
  );
  return onClose;
}

const amount = () => screen.getByRole('textbox', { name: 'Amount (KWD)' }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => toaster.remove());
  await applyLanguage('en');
});

describe('refund or capture dialog (SPEC 4)', { timeout: 20_000 }, () => {
  it('keeps an amount above the available one in step 1 and sends nothing', async () => {
    const calls = serve(() => ({ status: 200, body: {} }));
    renderDialog();
    fireEvent.change(amount(), { target: { value: '12.501' } });
    fireEvent.click(button('Refund'));
    expect(await screen.findByText('The amount cannot be greater than the available amount.')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '1.2345' } });
    fireEvent.click(button('Refund'));
    expect(await screen.findByText('decimal should be equal or less 3 characters')).toBeTruthy();
    expect(screen.queryByText('Are you sure?')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('locks the amount and asks "Are you sure?"; No unlocks it, Yes refunds once', async () => {
    const calls = serve(() => ({ status: 200, body: { message: 'Refunded Successfully', state: 'paid' } }));
    const onClose = renderDialog();
    fireEvent.change(amount(), { target: { value: '4.250' } });
    fireEvent.click(button('Refund'));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    expect(amount().readOnly).toBe(true);
    expect(calls).toHaveLength(0);

    fireEvent.click(button('No'));
    await waitFor(() => expect(amount().readOnly).toBe(false));
    fireEvent.click(button('Refund'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));

    const toast = await screen.findByText('Refunded Successfully');
    expect(toastType(toast)).toBe('success');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/v1/plugins/payment_request/transaction/t-1/refund');
    expect(calls[0]?.body).toEqual({ amount: '4.250' });
    expect(calls[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(onClose).toHaveBeenCalled();
  });

  it('tells that the bank has not confirmed a refund yet when the server says so (202)', async () => {
    const pending = 'Refund requested. The bank has not confirmed it yet; it shows as refunded once it does.';
    serve(() => ({ status: 202, body: { message: pending, state: 'paid' } }));
    renderDialog();
    fireEvent.click(button('Refund'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(pending)).toBeTruthy();
    expect(screen.queryByText('Refunded Successfully')).toBeNull();
  });

  it('sends an empty amount as null: everything available', async () => {
    const calls = serve(() => ({ status: 200, body: { message: 'ok' } }));
    renderDialog();
    fireEvent.click(button('Refund'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ amount: null });
  });

  it("shows the server's 400 message inside the dialog and stays open", async () => {
    serve(() => ({ status: 400, body: { amount: ['Only 2.000 KWD is left to refund.'] } }));
    const onClose = renderDialog();
    fireEvent.change(amount(), { target: { value: '3' } });
    fireEvent.click(button('Refund'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only 2.000 KWD is left to refund.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says "Unexpected error:" for other failures', async () => {
    serve(() => ({ status: 500, body: { message: '' } }));
    renderDialog();
    fireEvent.click(button('Refund'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Unexpected error:');
  });

  it("speaks Arabic, and shows the server's answer, which the server words in the reader's language", async () => {
    await applyLanguage('ar');
    serve(() => ({ status: 200, body: { message: 'تم التحصيل بنجاح' } }));
    renderDialog({
      ...REFUND,
      value: 'capture',
      display_name: 'تحصيل',
      url: '/plugins/x/transaction/t/capture',
    } as never);
    fireEvent.click(button('تحصيل'));
    expect(await screen.findByText('هل أنت متأكد؟')).toBeTruthy();
    fireEvent.click(button('نعم'));
    expect(await screen.findByText('تم التحصيل بنجاح')).toBeTruthy();
  });
});
