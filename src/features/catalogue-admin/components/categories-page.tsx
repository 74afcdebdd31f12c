import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagedList } from '@/components/admin/managed-list';
import type { AdminCategory } from '@/domain/contracts/catalogue-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { categoriesQuery } from '../api/catalogue-options';
import { useMayChangeProducts } from '../hooks/use-may-change-products';
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
  const canChange = useMayChangeProducts();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [creating, setCreating] = useState(false);
  const nextPosition = Math.max(0, ...(list.data ?? []).map((category) => category.position + 1));
  return (
    <ManagedList
      intro={t('categories.intro')}
      addLabel={t('categories.actions.add')}
      onAdd={canChange ? () => setCreating(true) : undefined}
      list={list}
      emptyMessage={t('categories.empty')}
      listLabel={t('categories.list_label')}
      row={(category) => (
        <CategoryRow key={category.id} category={category} onEdit={canChange ? setEditing : undefined} />
      )}
    >
      <CategoryDialog
        open={creating || editing !== null}
        category={editing}
        nextPosition={nextPosition}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </ManagedList>
  );
}
