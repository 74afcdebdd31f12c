import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '@/domain/contracts/users';
import { ChangePasswordForm } from '@/features/user/components/change-password-form';
import { applyLanguage } from '@/lib/i18n';
import { userKeys } from '@/lib/query-keys/staff';
import { renderWithApp } from './render';

const USER: UserDetails = {
  id: 7,
  username: 'door',
  email: 'door@demo.gulfpay.test',
  first_name: 'Noura',
  last_name: null,
  is_superuser: false,
  permissions: [],
  receive_order_notification: false,
  merchant_logo: null,
  merchant_title: 'Demo',
};

/** The API server is the boundary: POST /user/change_password answers as the test says. */
function serve(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userKeys.details(), USER);
  renderWithApp(
    <QueryClientProvider client={client}>
      <ChangePasswordForm />
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The error text shown under a field, inside the field's own group. */
const errorUnder = (label: string) =>
  screen.getByLabelText(label).closest('.chakra-field__root')?.querySelector('[aria-live]')?.textContent ??
  '';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

describe('ChangePasswordForm', () => {
  it('asks for the current password before anything is sent', async () => {
    const sent = serve({ status: 200, body: { message: 'ok' } });
    renderForm();
    fill('New password', 'Lantern$Gate42');
    fill('Repeat password', 'Lantern$Gate42');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorUnder('Current password')).toBe('This field is required'));
    expect(sent).toEqual([]);
  });

  it("checks the shared rules early, with the account's username, email and names", async () => {
    const sent = serve({ status: 200, body: { message: 'ok' } });
    renderForm();
    fill('Current password', 'Falcon#Gate26');
    fill('New password', 'Q#4ru0N2026');
    fill('Repeat password', 'Q#4ru0N2026');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(errorUnder('New password')).toBe(
        'The password must not contain a first or last name, forwards or backwards.',
      ),
    );
    fill('New password', 'R00d#Lantern7');
    fill('Repeat password', 'R00d#Lantern7');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorUnder('New password')).toContain('must not contain the username'));
    expect(sent).toEqual([]);
  });

  it("shows the server's verdict on the current password under its own field", async () => {
    const sent = serve({ status: 400, body: { current_password: ['The current password is not correct.'] } });
    renderForm();
    fill('Current password', 'not-it');
    fill('New password', 'Lantern$Gate42');
    fill('Repeat password', 'Lantern$Gate42');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorUnder('Current password')).toBe('The current password is not correct.'));
    expect(errorUnder('New password')).toBe('');
    expect(sent).toEqual([
      { current_password: 'not-it', new_password: 'Lantern$Gate42', repeat_password: 'Lantern$Gate42' },
    ]);
  });

  it('speaks Arabic', async () => {
    await applyLanguage('ar');
    serve({ status: 200, body: { message: 'ok' } });
    renderForm();
    expect(screen.getByLabelText('كلمة المرور الحالية')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(errorUnder('كلمة المرور الحالية')).toBe('هذا الحقل مطلوب'));
  });
});
