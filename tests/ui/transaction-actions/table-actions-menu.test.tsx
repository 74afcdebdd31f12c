import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransactionListOptions } from '@/domain/contracts/transactions';
import { TableActionsMenu } from '@/features/transactions/components/table-actions-menu';
import { toaster } from '@/lib/toast-store';
import { renderWithToasts, serve, toastType } from './server-stub';

const ACTIONS: TransactionListOptions['table_actions'] = [
  {
    value: 'refund',
    display_name: 'Refund',
    url: '/api/v1/plugins/bulk/transaction/bulk/refund',
    method: 'POST',
  },
  {
    value: 'email',
    display_name: 'Send email',
    url: '/api/v1/plugins/bulk/transaction/bulk/email',
    method: 'POST',
  },
];

function renderMenu(selectedIds: string[]) {
  const onDone = vi.fn();
  renderWithToasts(
    <TableActionsMenu scope="bulk" actions={ACTIONS} selectedIds={selectedIds} onDone={onDone} />,
  );
  return onDone;
}

/** Picks a menu item by keyboard, the way Zag's menu listens for it in any DOM. */
async function choose(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
  const menu = await screen.findByRole('menu');
  const items = screen.getAllByRole('menuitem');
  const target = items.findIndex((item) => item.textContent === name);
  fireEvent.keyDown(menu, { key: 'Home' });
  for (let index = 0; ; index += 1) {
    await waitFor(() => expect(items[index]?.hasAttribute('data-highlighted')).toBe(true));
    if (index === target) break;
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
  }
  fireEvent.keyDown(menu, { key: 'Enter' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toaster.remove());
});

describe('table actions menu (SPEC 8 bulk)', { timeout: 20_000 }, () => {
  it('is disabled until rows are selected', () => {
    renderMenu([]);
    expect((screen.getByRole('button', { name: 'Actions' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refunds everything available on the selected rows after "Are you sure?", orange when partial', async () => {
    const calls = serve(() => ({
      status: 207,
      body: {
        message: '',
        results: [
          { id: 'a', ok: true, message: 'Refunded' },
          { id: 'b', ok: false, message: 'Nothing left to refund' },
        ],
      },
    }));
    const onDone = renderMenu(['a', 'b']);
    await choose('Refund');
    expect(await screen.findByText('Refund everything available on 2 selected transactions.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));

    const toast = await screen.findByText('Applied partially');
    expect(toastType(toast)).toBe('warning');
    expect(calls[0]?.url).toBe('/api/v1/plugins/bulk/transaction/bulk/refund');
    expect(calls[0]?.body).toEqual({ ids: ['a', 'b'], amount: null });
    expect(onDone).toHaveBeenCalled();
  });

  it('sends email at once and shows the green server message', async () => {
    const calls = serve(() => ({
      status: 200,
      body: { message: 'Applied successfully', results: [{ id: 'a', ok: true, message: 'ok' }] },
    }));
    renderMenu(['a']);
    await choose('Send email');
    const toast = await screen.findByText('Applied successfully');
    expect(toastType(toast)).toBe('success');
    expect(calls[0]?.body).toEqual({ ids: ['a'] });
  });

  it('shows "Unexpected error:" with the body when the server says nothing readable', async () => {
    serve(() => ({ status: 500, body: { results: [] } }));
    renderMenu(['a']);
    await choose('Send email');
    const toast = await screen.findByText('Unexpected error: {"results":[]}');
    await waitFor(() => expect(toastType(toast)).toBe('error'));
  });
});
