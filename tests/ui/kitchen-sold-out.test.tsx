import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SoldOutPage } from '@/features/kitchen/components/sold-out-page';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { fakeServer, renderAt } from './kitchen-fixtures';

const grills = { en: 'Grills', ar: 'مشاوي' };
const MENU = [
  {
    id: 1,
    sku: 'DISH-1',
    category_id: 1,
    category: grills,
    name: { en: 'Mixed Grill', ar: 'مشاوي مشكلة' },
    sold_out_today: false,
  },
  {
    id: 2,
    sku: 'DISH-2',
    category_id: 1,
    category: grills,
    name: { en: 'Chicken Tikka', ar: 'تكة دجاج' },
    sold_out_today: true,
  },
  {
    id: 3,
    sku: 'DISH-3',
    category_id: 2,
    category: { en: 'Drinks', ar: 'مشروبات' },
    name: { en: 'Karak', ar: 'كرك' },
    sold_out_today: false,
  },
];

beforeEach(() => applyLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toaster.remove());
});

describe('sold out today', { timeout: 20_000 }, () => {
  it('lists dishes by category with a labelled switch each, and marks one sold out', async () => {
    const calls = fakeServer((call) =>
      call.path === '/kitchen/menu-items'
        ? { status: 200, body: MENU }
        : call.path === '/kitchen/menu-items/1/sold-out'
          ? { status: 200, body: { message: 'ok' } }
          : undefined,
    );
    renderAt(() => <SoldOutPage />, '/en/food-ordering/sold-out');
    const section = await screen.findByRole('region', { name: 'Grills' });
    const grill = within(section).getByRole('checkbox', { name: 'Mixed Grill sold out today' });
    expect((grill as HTMLInputElement).checked).toBe(false);
    expect(
      (within(section).getByRole('checkbox', { name: 'Chicken Tikka sold out today' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByRole('region', { name: 'Drinks' })).toBeTruthy();

    fireEvent.click(grill);
    expect(await screen.findByText('Mixed Grill is sold out until midnight')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/kitchen/menu-items/1/sold-out',
      body: { sold_out: true },
    });
    await vi.waitFor(() => expect((grill as HTMLInputElement).checked).toBe(true));
  });

  it('reads in Arabic', async () => {
    await applyLanguage('ar');
    fakeServer((call) => (call.path === '/kitchen/menu-items' ? { status: 200, body: MENU } : undefined));
    renderAt(() => <SoldOutPage />, '/ar/food-ordering/sold-out');
    const section = await screen.findByRole('region', { name: 'مشاوي' });
    expect(within(section).getByRole('checkbox', { name: 'تكة دجاج نفد اليوم' })).toBeTruthy();
    expect(within(section).getAllByText('نفد اليوم').length).toBeGreaterThan(0);
  });

  it('says when the menu has no dishes', async () => {
    fakeServer(() => ({ status: 200, body: [] }));
    renderAt(() => <SoldOutPage />, '/en/food-ordering/sold-out');
    expect(await screen.findByText('The menu has no dishes yet.')).toBeTruthy();
  });
});
