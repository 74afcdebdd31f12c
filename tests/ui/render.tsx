import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { system } from '@/lib/theme';

/** Renders with the app's real theme and translations (English unless a test switches). */
export function renderWithApp(ui: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>{ui}</ChakraProvider>
    </I18nextProvider>,
  );
}
