import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import type { AttentionItem, AttentionList } from '@/domain/contracts/payment-attention';
import type { AttentionFilter } from '@/domain/payment-attention';
import { AttentionLink } from '@/features/payment-attention/components/attention-link';
import { AttentionPage } from '@/features/payment-attention/components/attention-page';
import { applyLanguage } from '@/lib/i18n';
import { userDetailsQuery } from '@/lib/shared-queries';
import { CLERK } from './home/home-data';
import { serve, toastType } from './transaction-actions/server-stub';
import { renderInRouter, testQueryClient } from './transactions/fixtures';

const TX = 'eeeeeeee-0000-4000-8000-000000000024';
const item = (over: Partial<AttentionItem> = {}): AttentionItem => ({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  reason: 'expired',
  state: 'open',
  transaction_id: TX,
  transaction_state: 'expired',
  plugin: 'payment_request',
  amount: '20.000',
  currency: 'KWD',
  gateway_code: 'knet-bank',
  gateway_name_en: 'KNET',
  gateway_name_ar: 'كي نت',
  provider_refs: { payment_id: '100202412345678', reference: '412345678901', auth: '000123' },
  refund_status: null,
  actions: ['refund', 'apply'],
  created_at: '2026-11-28T09:00:00Z',
  resolved_by: null,
  resolved_at: null,
  ...over,
});
const list = (results: AttentionItem[]): AttentionList => ({ count: results.length, results });

const RESOLVER = { ...CLERK, permissions: ['resolve_paymentattention'] };

function renderPage(filter: AttentionFilter = 'open', path = '/en/admin/payments-attention') {
  const client = testQueryClient();
  client.setQueryData(userDetailsQuery().queryKey, RESOLVER);
  const onFilterChange = vi.fn();
  renderInRouter(
    <>
      <AttentionPage filter={filter} onFilterChange={onFilterChange} />
      <AppToaster />
    </>,
    { path, client },
  );
  return onFilterChange;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

describe('payments that need attention', { timeout: 20_000 }, () => {
  it('shows each payment with its amount, reason, gateway, bank references and transaction link', async () => {
    const calls = serve(() => ({ status: 200, body: list([item()]) }));
    renderPage();
    const card = await screen.findByTestId('attention-card');
    expect(calls[0]?.url).toContain('/payment-attention?state=open&limit=100');
    expect(within(card).getByText('20.000 KWD')).toBeTruthy();
    expect(within(card).getByText('Paid after the transaction expired')).toBeTruthy();
    expect(within(card).getByText('KNET')).toBeTruthy();
    expect(within(card).getByText('Payment ID')).toBeTruthy();
    expect(within(card).getByText('100202412345678')).toBeTruthy();
    expect(within(card).getByText('Authorisation code')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'eeeeeeee' }).getAttribute('href')).toBe(
      `/en/transactions/${TX}`,
    );
  });

  it('offers only a refund for a second payment of a paid transaction', async () => {
    serve(() => ({ status: 200, body: list([item({ reason: 'already_paid', actions: ['refund'] })]) }));
    renderPage();
    await screen.findByText('A second payment of a transaction already paid');
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply to transaction' })).toBeNull();
  });

  it('refunds only after the member confirms, and says what the server said', async () => {
    const calls = serve((call) =>
      call.method === 'POST'
        ? {
            status: 200,
            body: {
              message: 'The payment was given back to the customer.',
              item: item({ state: 'refunded' }),
            },
          }
        : { status: 200, body: list([item()]) },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund 20.000 KWD to the customer?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.url).toContain(
        '/payment-attention/aaaaaaaa-0000-4000-8000-000000000001/refund',
      ),
    );
    expect(await screen.findByText('The payment was given back to the customer.')).toBeTruthy();
  });

  it('offers a held card payment only its release, and posts it once confirmed', async () => {
    const calls = serve((call) =>
      call.method === 'POST'
        ? {
            status: 200,
            body: {
              message: "The hold on the customer's card was released.",
              item: item({ state: 'voided', refund_status: 'done', actions: [] }),
            },
          }
        : { status: 200, body: list([item({ actions: ['void'] })]) },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Release the hold' }));
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply to transaction' })).toBeNull();
    const dialog = await screen.findByRole('alertdialog', {
      name: "Release 20.000 KWD held on the customer's card?",
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.url).toContain(
        '/payment-attention/aaaaaaaa-0000-4000-8000-000000000001/void',
      ),
    );
    expect(await screen.findByText("The hold on the customer's card was released.")).toBeTruthy();
  });

  it('says why a row is back on the list: the bank refused its refund', async () => {
    serve(() => ({ status: 200, body: list([item({ refund_status: 'refused' })]) }));
    renderPage();
    const card = await screen.findByTestId('attention-card');
    expect(within(card).getByText('Refused by the bank')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('shows the server’s refusal of an apply as an error', async () => {
    serve((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: { message: 'This transaction can no longer take the payment: refund it instead.' },
          }
        : { status: 200, body: list([item()]) },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to transaction' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply 20.000 KWD to its transaction?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const toast = await screen.findByText(
      'This transaction can no longer take the payment: refund it instead.',
    );
    expect(toastType(toast)).toBe('error');
  });

  it('shows who resolved a payment and offers nothing more', async () => {
    serve(() => ({
      status: 200,
      body: list([
        item({
          state: 'refunded',
          refund_status: 'pending',
          actions: [],
          resolved_by: 'admin',
          resolved_at: '2026-11-28T10:00:00Z',
        }),
      ]),
    }));
    const onFilterChange = renderPage('resolved');
    expect(await screen.findByText('Waiting for the bank to confirm')).toBeTruthy();
    expect(screen.getByText(/^By admin on /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onFilterChange).toHaveBeenCalledWith('all');
  });

  it('says when nothing needs attention, in Arabic', async () => {
    await applyLanguage('ar');
    serve(() => ({ status: 200, body: list([]) }));
    renderPage('open', '/ar/admin/payments-attention');
    expect(await screen.findByText('لا شيء يحتاج إلى انتباهك: وجدت كل دفعة معاملتها.')).toBeTruthy();
  });

  it('shows the reason, the gateway’s Arabic name and the isolated amount in Arabic', async () => {
    await applyLanguage('ar');
    serve(() => ({ status: 200, body: list([item()]) }));
    renderPage('open', '/ar/admin/payments-attention');
    const card = await screen.findByTestId('attention-card');
    expect(within(card).getByText('دُفعت بعد انتهاء صلاحية المعاملة')).toBeTruthy();
    expect(within(card).getByText('\u206820.000 KWD\u2069')).toBeTruthy();
    expect(within(card).getByText('كي نت')).toBeTruthy();
  });
});

describe('the dashboard link', { timeout: 20_000 }, () => {
  it('counts the payments waiting, and links to the list', async () => {
    serve(() => ({ status: 200, body: { open: 2 } }));
    const client = testQueryClient();
    client.setQueryData(userDetailsQuery().queryKey, RESOLVER);
    renderInRouter(<AttentionLink />, { path: '/en/general-info', client });
    const link = await screen.findByRole('link', { name: '2 payments need your attention' });
    expect(link.getAttribute('href')).toBe('/en/admin/payments-attention');
  });

  it('is not there for staff who may not resolve them', async () => {
    const calls = serve(() => ({ status: 200, body: { open: 2 } }));
    const client = testQueryClient();
    client.setQueryData(userDetailsQuery().queryKey, CLERK);
    renderInRouter(<AttentionLink />, { path: '/en/general-info', client });
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
    expect(calls).toHaveLength(0);
  });
});
