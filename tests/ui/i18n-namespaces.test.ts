import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n, loadNamespaces, loadOnDemand } from '@/lib/i18n';
import { namespacesForPath } from '@/lib/i18n-namespaces';
import arAddress from '../../locales/ar/address.json';
import arCommonDashboard from '../../locales/ar/common.dashboard.json';
import arCommon from '../../locales/ar/common.json';
import enAddress from '../../locales/en/address.json';

describe('translation namespaces per page', () => {
  it('gives customer and sign-in pages only their own namespaces', () => {
    expect(namespacesForPath('/en/login')).toEqual(['auth']);
    expect(namespacesForPath('/ar/pos/pay/123')).toEqual(['pay']);
    expect(namespacesForPath('/en/spf/payment-options/9')).toEqual(['pay']);
    expect(namespacesForPath('/ar/pos/attempt-detail/7')).toEqual(['pay', 'result']);
    expect(namespacesForPath('/en/spf/payment-details/9')).toEqual(['pay', 'result']);
    expect(namespacesForPath('/en/cpr')).toEqual(['pairing']);
  });

  it("keeps the order pages' strings out of the menu's first screen", () => {
    expect(namespacesForPath('/en/new-menu')).toEqual(['food-menu']);
    expect(namespacesForPath('/ar/category/3/food-details/9')).toEqual(['food-menu', 'food-order']);
    expect(namespacesForPath('/en/order-summary')).toEqual(['food-menu', 'food-order']);
    expect(namespacesForPath('/ar/order-confirmation/12')).toEqual(['food-menu', 'food-order']);
    expect(namespacesForPath('/en/checkout')).toEqual(['food-menu', 'food-order', 'pay', 'address']);
  });

  it('gives the shop its own strings', () => {
    expect(namespacesForPath('/en/catalogue/product-list')).toEqual(['catalogue']);
    expect(namespacesForPath('/ar/catalogue/product-detail/royal-oud-oil')).toEqual(['catalogue']);
    expect(namespacesForPath('/en/catalogue/cart')).toEqual(['catalogue']);
    // The catalogue's dashboard section shares the segment and needs the dashboard's strings.
    expect(namespacesForPath('/en/catalogue/transactions')).toBe('all');
    expect(namespacesForPath('/ar/catalogue/needs-attention')).toBe('all');
    expect(namespacesForPath('/ar/catalogue/checkout')).toEqual(['catalogue', 'catalogue-checkout', 'pay']);
  });

  it("gives only the customer's own payment form its strings, and event pages no pay strings but at registration", () => {
    expect(namespacesForPath('/en/pos/pay')).toEqual(['pay', 'pay-customer']);
    expect(namespacesForPath('/ar/pos/pay/collect/c011ec70')).toEqual(['pay', 'pay-customer']);
    expect(namespacesForPath('/en/pos/pay/123')).toEqual(['pay']);
    expect(namespacesForPath('/en/events/gulf-tech-summit')).toEqual(['events']);
    expect(namespacesForPath('/ar/thankyou/5')).toEqual(['events']);
    expect(namespacesForPath('/en/register/gulf-tech-summit')).toEqual(['events', 'pay']);
  });

  it("brings the address step's strings along when the customer switches language on it", async () => {
    i18n.removeResourceBundle('en', 'address');
    i18n.removeResourceBundle('ar', 'address');
    await applyLanguage('en', ['pay']);
    expect(i18n.hasResourceBundle('en', 'address')).toBe(false);
    await loadOnDemand('address');
    expect(i18n.t('address:address.title')).toBe(enAddress.address.title);
    await applyLanguage('ar', ['pay']);
    expect(i18n.t('address:address.title')).toBe(arAddress.address.title);
    expect(i18n.t('address:map.tap_to_edit')).toBe(arAddress.map.tap_to_edit);
    await applyLanguage('en');
  });

  it("adds the lists' and dialogs' shared strings to common only on dashboard pages", async () => {
    await loadNamespaces('ar', ['pay']);
    expect(i18n.getResource('ar', 'common', 'switch_language')).toBe(arCommon.switch_language);
    expect(i18n.getResource('ar', 'common', 'pagination.label')).toBeUndefined();
    await loadNamespaces('ar', 'all');
    const t = i18n.getFixedT('ar', 'common');
    expect(t('pagination.label')).toBe(arCommonDashboard.pagination.label);
    expect(t('confirm.sure')).toBe(arCommonDashboard.confirm.sure);
    expect(t('switch_language')).toBe(arCommon.switch_language);
  });

  it("finds every customer and sign-in page's strings without the dashboard's files", async () => {
    const paths = [
      '/ar/login',
      '/ar/reset-password',
      '/ar/cpr',
      '/ar/pos/pay',
      '/ar/spf/payment-details/9',
      '/ar/register/gulf-tech-summit',
      '/ar/checkout',
      '/ar/order-confirmation/12',
    ];
    for (const path of paths) {
      const namespaces = namespacesForPath(path);
      if (namespaces === 'all') throw new Error(`${path} is a customer page`);
      for (const namespace of namespaces) i18n.removeResourceBundle('ar', namespace);
      await loadNamespaces('ar', namespaces);
      for (const namespace of namespaces)
        expect(i18n.hasResourceBundle('ar', namespace), namespace).toBe(true);
    }
  });

  it('gives dashboard pages every namespace', () => {
    expect(namespacesForPath('/en/general-info')).toBe('all');
    expect(namespacesForPath('/ar/payment-request/create')).toBe('all');
  });

  it('loads Arabic strings on demand, without the English ones', async () => {
    i18n.removeResourceBundle('en', 'pairing');
    await loadNamespaces('ar', ['pairing']);
    expect(i18n.hasResourceBundle('ar', 'pairing')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'pairing')).toBe(false);
    expect(i18n.getFixedT('ar', 'common')('app_name')).toBe('جلف باي');
  });
});
