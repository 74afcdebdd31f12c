import { LocaleProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLang } from '@/hooks/use-lang';
import { i18n } from '@/lib/i18n';
import { AppChakraProvider } from './app-theme';

function Localised({ children }: { children: ReactNode }) {
  const lang = useLang();
  // LocaleProvider gives Ark/Chakra components (menus, dialogs, drawers) the reading direction.
  return <LocaleProvider locale={lang === 'ar' ? 'ar-KW' : 'en-KW'}>{children}</LocaleProvider>;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppChakraProvider>
          <Localised>{children}</Localised>
        </AppChakraProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
