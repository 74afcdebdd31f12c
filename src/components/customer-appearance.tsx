import { Box } from '@chakra-ui/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { CustomerAppearance } from '@/domain/contracts/appearance';

const AppearanceContext = createContext<CustomerAppearance | undefined>(undefined);

/** The plugin's appearance as the page's data brought it; undefined while loading (the defaults). */
export const useCustomerAppearance = () => useContext(AppearanceContext);

/** Off only when the page's plugin turned it off: pages without settings (sign-in) show both. */
export const useShowsSocialLinks = () => useCustomerAppearance()?.show_social_links ?? true;
export const useShowsLanguageButton = () => useCustomerAppearance()?.show_language_button ?? true;

interface RootProps {
  appearance: CustomerAppearance | undefined;
  children: ReactNode;
}

/**
 * A customer page's root in its plugin's theme: the theme's values arrive with the page's data as
 * CSS variables (src/domain/theme-variables.ts), which Chakra's components below read, so the
 * server-drawn page has the theme before any script runs, and no theme is code on the client.
 */
export function CustomerPageRoot({ appearance, children }: RootProps) {
  return (
    <AppearanceContext.Provider value={appearance}>
      <Box
        minHeight="100dvh"
        bg="var(--gp-page-bg, var(--chakra-colors-gray-50))"
        color="fg"
        data-theme={appearance?.theme}
        style={appearance?.variables}
      >
        {children}
      </Box>
    </AppearanceContext.Provider>
  );
}

/** The header band's colours when the merchant chose none: the theme's, else the page's. */
export const THEMED_HEADER = {
  bg: 'var(--gp-header-bg, var(--chakra-colors-bg))',
  fg: 'var(--gp-header-fg, var(--chakra-colors-fg))',
};
