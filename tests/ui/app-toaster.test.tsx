import { LocaleProvider } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { toaster } from '@/lib/toast-store';
import { renderWithApp } from './render';

async function showToast(locale: string) {
  renderWithApp(
    <LocaleProvider locale={locale}>
      <AppToaster />
    </LocaleProvider>,
  );
  act(() => {
    toaster.create({ type: 'error', description: locale, closable: true });
  });
  await screen.findByText(locale);
  return screen.getByRole('region');
}

/** The side the region sits on, as the browser resolves its logical insets by direction. */
function physicalSide(region: HTMLElement): 'left' | 'right' {
  const start = region.style.insetInlineStart !== '';
  const end = region.style.insetInlineEnd !== '';
  expect(start).not.toBe(end);
  const rtl = region.closest('[dir]')?.getAttribute('dir') === 'rtl';
  return start !== rtl ? 'left' : 'right';
}

describe('AppToaster', () => {
  it('shows toasts at the top right in English', async () => {
    const region = await showToast('en-KW');
    expect(region.dataset.side).toBe('top');
    expect(physicalSide(region)).toBe('right');
    act(() => toaster.remove());
  });

  it('mirrors them to the top left in Arabic, in right-to-left text', async () => {
    const region = await showToast('ar-KW');
    expect(region.dataset.side).toBe('top');
    expect(region.getAttribute('dir')).toBe('rtl');
    expect(physicalSide(region)).toBe('left');
    act(() => toaster.remove());
  });
});
