import { CHECKOUT_NAMESPACES } from '@/lib/i18n-namespaces';
import { useTranslation } from '@/lib/i18n-react';

/** The checkout's strings, falling back to the shop's (its cart lines, "Browse the shop"). */
export const useCheckoutTranslation = () => useTranslation(CHECKOUT_NAMESPACES, { nsMode: 'fallback' });
