import { createContext, useContext } from 'react';
import type { CustomerAppearance } from '@/domain/contracts/appearance';

/**
 * Apart from the themed root (customer-appearance.tsx): the language button of the sign-in
 * pages reads it too, and should not bring the root into their first load.
 */
export const AppearanceContext = createContext<CustomerAppearance | undefined>(undefined);

/** The plugin's appearance as the page's data brought it; undefined while loading (the defaults). */
export const useCustomerAppearance = () => useContext(AppearanceContext);

/** Off only when the page's plugin turned it off: pages without settings (sign-in) show both. */
export const useShowsSocialLinks = () => useCustomerAppearance()?.show_social_links ?? true;
export const useShowsLanguageButton = () => useCustomerAppearance()?.show_language_button ?? true;
