import { LocaleProvider } from '@chakra-ui/react';
import { type QueryClient, useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLang } from '@/hooks/use-lang';
import { i18n } from '@/lib/i18n';
import { persistOptions } from '@/lib/query-client';
import { AppChakraProvider } from './app-theme';

function Localised({ children }: { children: ReactNode }) {
  const lang = useLang();
  // LocaleProvider gives Ark/Chakra components (menus, dialogs, drawers) the reading direction.
  return <LocaleProvider locale={lang === 'ar' ? 'ar-KW' : 'en-KW'}>{children}</LocaleProvider>;
}

/** Waits for the persisted shell queries so loaders see them (an offline reload must not fetch). */
function AfterRestore({ children }: { children: ReactNode }) {
  return useIsRestoring() ? null : children;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions()}>
      <I18nextProvider i18n={i18n}>
        <AppChakraProvider>
          <Localised>
            <AfterRestore>{children}</AfterRestore>
          </Localised>
        </AppChakraProvider>
      </I18nextProvider>
    </PersistQueryClientProvider>
  );
}
