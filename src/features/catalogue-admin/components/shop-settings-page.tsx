import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import { hasPermission, PERMISSIONS } from '@/domain/permissions';
import { userDetailsQuery } from '@/lib/shared-queries';
import { shopSettingsQuery } from '../api/catalogue-options';
import { ShopSettingsForm } from './shop-settings-form';

/** The shop's settings: read with view_product, changed with change_product. */
export function ShopSettingsPage() {
  const { t } = useTranslation('catalogue-admin');
  const settings = useQuery(shopSettingsQuery());
  const user = useQuery(userDetailsQuery());
  const canChange = Boolean(user.data && hasPermission(user.data, PERMISSIONS.changeProducts));
  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('settings.intro')}</Text>
      {settings.isPending ? (
        <TableSkeleton rows={4} />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <ShopSettingsForm settings={settings.data} canChange={canChange} />
      )}
    </Stack>
  );
}
