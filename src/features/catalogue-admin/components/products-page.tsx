import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedResults } from '@/components/paged-results';
import type { AdminProduct } from '@/domain/contracts/catalogue-admin';
import { useLang } from '@/hooks/use-lang';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { productListQuery, useArchiveProduct, useDeleteProduct } from '../api/products';
import { useMayChangeProducts } from '../hooks/use-may-change-products';
import { hasFilters, type ProductSearch, withFilters } from '../lib/product-search';
import { ProductDialog } from './product-dialog';
import { ProductFiltersBar } from './product-filters';
import { ProductList } from './product-list';

/** The shop's products: searched, filtered and paged through the URL; changed by change_product holders. */
export function ProductsPage({ search }: { search: ProductSearch }) {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const list = useQuery(productListQuery(search));
  const paging = usePaging(search, list);
  const canChange = useMayChangeProducts();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const archive = useArchiveProduct();
  const remove = useDeleteProduct();
  const nameOf = (product: AdminProduct | null) =>
    product ? (lang === 'ar' ? product.name_ar : product.name_en) : '';

  const confirmArchive = async () => {
    if (!archiving) return;
    const archived = !archiving.archived_at;
    try {
      await archive.mutateAsync({ id: archiving.id, archived });
      notifySuccess(t(archived ? 'archive.done' : 'archive.restored', { name: nameOf(archiving) }));
    } catch (error) {
      notifyError(error);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      notifySuccess((await remove.mutateAsync(deleting.id)).message);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Text color="fg.muted" flex="1" minWidth="60">
          {t('intro')}
        </Text>
        {canChange && (
          <Button colorPalette="orange" size="sm" onClick={() => setCreating(true)}>
            {t('actions.add')}
          </Button>
        )}
      </HStack>
      <ProductFiltersBar search={search} onChange={(filters) => paging.go(withFilters(search, filters))} />
      <PagedResults
        list={list}
        paging={paging}
        emptyMessage={hasFilters(search) ? t('empty_filtered') : t('empty')}
      >
        {(rows) => (
          <ProductList
            rows={rows}
            actions={
              canChange ? { onEdit: setEditing, onArchive: setArchiving, onDelete: setDeleting } : undefined
            }
          />
        )}
      </PagedResults>
      <ProductDialog
        open={creating || editing !== null}
        product={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={archiving !== null}
        title={t(archiving?.archived_at ? 'archive.restore_title' : 'archive.title', {
          name: nameOf(archiving),
        })}
        message={t(archiving?.archived_at ? 'archive.restore_message' : 'archive.message')}
        onConfirm={confirmArchive}
        onClose={() => setArchiving(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title', { name: nameOf(deleting) })}
        message={t('delete.message')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
