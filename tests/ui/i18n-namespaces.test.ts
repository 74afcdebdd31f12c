import { describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { namespacesForPath } from '@/lib/i18n-namespaces';

describe('translation namespaces per page', () => {
  it('gives customer and sign-in pages only their own namespaces', () => {
    expect(namespacesForPath('/en/login')).toEqual(['auth']);
    expect(namespacesForPath('/ar/pos/pay/123')).toEqual(['pay']);
    expect(namespacesForPath('/en/spf/payment-options/9')).toEqual(['pay']);
    expect(namespacesForPath('/ar/pos/attempt-detail/7')).toEqual(['pay', 'result']);
    expect(namespacesForPath('/en/spf/payment-details/9')).toEqual(['pay', 'result']);
    expect(namespacesForPath('/en/cpr')).toEqual(['pairing']);
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
