import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useTranslation } from '@/lib/i18n-react';
import { I18n } from '@/lib/i18n-runtime';

function instance() {
  const i18n = new I18n({ lng: 'en', fallbackLng: 'en', defaultNS: 'common' });
  i18n.addResourceBundle('en', 'common', { close: 'Close' });
  i18n.addResourceBundle('ar', 'common', { close: 'إغلاق' });
  i18n.addResourceBundle('en', 'shop', {
    title: 'Shop',
    items_one: 'One item',
    items_other: '{{count}} items',
  });
  i18n.addResourceBundle('ar', 'shop', { title: 'المتجر', items_two: 'قطعتان', items_few: '{{count}} قطع' });
  i18n.addResourceBundle('en', 'checkout', { pay: 'Pay' });
  i18n.addResourceBundle('ar', 'checkout', { pay: 'ادفع' });
  return i18n;
}

function Texts({ count }: { count: number }) {
  const { t } = useTranslation('shop');
  const { t: fallback } = useTranslation(['checkout', 'shop'], { nsMode: 'fallback' });
  const { t: common } = useTranslation();
  return (
    <p>
      {[
        t('title'),
        t('items', { count }),
        t('common:close'),
        fallback('pay'),
        fallback('title'),
        common('close'),
      ].join(' | ')}
    </p>
  );
}

describe('the translation hook', () => {
  it('draws in the language of the instance it is given, and again when the language changes', async () => {
    const i18n = instance();
    render(
      <I18nProvider i18n={i18n}>
        <Texts count={2} />
      </I18nProvider>,
    );
    expect(screen.getByText('Shop | 2 items | Close | Pay | Shop | Close')).toBeTruthy();
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('المتجر | قطعتان | إغلاق | ادفع | المتجر | إغلاق')).toBeTruthy();
  });

  it('keeps two server renders in two languages apart', async () => {
    const shared = instance();
    const arabic = shared.cloneInstance({ lng: 'ar' });
    render(
      <>
        <I18nProvider i18n={shared}>
          <Texts count={3} />
        </I18nProvider>
        <I18nProvider i18n={arabic}>
          <Texts count={3} />
        </I18nProvider>
      </>,
    );
    expect(screen.getByText('Shop | 3 items | Close | Pay | Shop | Close')).toBeTruthy();
    expect(screen.getByText('المتجر | 3 قطع | إغلاق | ادفع | المتجر | إغلاق')).toBeTruthy();
    expect(shared.language).toBe('en');
  });
});
