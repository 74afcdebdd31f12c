import { Dialog, Heading, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { type ReactNode, useMemo } from 'react';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import type { AdminDish, DishRequest } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveMenuRecord } from '../api/menu-mutations';
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
  const save = useSaveMenuRecord<DishRequest, AdminDish>('items', dish?.id ?? null);
  const schema = useMemo(() => dishSchema(t, currency), [t, currency]);

  const onSubmit = async (values: DishValues, helpers: FormikHelpers<DishValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(dishRequest(values));
      notifySuccess(t('form.saved', { name: lang === 'ar' ? saved.name_ar : saved.name_en }));
      onClose();
    } catch (error) {
      showFormErrors(error, helpers, DISH_SERVER_FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<DishValues>
      initialValues={dishValues(dish, categoryId)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{dish ? t('dishes.edit_title') : t('dishes.add')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="8">
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
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter
            onClose={onClose}
            submitting={isSubmitting}
            submitLabel={dish ? t('form.save') : t('dishes.add')}
          />
        </DialogForm>
      )}
    </Formik>
  );
}

export function DishDialog({ open, ...props }: DishFormProps & { open: boolean }) {
  return (
    <EditorDialog open={open} item={props.dish} onClose={props.onClose}>
      {(shown) => <DishForm {...props} dish={shown} />}
    </EditorDialog>
  );
}
