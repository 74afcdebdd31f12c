import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { SearchBox } from '@/components/search-box';
import { TableSkeleton } from '@/components/table-skeleton';
import type { AdminDish } from '@/domain/contracts/menu-admin';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { dishesQuery, menuCategoriesQuery } from '../api/menu-queries';
import { useDeleteRecord } from './delete-record';
import { DishDialog } from './dish-dialog';
import { RecordRow } from './record-row';

const PAGE_SIZE = 25;

/** The menu's dishes, by category and search, each opened in the dish dialog. */
export function MenuDishesPage() {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const categories = useQuery(menuCategoriesQuery());
  const page = useQuery(dishesQuery({ category_id: categoryId, search, limit: PAGE_SIZE, offset }));
  const [editing, setEditing] = useState<AdminDish | null>(null);
  const [creating, setCreating] = useState(false);
  const remove = useDeleteRecord('items');
  const nameOf = (named: { name_en: string; name_ar: string }) =>
    lang === 'ar' ? named.name_ar : named.name_en;
  const categoryName = (id: number) => {
    const category = categories.data?.find((entry) => entry.id === id);
    return category ? nameOf(category) : '';
  };
  const count = page.data?.count ?? 0;
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Text color="fg.muted" flex="1" minWidth="60">
          {t('dishes.intro')}
        </Text>
        <Button colorPalette="orange" size="sm" onClick={() => setCreating(true)}>
          {t('dishes.add')}
        </Button>
      </HStack>
      <HStack gap="3" wrap="wrap" align="flex-end">
        <NativeSelect.Root maxWidth={{ base: 'full', md: '64' }}>
          <NativeSelect.Field
            aria-label={t('dishes.filter_category')}
            value={categoryId ?? ''}
            onChange={(event) => {
              setCategoryId(event.currentTarget.value ? Number(event.currentTarget.value) : undefined);
              setOffset(0);
            }}
          >
            <option value="">{t('dishes.all_categories')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {nameOf(category)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <SearchBox
          value={search}
          onSearch={(q) => {
            setSearch(q);
            setOffset(0);
          }}
          label={t('dishes.search')}
          placeholder={t('dishes.search_placeholder')}
        />
      </HStack>
      {page.isPending ? (
        <TableSkeleton />
      ) : page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data.results.length === 0 ? (
        <EmptyState message={search || categoryId ? t('dishes.none_found') : t('dishes.empty')} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label={t('dishes.title')}>
          {page.data.results.map((dish) => (
            <RecordRow
              key={dish.id}
              name={nameOf(dish)}
              off={!dish.available}
              details={[
                categoryName(dish.category_id),
                formatApiMoney(dish.discounted_price ?? dish.price, dish.currency_code, lang),
                dish.sku,
                ...(dish.sold_out_today ? [t('dishes.sold_out_today')] : []),
              ]}
              onEdit={() => setEditing(dish)}
              onDelete={() => remove.ask({ id: dish.id, name: nameOf(dish) })}
            />
          ))}
        </Stack>
      )}
      {count > PAGE_SIZE && (
        <HStack gap="3" justify="flex-end">
          <Text textStyle="sm" color="fg.muted">
            {t('dishes.range', { from: offset + 1, to: Math.min(offset + PAGE_SIZE, count), total: count })}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset(offset - PAGE_SIZE)}
          >
            {t('actions.previous')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + PAGE_SIZE >= count}
            onClick={() => setOffset(offset + PAGE_SIZE)}
          >
            {t('actions.next')}
          </Button>
        </HStack>
      )}
      <DishDialog
        open={creating || editing !== null}
        dish={editing}
        categoryId={categoryId}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      {remove.dialog}
    </Stack>
  );
}
