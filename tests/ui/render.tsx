import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { I18nProvider } from '@/lib/i18n-react';
import { system } from '@/lib/theme';

/** Renders with the app's real theme and translations (English unless a test switches). */
export function renderWithApp(ui: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>{ui}</ChakraProvider>
    </I18nProvider>,
  );
}
