import { Button } from '@chakra-ui/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminDish, DishRequest } from '@/domain/contracts/menu-admin';
import { DishOptionsEditor } from '@/features/menu-admin/components/dish-options-editor';
import { EntryListEditor } from '@/features/menu-admin/components/entry-list-editor';
import {
  type DishValues,
  dishRequest,
  dishSchema,
  dishValues,
} from '@/features/menu-admin/schemas/dish-schema';
import { applyLanguage, i18n } from '@/lib/i18n';
import { renderWithApp } from './render';

const DISH: AdminDish = {
  id: 4,
  category_id: 1,
  sku: 'DISH-4',
  name_en: 'Mixed Grill',
  name_ar: 'مشاوي مشكلة',
  description_en: '',
  description_ar: '',
  images: [],
  price: '4.500',
  discounted_price: null,
  sizes: [
    { id: 1, name_en: 'Regular', name_ar: 'عادي', price: '4.500', discounted_price: null },
    { id: 2, name_en: 'Family', name_ar: 'عائلي', price: '9.000', discounted_price: '8.250' },
  ],
  options: [
    {
      id: 1,
      name_en: 'Spice level',
      name_ar: 'درجة الحرارة',
      required: false,
      items: [{ id: 1, name_en: 'Mild', name_ar: 'خفيف', price: '0.000' }],
    },
  ],
  add_ons: [],
  branch_ids_off: [],
  promoted_for: [],
  available: true,
  position: 0,
  sold_out_today: false,
  currency_code: 'KWD',
};

function Editors({ onSave }: { onSave: (request: DishRequest) => void }) {
  return (
    <Formik<DishValues>
      initialValues={dishValues(DISH, undefined)}
      validationSchema={dishSchema(i18n.getFixedT(null, 'menu-admin'), 'KWD')}
      onSubmit={(values) => onSave(dishRequest(values))}
    >
      <Form noValidate>
        <EntryListEditor name="sizes" noun="size" withDiscount />
        <DishOptionsEditor />
        <Button type="submit">Save</Button>
      </Form>
    </Formik>
  );
}

afterEach(() => applyLanguage('en'));

describe("the dish dialog's editors", () => {
  it('keeps the ids of the sizes and choices it had and sends new ones without an id', async () => {
    const saved: DishRequest[] = [];
    renderWithApp(<Editors onSave={(request) => saved.push(request)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Size 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add size' }));
    const tray = screen.getByRole('group', { name: 'Size 2' });
    fireEvent.change(within(tray).getByRole('textbox', { name: 'Size 2: Name (English)' }), {
      target: { value: 'Tray' },
    });
    fireEvent.change(within(tray).getByRole('textbox', { name: 'Size 2: Name (Arabic)' }), {
      target: { value: 'صينية' },
    });
    fireEvent.change(within(tray).getByRole('textbox', { name: 'Size 2: Price' }), {
      target: { value: '15' },
    });
    const group = screen.getByRole('group', { name: 'Option group 1' });
    fireEvent.click(within(group).getByRole('button', { name: 'Add choice' }));
    fireEvent.change(within(group).getByRole('textbox', { name: 'Choice 2: Name (English)' }), {
      target: { value: 'Hot' },
    });
    fireEvent.change(within(group).getByRole('textbox', { name: 'Choice 2: Name (Arabic)' }), {
      target: { value: 'حار' },
    });
    fireEvent.change(within(group).getByRole('textbox', { name: 'Choice 2: Price' }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.sizes).toEqual([
      { id: 2, name_en: 'Family', name_ar: 'عائلي', price: '9.000', discounted_price: '8.250' },
      { id: null, name_en: 'Tray', name_ar: 'صينية', price: '15', discounted_price: null },
    ]);
    expect(saved[0]?.options[0]?.items.map((choice) => [choice.id, choice.name_en])).toEqual([
      [1, 'Mild'],
      [null, 'Hot'],
    ]);
  });

  it('says in Arabic, right to left, what a size and an option group lack, and sends nothing', async () => {
    await applyLanguage('ar');
    const saved: DishRequest[] = [];
    renderWithApp(<Editors onSave={(request) => saved.push(request)} />);
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة حجم' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'الحجم 3: السعر' }), {
      target: { value: '1.2345' },
    });
    const group = screen.getByRole('group', { name: 'مجموعة الخيارات 1' });
    fireEvent.click(within(group).getByRole('button', { name: 'إزالة الخيار 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('أعطِ كل عنصر اسمًا بالإنجليزية وبالعربية.')).toBeTruthy();
    expect(screen.getByText('استخدم 3 منازل عشرية على الأكثر.')).toBeTruthy();
    expect(within(group).getByText('تحتاج كل مجموعة خيارات إلى خيار واحد على الأقل.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'الحجم 3: الاسم (بالعربية)' }).getAttribute('dir')).toBe(
      'rtl',
    );
    expect(saved).toHaveLength(0);
  });
});
