import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SessionExpiredModal } from '@/features/shell/components/session-expired-modal';
import { applyLanguage } from '@/lib/i18n';
import { renderWithApp } from './render';

function Harness() {
  const [confirmed, setConfirmed] = useState(false);
  return (
    <>
      <p>{confirmed ? 'signed out' : 'signed in'}</p>
      <SessionExpiredModal open={!confirmed} onConfirm={() => setConfirmed(true)} />
    </>
  );
}

describe('SessionExpiredModal', () => {
  it('tells the person their session expired and stays open on Escape and outside clicks', async () => {
    await applyLanguage('en');
    renderWithApp(<Harness />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Your session has been expired');
    expect(dialog.textContent).toContain('Click Ok and login again');

    // The dismiss listeners attach a frame after opening, as in a browser.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('signed in')).toBeTruthy();
  });

  it('signs out only when Ok is pressed', async () => {
    await applyLanguage('en');
    renderWithApp(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('signed out')).toBeTruthy();
  });

  it('speaks Arabic when the interface is Arabic', async () => {
    await applyLanguage('ar');
    renderWithApp(<Harness />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('انتهت صلاحية جلستك');
    expect(screen.getByRole('button', { name: 'موافق' })).toBeTruthy();
    await applyLanguage('en');
  });
});
