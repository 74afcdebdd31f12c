import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagedList } from '@/components/admin/managed-list';
import type { AdminStore } from '@/domain/contracts/catalogue-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { storesQuery } from '../api/catalogue-options';
import { useMayChangeProducts } from '../hooks/use-may-change-products';
import { StoreDialog } from './store-dialog';

function StoreRow({ store, onEdit }: { store: AdminStore; onEdit?: (store: AdminStore) => void }) {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const name = lang === 'ar' ? store.name_ar : store.name_en;
  const address = lang === 'ar' ? store.address_ar : store.address_en;
  return (
    <HStack as="li" gap="3" paddingBlock="3" borderBlockEndWidth="1px" align="flex-start" wrap="wrap">
      <Stack gap="1" flex="1" minWidth="48">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          {store.is_active ? (
            <Badge colorPalette="green">{t('stores.open')}</Badge>
          ) : (
            <Badge colorPalette="gray">{t('stores.closed')}</Badge>
          )}
        </HStack>
        {address && <Text textStyle="sm">{address}</Text>}
        <HStack gap="3" textStyle="sm" color="fg.muted" wrap="wrap">
          {store.phone && <Text dir="ltr">{store.phone}</Text>}
          <Text>{t('stores.products', { count: store.product_count })}</Text>
        </HStack>
      </Stack>
      {onEdit && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onEdit(store)}
          aria-label={t('actions.edit_named', { name })}
        >
          {t('actions.edit')}
        </Button>
      )}
    </HStack>
  );
}

/** The stores customers collect orders from: read with view_product, changed with change_product. */
export function StoresPage() {
  const { t } = useTranslation('catalogue-admin');
  const list = useQuery(storesQuery());
  const canChange = useMayChangeProducts();
  const [editing, setEditing] = useState<AdminStore | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <ManagedList
      intro={t('stores.intro')}
      addLabel={t('stores.actions.add')}
      onAdd={canChange ? () => setCreating(true) : undefined}
      list={list}
      emptyMessage={t('stores.empty')}
      listLabel={t('stores.list_label')}
      row={(store) => <StoreRow key={store.id} store={store} onEdit={canChange ? setEditing : undefined} />}
    >
      <StoreDialog
        open={creating || editing !== null}
        store={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </ManagedList>
  );
}
