import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings, ShopSettingsPatch } from '@/domain/contracts/catalogue-admin';
import { apiRequest } from '@/lib/api-client';
import { catalogueAdminKeys } from '@/lib/query-keys/catalogue-admin';

/** Changes the shop's texts and hold time; the settings page then reads the saved values. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsPatch) =>
      apiRequest<ShopSettings>('/admin/catalogue/settings', { method: 'PATCH', body }),
    onSuccess: (saved) => queryClient.setQueryData(catalogueAdminKeys.settings, saved),
  });
}
