import { useTranslation } from 'react-i18next';
import { CHECKOUT_NAMESPACES } from '@/lib/i18n-namespaces';

/** The checkout's strings, falling back to the shop's (its cart lines, "Browse the shop"). */
export const useCheckoutTranslation = () => useTranslation(CHECKOUT_NAMESPACES, { nsMode: 'fallback' });
