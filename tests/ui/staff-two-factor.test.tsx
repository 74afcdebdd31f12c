import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { DOOR, KITCHEN, OWNER, page, renderStaff, staffServer } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const RESET_PATH = `/api/v1/admin/staff/${DOOR.id}/two-factor/reset`;
const ACTION = 'Turn off two-factor sign-in for door';

describe('Turning off a member’s two-factor sign-in', { timeout: 20_000 }, () => {
  it('marks who has it on, and offers it only for another member who has it', async () => {
    staffServer(undefined, () =>
      page([
        { ...OWNER, two_factor: true },
        { ...DOOR, two_factor: true },
        { ...KITCHEN, two_factor: false },
      ]),
    );
    renderStaff();
    expect(await screen.findByRole('button', { name: ACTION })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Staff members' });
    const marked = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryByText('Two-factor on'))
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(marked).toEqual([expect.stringContaining('adminYou'), expect.stringMatching(/^door/)]);
    const offers = screen.getAllByRole('button', { name: /^Turn off two-factor sign-in for / });
    expect(offers.map((button) => button.getAttribute('aria-label'))).toEqual([ACTION]);
  });

  it('says what happens, turns it off, says so and reads the list again', async () => {
    let turnedOff = false;
    const calls = staffServer(
      (call) => {
        if (call.path !== RESET_PATH) return undefined;
        turnedOff = true;
        return { status: 200, body: { ...DOOR, two_factor: false } };
      },
      () => page([OWNER, { ...DOOR, two_factor: !turnedOff }, KITCHEN]),
    );
    renderStaff();
    fireEvent.click(await screen.findByRole('button', { name: ACTION }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off two-factor sign-in for door?' });
    expect(within(dialog).getByText(/lost both their phone and their recovery codes/).textContent).toContain(
      'signed out on every device at once',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Two-factor sign-in is off for door, who is signed out everywhere.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.path === RESET_PATH && call.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: ACTION })).toBeNull());
    expect(screen.queryByText('Two-factor on')).toBeNull();
  });

  it('keeps a refusal in the dialog, in Arabic too', async () => {
    applyLanguage('ar');
    const refusal = 'تسجيل الدخول بخطوتين متوقف بالفعل لهذا الشخص.';
    staffServer(
      (call) => (call.path === RESET_PATH ? { status: 409, body: { message: refusal } } : undefined),
      () => page([OWNER, { ...DOOR, two_factor: true }]),
    );
    renderStaff('/ar/admin/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'إيقاف تسجيل الدخول بخطوتين لـ door' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'إيقاف تسجيل الدخول بخطوتين لـ door؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
  });
});
