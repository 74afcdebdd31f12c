import { Button } from '@chakra-ui/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminStore, ProductRequest } from '@/domain/contracts/catalogue-admin';
import { StockFields } from '@/features/catalogue-admin/components/stock-fields';
import {
  type ProductValues,
  productRequest,
  productSchema,
  productValues,
} from '@/features/catalogue-admin/schemas/product-schema';
import { applyLanguage, i18n } from '@/lib/i18n';
import { renderWithApp } from './render';

const store = (id: number, en: string, ar: string): AdminStore => ({
  id,
  name_en: en,
  name_ar: ar,
  address_en: '',
  address_ar: '',
  phone: '',
  is_active: true,
  product_count: 0,
});
const STORES = [
  store(1, 'Salmiya store', 'متجر السالمية'),
  store(2, 'Kuwait City store', 'متجر مدينة الكويت'),
];

const PRODUCT: AdminProduct = {
  id: 9,
  slug: 'finjan-set',
  name_en: 'Finjan set of six',
  name_ar: 'طقم فناجين ستة',
  description_en: '',
  description_ar: '',
  price: '6.250',
  discounted_price: null,
  images: [],
  inventory: null,
  is_active: true,
  required_fields: [],
  category_id: null,
  store_ids: [1, 2],
  store_stock: [
    { store_id: 1, inventory: 8 },
    { store_id: 2, inventory: 0 },
  ],
  currency_code: 'KWD',
  archived_at: null,
  created_at: '2026-11-01T00:00:00Z',
  ordered: false,
};

function StockForm({
  initial,
  onSave,
}: {
  initial: ProductValues;
  onSave: (request: ProductRequest) => void;
}) {
  return (
    <Formik<ProductValues>
      initialValues={initial}
      validationSchema={productSchema(i18n.getFixedT(null, 'catalogue-admin'), 'KWD')}
      onSubmit={(values) => onSave(productRequest(values))}
    >
      <Form noValidate>
        <StockFields stores={STORES} />
        <Button type="submit">Save</Button>
      </Form>
    </Formik>
  );
}

afterEach(() => applyLanguage('en'));

describe('a product’s stock per store', () => {
  it('shows each holding store’s units and sends them instead of one count', async () => {
    const saved: ProductRequest[] = [];
    renderWithApp(<StockForm initial={productValues(PRODUCT)} onSave={(request) => saved.push(request)} />);
    expect(screen.queryByRole('textbox', { name: 'Units in stock' })).toBeNull();
    const city = screen.getByRole('textbox', { name: 'Units at Kuwait City store' });
    expect((city as HTMLInputElement).value).toBe('0');
    fireEvent.change(city, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      inventory: null,
      store_stock: [
        { store_id: 1, inventory: 8 },
        { store_id: 2, inventory: 12 },
      ],
    });
  });

  it('says under a store left without units what is wrong, in Arabic, and sends nothing', async () => {
    await applyLanguage('ar');
    const saved: ProductRequest[] = [];
    const initial = { ...productValues(PRODUCT), store_inventory: { s1: '8' } };
    renderWithApp(<StockForm initial={initial} onSave={(request) => saved.push(request)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const city = screen.getByRole('textbox', { name: 'الوحدات في متجر مدينة الكويت' });
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('أدخل عددًا صحيحًا، صفرًا أو أكثر.')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('goes back to one count when counting per store is turned off', async () => {
    const saved: ProductRequest[] = [];
    renderWithApp(<StockForm initial={productValues(PRODUCT)} onSave={(request) => saved.push(request)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Count at each store/ }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Units in stock' }), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ inventory: 5, store_stock: [] });
  });
});
