import { Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useMemo } from 'react';
import { EditorDialog } from '@/components/editor-dialog';
import type { AdminDish, DishRequest } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { useMenuCurrency } from '../api/use-menu-currency';
import {
  DISH_SERVER_FIELDS,
  type DishValues,
  dishRequest,
  dishSchema,
  dishValues,
} from '../schemas/dish-schema';
import { DishBranches, DishPromoted } from './dish-branches-promoted';
import { DishDetailsFields, DishPriceFields } from './dish-details-fields';
import { DishOptionsEditor } from './dish-options-editor';
import { EntryListEditor } from './entry-list-editor';
import { MenuRecordForm } from './menu-record-form';

/** A titled part of the dish form; its heading names the group for screen readers. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

interface DishFormProps {
  dish: AdminDish | null;
  /** The category a new dish starts in (the list's filter). */
  categoryId?: number;
  onClose: () => void;
}

export function DishForm({ dish, categoryId, onClose }: DishFormProps) {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const currency = useMenuCurrency();
  const schema = useMemo(() => dishSchema(t, currency), [t, currency]);

  return (
    <MenuRecordForm<DishValues, DishRequest, AdminDish>
      resource="items"
      id={dish?.id ?? null}
      initialValues={dishValues(dish, categoryId)}
      schema={schema}
      toRequest={dishRequest}
      serverFields={DISH_SERVER_FIELDS}
      title={dish ? t('dishes.edit_title') : t('dishes.add')}
      submitLabel={dish ? t('form.save') : t('dishes.add')}
      savedMessage={(saved) => t('form.saved', { name: lang === 'ar' ? saved.name_ar : saved.name_en })}
      onClose={onClose}
      gap="8"
    >
      {() => (
        <>
          <Section id="dish-details" title={t('dishes.sections.details')}>
            <DishDetailsFields />
          </Section>
          <Section id="dish-prices" title={t('dishes.sections.prices')}>
            <DishPriceFields currency={currency} />
            <EntryListEditor name="sizes" noun="size" withDiscount />
          </Section>
          <Section id="dish-options" title={t('dishes.sections.options')}>
            <DishOptionsEditor />
          </Section>
          <Section id="dish-add-ons" title={t('dishes.sections.add_ons')}>
            <EntryListEditor name="add_ons" noun="add_on" />
          </Section>
          <Section id="dish-branches" title={t('dishes.sections.branches')}>
            <DishBranches />
          </Section>
          <Section id="dish-promoted" title={t('dishes.sections.promoted')}>
            <DishPromoted />
          </Section>
        </>
      )}
    </MenuRecordForm>
  );
}

export function DishDialog({ open, ...props }: DishFormProps & { open: boolean }) {
  return (
    <EditorDialog open={open} item={props.dish} onClose={props.onClose}>
      {(shown) => <DishForm {...props} dish={shown} />}
    </EditorDialog>
  );
}
