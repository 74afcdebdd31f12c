import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminActivityEntry } from '@/domain/contracts/admin-activity';
import { AdminLogPage } from '@/features/admin-log/components/admin-log-page';
import { parseAdminLogSearch } from '@/features/admin-log/lib/admin-log-search';
import { applyLanguage } from '@/lib/i18n';
import { type Answer, type Call, fakeServer, renderAt } from './bookings-fixtures';

beforeEach(() => applyLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const EDITED: AdminActivityEntry = {
  id: 2,
  actor: 'admin',
  area: 'administration',
  description: 'Edited the details of cashier.noor',
  timestamp: '2026-03-01T09:00:00Z',
  changes: [
    { field: 'first_name', before: null, after: 'Noor' },
    { field: 'is_superuser', before: false, after: true },
    { field: 'permissions', before: ['access_payment_request'], after: [] },
  ],
};
const SIGNED_IN: AdminActivityEntry = {
  id: 1,
  actor: 'door',
  area: 'account',
  description: 'Signed in',
  timestamp: '2026-02-28T09:00:00Z',
  changes: [],
};

function logServer(list: (call: Call) => Answer) {
  return fakeServer((call) => {
    if (call.path === '/api/v1/admin/activity/filters')
      return { status: 200, body: { actors: ['admin', 'door'], areas: ['administration', 'account'] } };
    if (call.path === '/api/v1/admin/activity') return list(call);
    return undefined;
  });
}

const page = (results: AdminActivityEntry[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});

const renderLog = (path = '/en/admin/log') =>
  renderAt((root) => <AdminLogPage search={parseAdminLogSearch(root.useSearch())} />, path);

describe('the Admin log page', { timeout: 20_000 }, () => {
  it('lists who did what, where and when, with each changed field before and after', async () => {
    logServer(() => page([EDITED, SIGNED_IN]));
    renderLog();
    const entries = within(await screen.findByRole('list', { name: 'Log entries' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const [edited] = entries as [HTMLElement];
    expect(within(edited).getByText('Edited the details of cashier.noor')).toBeTruthy();
    expect(within(edited).getByText('Administration')).toBeTruthy();
    const rows = within(edited)
      .getAllByRole('term')
      .map((term) => term.parentElement?.textContent);
    expect(rows).toEqual([
      'First nameBefore: noneAfter: Noor',
      'OwnerBefore: NoAfter: Yes',
      'PermissionsBefore: Payment RequestAfter: none',
    ]);
    expect(within(entries[1] as HTMLElement).queryByRole('term')).toBeNull();
  });

  it('filters by user and by dates through the URL, which the request carries', async () => {
    const calls = logServer(() => page([EDITED]));
    renderLog('/en/admin/log?page=2');
    const user = await screen.findByLabelText('User');
    await waitFor(() => expect(within(user).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(user, { target: { value: 'admin' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('actor')).toBe('admin'));
    // A new filter starts again at page 1.
    expect(calls.at(-1)?.query.get('offset')).toBe('0');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('from')).toBe('2026-03-01'));
    expect(calls.at(-1)?.query.get('actor')).toBe('admin');
  });

  it('says when nothing matches, and offers a retry when the log cannot load', async () => {
    let answer: Answer = { status: 500, body: { message: 'Something went wrong on our side.' } };
    logServer(() => answer);
    renderLog('/en/admin/log?actor=door');
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    answer = page([]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
  });
});
