import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import type { AdminCategory } from '@/domain/contracts/catalogue-admin';
import { hasPermission, PERMISSIONS } from '@/domain/permissions';
import { useLang } from '@/hooks/use-lang';
import { userDetailsQuery } from '@/lib/shared-queries';
import { categoriesQuery } from '../api/catalogue-options';
import { CategoryDialog } from './category-dialog';

function CategoryRow({
  category,
  onEdit,
}: {
  category: AdminCategory;
  onEdit?: (category: AdminCategory) => void;
}) {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const name = lang === 'ar' ? category.name_ar : category.name_en;
  return (
    <HStack as="li" gap="3" paddingBlock="3" borderBlockEndWidth="1px" align="flex-start" wrap="wrap">
      <Stack gap="1" flex="1" minWidth="48">
        <Text fontWeight="semibold">{name}</Text>
        <HStack gap="3" textStyle="sm" color="fg.muted" wrap="wrap">
          <Text dir="ltr">{category.slug}</Text>
          <Text>{t('categories.position', { position: category.position })}</Text>
          <Text>{t('categories.products', { count: category.product_count })}</Text>
        </HStack>
      </Stack>
      {onEdit && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onEdit(category)}
          aria-label={t('actions.edit_named', { name })}
        >
          {t('actions.edit')}
        </Button>
      )}
    </HStack>
  );
}

/** The shop's categories, in the shop's order: read with view_product, changed with change_product. */
export function CategoriesPage() {
  const { t } = useTranslation('catalogue-admin');
  const list = useQuery(categoriesQuery());
  const user = useQuery(userDetailsQuery());
  const canChange = Boolean(user.data && hasPermission(user.data, PERMISSIONS.changeProducts));
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [creating, setCreating] = useState(false);
  const nextPosition = Math.max(0, ...(list.data ?? []).map((category) => category.position + 1));
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Text color="fg.muted" flex="1" minWidth="60">
          {t('categories.intro')}
        </Text>
        {canChange && (
          <Button colorPalette="orange" size="sm" onClick={() => setCreating(true)}>
            {t('categories.actions.add')}
          </Button>
        )}
      </HStack>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState message={t('categories.empty')} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label={t('categories.list_label')}>
          {list.data.map((category) => (
            <CategoryRow key={category.id} category={category} onEdit={canChange ? setEditing : undefined} />
          ))}
        </Stack>
      )}
      <CategoryDialog
        open={creating || editing !== null}
        category={editing}
        nextPosition={nextPosition}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </Stack>
  );
}
