import { describe, expect, it } from 'vitest';
import type { AdminDiscountCode } from '@/domain/contracts/discount-codes';
import {
  discountCodeRequest,
  discountCodeSchema,
  discountCodeValues,
} from '@/features/catalogue-admin/schemas/discount-code-schema';
import { applyLanguage, i18n, loadNamespaces } from '@/lib/i18n';

const CODE: AdminDiscountCode = {
  id: 1,
  code: 'PICKUP5',
  discount_type: 'fixed',
  amount: '5.000',
  minimum_order: '',
  max_uses: null,
  starts_on: null,
  ends_on: null,
  is_active: true,
  delivery_types: ['pickup'],
  used_count: 0,
  live: true,
  currency_code: 'KWD',
  created_at: '2026-06-01T00:00:00Z',
};

describe('a discount code’s delivery types in its form', () => {
  it('opens with every type ticked for a code that serves all, and sends all ticked as null', () => {
    const values = discountCodeValues({ ...CODE, delivery_types: null });
    expect(values.delivery_types).toEqual(['delivery', 'pickup', 'catering']);
    expect(discountCodeRequest(values).delivery_types).toBeNull();
  });

  it('keeps a code’s own types, in a stable order', () => {
    const values = discountCodeValues(CODE);
    expect(discountCodeRequest({ ...values, delivery_types: ['catering', 'pickup'] }).delivery_types).toEqual(
      ['pickup', 'catering'],
    );
  });

  it('asks for at least one type', async () => {
    await applyLanguage('en');
    await loadNamespaces('en', ['catalogue-admin']);
    const schema = discountCodeSchema(i18n.getFixedT('en', 'catalogue-admin'), 'KWD', 0);
    await expect(schema.validateAt('delivery_types', { delivery_types: [] })).rejects.toThrow(
      'Choose at least one kind of order',
    );
  });
});
