import { useQuery } from '@tanstack/react-query';
import { menuSettingsQuery } from './menu-queries';

/** The menu's currency, which its prices' decimals follow; KWD (the demo's) until it is known. */
export function useMenuCurrency(): string {
  return useQuery(menuSettingsQuery()).data?.currency_code ?? 'KWD';
}
