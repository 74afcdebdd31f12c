import { describe, expect, it } from 'vitest';
import type { Banner } from '../../../../src/domain/contracts/food.ts';
import type { AdminBanner } from '../../../../src/domain/contracts/menu-admin.ts';
import { customer, logged, menuAdminApp, uploadedMenuImage } from './fixtures.ts';

const { app, api } = await menuAdminApp(5);

describe("the menu's banners", () => {
  it('adds, changes and deletes a banner that customers see, each logged', async () => {
    const image = await uploadedMenuImage(app, 'ramadan');
    const res = await api('POST', 'banners', {
      image_url: image,
      title_en: 'Ramadan nights',
      title_ar: 'ليالي رمضان',
      position: 0,
      is_active: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const banner = res.json<AdminBanner>();
    expect((await customer<Banner[]>(app, '/banners')).map((shown) => shown.image_url)).toContain(image);
    const off = await api('PATCH', `banners/${banner.id}`, { is_active: false });
    expect(off.json<AdminBanner>().is_active).toBe(false);
    expect((await customer<Banner[]>(app, '/banners')).map((shown) => shown.image_url)).not.toContain(image);
    expect((await api('DELETE', `banners/${banner.id}`)).statusCode).toBe(200);
    expect((await api('GET', 'banners')).json<AdminBanner[]>().map((entry) => entry.id)).not.toContain(
      banner.id,
    );
    for (const action of ['created', 'edited', 'deleted'])
      expect(await logged(app, `activity.menu_banner_${action}`)).toHaveLength(1);
  });

  it('needs an image of the pipeline, in en and ar', async () => {
    const blank = { image_url: '', title_en: '', title_ar: '', position: 0, is_active: true };
    expect((await api('POST', 'banners', blank)).json()).toEqual({
      image_url: ['This field may not be blank.'],
    });
    const typed = await api('POST', 'banners', { ...blank, image_url: '/demo/food/banner.svg' }, 'ar');
    expect(typed.statusCode).toBe(400);
    expect(Object.keys(typed.json())).toEqual(['image_url']);
  });
});
