import { describe, expect, it } from 'vitest';
import type { MenuConfig } from '../../../../src/domain/contracts/food.ts';
import type { MenuSettings } from '../../../../src/domain/contracts/menu-admin.ts';
import { customer, logged, menuAdminApp, uploadedMenuImage } from './fixtures.ts';

const { app, outsider, api } = await menuAdminApp(6);

describe("the menu's settings", () => {
  it('shows the settings with the currency, and changes what is sent, logged before and after', async () => {
    const before = (await api('GET', 'settings')).json<MenuSettings>();
    expect(before.currency_code).toBe('KWD');
    const header = await uploadedMenuImage(app, 'header');
    const res = await api('PATCH', 'settings', {
      title_en: 'Diwan Kitchen',
      header_color: '#1E40AF',
      header_image_url: header,
      delivery_types: ['pickup', 'delivery'],
      default_delivery_type: 'pickup',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MenuSettings>()).toMatchObject({
      title_en: 'Diwan Kitchen',
      header_color: '#1e40af',
      delivery_types: ['pickup', 'delivery'],
      default_delivery_type: 'pickup',
      currency_code: 'KWD',
    });
    const config = await customer<MenuConfig>(app, '/menu-page-config');
    expect(config).toMatchObject({
      title: { en: 'Diwan Kitchen' },
      header_color: '#1e40af',
      default_delivery_type: 'pickup',
    });
    const [entry] = await logged(app, 'activity.menu_settings_changed');
    expect(entry?.params).toMatchObject({
      changes: expect.arrayContaining([
        { field: 'title_en', before: before.title_en, after: 'Diwan Kitchen' },
      ]),
    });
  });

  it('refuses a default type not offered, a blank title, a wrong colour and a typed image, in en and ar', async () => {
    const en = await api('PATCH', 'settings', {
      title_ar: ' ',
      delivery_types: ['delivery'],
      default_delivery_type: 'catering',
      header_image_url: 'https://example.com/h.png',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      title_ar: ['This field may not be blank.'],
      default_delivery_type: ['The default must be one of the delivery types offered.'],
      header_image_url: [expect.any(String)],
    });
    const ar = await api(
      'PATCH',
      'settings',
      { delivery_types: ['delivery'], default_delivery_type: 'catering' },
      'ar',
    );
    expect(ar.json()).toEqual({
      default_delivery_type: ['يجب أن يكون النوع الافتراضي من أنواع التوصيل المتاحة.'],
    });
    expect((await api('PATCH', 'settings', { header_color: 'blue' })).statusCode).toBe(400);
    // The currency is shown only: sending it changes nothing.
    const currency = await api('PATCH', 'settings', { currency_code: 'USD' });
    expect(currency.json<MenuSettings>().currency_code).toBe('KWD');
    expect((await api('GET', 'settings', undefined, 'en', outsider)).statusCode).toBe(403);
  });
});
