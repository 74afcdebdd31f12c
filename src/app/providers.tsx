import { LocaleProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLang } from '@/hooks/use-lang';
import { i18n } from '@/lib/i18n';
import { I18nProvider } from '@/lib/i18n-react';
import type { I18n } from '@/lib/i18n-runtime';
import { AppChakraProvider } from './app-theme';

function Localised({ children }: { children: ReactNode }) {
  const lang = useLang();
  // LocaleProvider gives Ark/Chakra components (menus, dialogs, drawers) the reading direction.
  return <LocaleProvider locale={lang === 'ar' ? 'ar-KW' : 'en-KW'}>{children}</LocaleProvider>;
}

interface AppProvidersProps {
  queryClient: QueryClient;
  /** A server render's own instance, in its page's language (src/ssr/render-page.tsx). */
  i18n?: I18n;
  children: ReactNode;
}

export function AppProviders({ queryClient, i18n: instance = i18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={instance}>
        <AppChakraProvider>
          <Localised>{children}</Localised>
        </AppChakraProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
