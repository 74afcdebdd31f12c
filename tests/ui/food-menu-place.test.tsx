import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/domain/contracts/food';
import { loadFoodStore, resetFoodStoreForTests, updateChoices } from '@/features/food-menu/cart-store';
import { MenuItems } from '@/features/food-menu/components/menu-items';
import { applyLanguage } from '@/lib/i18n';
import { CONFIG, MIXED_GRILL, renderMenuPage } from './food-fixtures';

const { sizes: _sizes, options: _options, add_ons: _addOns, ...GRILL } = MIXED_GRILL;
const TIKKA: MenuItem = { ...GRILL, id: 12, name: { en: 'Chicken Tikka', ar: 'تكة دجاج' } };

/** What the menu asked for, path and query; Chicken Tikka is off at branch 2 and its areas. */
let asked: string[] = [];

beforeEach(async () => {
  asked = [];
  resetFoodStoreForTests();
  await loadFoodStore();
  await applyLanguage('en', ['food-menu']);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(`${url.pathname.replace('/api/v1/plugins/food_ordering', '')}${url.search}`);
    const offAtTwo = url.searchParams.get('branch') === '2' || url.searchParams.get('delivery_area') === '5';
    const body = url.pathname.endsWith('/menu-items') ? (offAtTwo ? [GRILL] : [GRILL, TIKKA]) : [];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const dishes = async () => {
  const list = await screen.findByRole('list', { name: 'Dishes' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe("the menu of the customer's branch", () => {
  it('asks for the pickup branch’s dishes, and again when the branch changes', async () => {
    updateChoices({ delivery_type: 'pickup', branch: 2 });
    renderMenuPage(<MenuItems config={CONFIG} />);
    await waitFor(async () => expect((await dishes()).join()).not.toContain('Chicken Tikka'));
    expect(asked).toContain('/menu-items?delivery_type=pickup&branch=2');
    expect(asked).toContain('/promoted-items?delivery_type=pickup&branch=2');

    updateChoices({ branch: 3 });
    await waitFor(async () => expect((await dishes()).join()).toContain('Chicken Tikka'));
    expect(asked).toContain('/menu-items?delivery_type=pickup&branch=3');
  });

  it('asks for the delivery area’s, which the server serves from its branch', async () => {
    updateChoices({ delivery_type: 'delivery', branch: 3, delivery_area: 5 });
    renderMenuPage(<MenuItems config={CONFIG} />);
    await waitFor(async () => expect((await dishes()).join()).not.toContain('Chicken Tikka'));
    expect(asked).toContain('/menu-items?delivery_type=delivery&delivery_area=5');
    expect(asked.filter((path) => path.includes('branch='))).toEqual([]);
  });

  it('asks for the whole menu before a place is chosen', async () => {
    updateChoices({ delivery_type: 'pickup', branch: null, delivery_area: null });
    renderMenuPage(<MenuItems config={CONFIG} />);
    await waitFor(async () => expect((await dishes()).join()).toContain('Chicken Tikka'));
    expect(asked).toContain('/menu-items?delivery_type=pickup');
  });
});
