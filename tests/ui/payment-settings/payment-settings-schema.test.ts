import { describe, expect, it } from 'vitest';
import type { MerchantSettings } from '@/domain/contracts/merchant';
import {
  defaultsPatch,
  defaultsSchema,
  defaultsValues,
} from '@/features/payment-settings/schemas/payment-settings-schema';
import { i18n, loadNamespaces } from '@/lib/i18n';

await loadNamespaces('en', 'all');
await loadNamespaces('ar', 'all');

const SETTINGS: MerchantSettings = {
  payments_paused: false,
  pause_message_en: '',
  pause_message_ar: '',
  terms_en: '',
  terms_ar: '',
  disclaimer_en: '',
  disclaimer_ar: '',
  default_country: 'KW',
  capture_delivery_address: false,
  capture_delivery_location: false,
  first_popup_en: '',
  first_popup_ar: '',
  second_popup_en: '',
  second_popup_ar: '',
  kuwait_areas_en: ['Salmiya', 'Hawally'],
  kuwait_areas_ar: ['السالمية', 'حولي'],
};

const errorsOf = (lang: 'en' | 'ar', values: object) =>
  defaultsSchema(i18n.getFixedT(lang))
    .validate({ ...defaultsValues(SETTINGS), ...values }, { abortEarly: false })
    .then(
      () => ({}),
      (error: { inner: { path: string; message: string }[] }) =>
        Object.fromEntries(error.inner.map((item) => [item.path, item.message])),
    );

describe('the Payments form', () => {
  it('edits the areas as one per line and sends them as lists, blank lines dropped', () => {
    const values = defaultsValues(SETTINGS);
    expect(values.kuwait_areas_en).toBe('Salmiya\nHawally');
    const patch = defaultsPatch({ ...values, kuwait_areas_en: 'Salmiya\n\n Hawally \n' });
    expect(patch.kuwait_areas_en).toEqual(['Salmiya', 'Hawally']);
    expect(patch.kuwait_areas_ar).toEqual(['السالمية', 'حولي']);
  });

  it("checks the area lists by the server's rules, in the page's language", async () => {
    expect(await errorsOf('en', {})).toEqual({});
    expect(await errorsOf('en', { kuwait_areas_ar: 'السالمية' })).toEqual({
      kuwait_areas_ar:
        'The Arabic list has 1 areas and the English list 2: give each area in both languages.',
    });
    expect(await errorsOf('ar', { kuwait_areas_en: 'Salmiya\nsalmiya' })).toEqual({
      kuwait_areas_en: 'يجب أن تظهر كل منطقة مرة واحدة فقط.',
    });
    expect(await errorsOf('en', { terms_en: 'x'.repeat(10_001) })).toEqual({
      terms_en: 'Must be 10000 characters or less',
    });
  });
});
