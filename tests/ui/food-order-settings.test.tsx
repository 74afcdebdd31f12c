import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kuwaitToday } from '@/domain/business-time';
import { loadFoodStore, resetFoodStoreForTests, updateChoices } from '@/features/food-menu/cart-store';
import { OrderSettings } from '@/features/food-menu/components/order-settings';
import { applyLanguage } from '@/lib/i18n';
import { CONFIG, renderMenuPage } from './food-fixtures';

/** 16:04 UTC is 07:04 PM in Kuwait. */
const OPENS_AT = '2026-03-05T16:04:00Z';

function serveClosedBranch() {
  vi.stubGlobal('fetch', async (url: string) => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (url.includes('is-branch-or-delivery-area-work')) return json({ working: false, opens_at: OPENS_AT });
    if (url.includes('/min-order')) return json({ minimum_order_sum: '0.000' });
    return json([]);
  });
}

beforeEach(async () => {
  resetFoodStoreForTests();
  await loadFoodStore();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

// Business time and its formats load when the settings need them (use-business-time.ts): the
// lines they write must read as they did when the menu loaded them up front.
describe('the order settings on business time', () => {
  it('says when a closed branch opens, in Kuwait time, in English', async () => {
    await applyLanguage('en', ['food-menu']);
    serveClosedBranch();
    updateChoices({ delivery_type: 'pickup', branch: 1 });
    renderMenuPage(<OrderSettings config={CONFIG} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This branch is closed now. It opens Thu, 5 Mar 2026, 07:04 PM.',
    );
  });

  it('says when a closed branch opens, in Kuwait time, in Arabic', async () => {
    await applyLanguage('ar', ['food-menu']);
    serveClosedBranch();
    updateChoices({ delivery_type: 'pickup', branch: 1 });
    renderMenuPage(<OrderSettings config={CONFIG} />, undefined, '/ar/new-menu');
    expect((await screen.findByRole('alert')).textContent).toMatch(/ يفتح الخميس، 5 مارس 2026، 07:04 م\.$/);
  });

  it('still says a branch is closed when its opening time cannot be loaded', async () => {
    // As a chunk missing after a deploy would: the import of the formats fails.
    vi.doMock('@/domain/date-formats', () => {
      throw new Error('chunk missing');
    });
    try {
      await applyLanguage('en', ['food-menu']);
      serveClosedBranch();
      updateChoices({ delivery_type: 'pickup', branch: 1 });
      renderMenuPage(<OrderSettings config={CONFIG} />);
      expect((await screen.findByRole('alert')).textContent).toBe('This branch is closed now.');
    } finally {
      vi.doUnmock('@/domain/date-formats');
    }
  });

  it("starts a catering date at Kuwait's today", async () => {
    await applyLanguage('en', ['food-menu']);
    serveClosedBranch();
    updateChoices({ delivery_type: 'catering' });
    renderMenuPage(<OrderSettings config={CONFIG} />);
    const date = await screen.findByLabelText('Catering date');
    await vi.waitFor(() => expect(date.getAttribute('min')).toBe(kuwaitToday()));
  });
});
