import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagedList } from '@/components/admin/managed-list';
import type { AdminCategory } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { menuCategoriesQuery } from '../api/menu-queries';
import { CategoryDialog } from './category-dialog';
import { useDeleteRecord } from './delete-record';
import { RecordRow } from './record-row';

/** The menu's categories in the customers' order; one holding dishes cannot be deleted. */
export function MenuCategoriesPage() {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const list = useQuery(menuCategoriesQuery());
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [creating, setCreating] = useState(false);
  const remove = useDeleteRecord('categories');
  const nextPosition = Math.max(0, ...(list.data ?? []).map((category) => category.position + 1));
  return (
    <ManagedList
      intro={t('categories.intro')}
      addLabel={t('categories.add')}
      onAdd={() => setCreating(true)}
      list={list}
      emptyMessage={t('categories.empty')}
      listLabel={t('categories.title')}
      row={(category) => {
        const name = lang === 'ar' ? category.name_ar : category.name_en;
        return (
          <RecordRow
            key={category.id}
            name={name}
            off={!category.is_active}
            details={[
              t('form.position_n', { position: category.position }),
              t('categories.dishes', { count: category.dish_count }),
              ...(category.is_catering
                ? [t('categories.catering_plates', { count: category.minimum_number_of_plates })]
                : []),
            ]}
            onEdit={() => setEditing(category)}
            onDelete={category.dish_count === 0 ? () => remove.ask({ id: category.id, name }) : undefined}
          />
        );
      }}
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
      {remove.dialog}
    </ManagedList>
  );
}
