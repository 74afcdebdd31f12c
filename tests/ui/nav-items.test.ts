import { describe, expect, it } from 'vitest';
import type { DashboardSection } from '@/domain/contracts/merchant';
import { buildNavSections } from '@/features/shell/nav-items';

const event: DashboardSection = {
  plugin: 'event',
  label_en: 'Events',
  label_ar: 'الفعاليات',
  flags: { bookings: true, fulfillment: true, transactions: true, create: false },
  table_headers: true,
};
const food: DashboardSection = {
  plugin: 'food_ordering',
  label_en: 'Food ordering',
  label_ar: 'طلبات الطعام',
  flags: { orders: true, fulfillment: true, product_bulk_create: true },
  table_headers: false,
};

describe('buildNavSections', () => {
  it('lists only the enabled sub-items, in the fixed flag order, under the section path', () => {
    const [section] = buildNavSections([event], 'en');
    expect(section?.label).toBe('Events');
    expect(section?.items.map((i) => i.href)).toEqual([
      '/en/event/transactions',
      '/en/event/bookings',
      '/en/event/fullfilment',
    ]);
  });

  it('shows Settings › Table Headers only when the server allows it', () => {
    const [withHeaders, withoutHeaders] = buildNavSections([event, food], 'ar');
    expect(withHeaders?.settings.map((i) => i.href)).toEqual(['/ar/event/table-headers']);
    expect(withoutHeaders?.settings).toEqual([]);
  });

  it('uses the Arabic label and the food paths, with the unread badge on orders and sold out today beside them', () => {
    const [section] = buildNavSections([food], 'ar');
    expect(section?.label).toBe('طلبات الطعام');
    expect(section?.items).toEqual([
      { labelKey: 'flags.fulfillment', href: '/ar/food-ordering/fulfillment' },
      { labelKey: 'flags.orders', href: '/ar/food-ordering/orders', badge: 'unread' },
      { labelKey: 'flags.product_bulk_create', href: '/ar/food-ordering/bulk-create' },
      { labelKey: 'sold_out', href: '/ar/food-ordering/sold-out' },
    ]);
  });

  it("adds Needs attention to the catalogue's transactions only", () => {
    const catalogue = (transactions: boolean): DashboardSection => ({
      plugin: 'catalogue',
      label_en: 'Catalogue',
      label_ar: 'الكتالوج',
      flags: { transactions, deleted_transactions: true },
      table_headers: false,
    });
    const [open, closed] = buildNavSections([catalogue(true), catalogue(false)], 'en');
    expect(open?.items).toEqual([
      { labelKey: 'flags.transactions', href: '/en/catalogue/transactions' },
      { labelKey: 'flags.deleted_transactions', href: '/en/catalogue/deleted-transactions' },
      { labelKey: 'needs_attention', href: '/en/catalogue/needs-attention' },
    ]);
    expect(closed?.items.map((i) => i.labelKey)).toEqual(['flags.deleted_transactions']);
    // Other sections with transactions do not get it.
    expect(buildNavSections([event], 'en')[0]?.items.map((i) => i.labelKey)).not.toContain('needs_attention');
  });

  it('shows nothing for a user with no sections', () => {
    expect(buildNavSections([], 'en')).toEqual([]);
  });
});
