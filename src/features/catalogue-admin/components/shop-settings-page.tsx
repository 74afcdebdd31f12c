import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import { useTranslation } from '@/lib/i18n-react';
import { shopSettingsQuery } from '../api/catalogue-options';
import { useMayChangeProducts } from '../hooks/use-may-change-products';
import { ShopSettingsForm } from './shop-settings-form';

/** The shop's settings: read with view_product, changed with change_product. */
export function ShopSettingsPage() {
  const { t } = useTranslation('catalogue-admin');
  const settings = useQuery(shopSettingsQuery());
  const canChange = useMayChangeProducts();
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
