import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayChoiceList } from '@/components/pay-choice-list';
import { applyLanguage } from '@/lib/i18n';
import { payChoice, renderAt } from '../events-fixtures';

afterEach(async () => {
  await applyLanguage('en');
});

const choices = [
  payChoice({ gateway_code: 'knet', gateway: 'KNET', value: 'knet' }),
  payChoice({ gateway_code: 'knet-bank', gateway: 'KNET Bank', value: 'knet-bank', test_mode: true }),
];

describe('a pay choice on a provider test account', () => {
  for (const [lang, label] of [
    ['en', 'Test mode'],
    ['ar', 'وضع تجريبي'],
  ] as const) {
    it(`says ${label} beside that choice only (${lang})`, async () => {
      await applyLanguage(lang);
      renderAt(`/${lang}/pos/pay/x`, () => (
        <PayChoiceList choices={choices} value="knet" onChange={() => undefined} />
      ));
      const [plain, test] = await screen.findAllByRole('radio');
      expect(within(test?.closest('label') as HTMLElement).getByText(label)).toBeTruthy();
      expect(within(plain?.closest('label') as HTMLElement).queryByText(label)).toBeNull();
    });
  }
});
