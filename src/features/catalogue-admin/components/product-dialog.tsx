import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SwitchField } from '@/components/formik-fields';
import { slugFrom } from '@/domain/catalogue-admin-rules';
import type { AdminProduct } from '@/domain/contracts/catalogue-admin';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { categoriesQuery, shopSettingsQuery, storesQuery } from '../api/catalogue-options';
import { useSaveProduct } from '../api/products';
import {
  type ProductValues,
  productRequest,
  productSchema,
  productValues,
  SERVER_FIELDS,
} from '../schemas/product-schema';
import { ProductImagesField } from './product-images-field';
import { RequiredFieldsEditor } from './required-fields-editor';
import { StockFields } from './stock-fields';
import { StoreCheckboxes } from './store-checkboxes';

function ProductForm({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const settings = useQuery(shopSettingsQuery());
  const categories = useQuery(categoriesQuery());
  const stores = useQuery(storesQuery());
  const currency = product?.currency_code ?? settings.data?.currency_code ?? 'KWD';
  const save = useSaveProduct(product?.id ?? null);
  const schema = useMemo(() => productSchema(t, currency), [t, currency]);
  const nameOf = (named: { name_en: string; name_ar: string }) =>
    lang === 'ar' ? named.name_ar : named.name_en;
  const categoryChoices = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    display_name: nameOf(category),
  }));

  const onSubmit = async (values: ProductValues, helpers: FormikHelpers<ProductValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(productRequest(values));
      notifySuccess(t(product ? 'form.saved' : 'form.created', { name: nameOf(saved) }));
      onClose();
    } catch (error) {
      // The per-store units are checked in the form; the server's own refusal of them is said in the alert.
      showFormErrors<Pick<ProductValues, (typeof SERVER_FIELDS)[number]>>(
        error,
        helpers,
        SERVER_FIELDS,
        'alert-all',
      );
    }
  };

  return (
    <Formik<ProductValues>
      initialValues={productValues(product)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status, values }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>
              {product ? t('form.edit_title', { name: nameOf(product) }) : t('form.create_title')}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="name_en" label={t('form.name_en')} autoComplete="off" dir="ltr" />
                <FormField name="name_ar" label={t('form.name_ar')} autoComplete="off" dir="rtl" />
              </SimpleGrid>
              <FormField
                name="slug"
                label={t('form.slug')}
                helperText={t('form.slug_hint')}
                placeholder={slugFrom(values.name_en)}
                autoComplete="off"
                dir="ltr"
              />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="description_en" label={t('form.description_en')} multiline dir="ltr" />
                <FormField name="description_ar" label={t('form.description_ar')} multiline dir="rtl" />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="price" label={t('form.price', { currency })} autoComplete="off" dir="ltr" />
                <FormField
                  name="discounted_price"
                  label={t('form.discounted_price', { currency })}
                  helperText={t('form.discounted_price_hint')}
                  autoComplete="off"
                  dir="ltr"
                />
              </SimpleGrid>
              <FormField
                name="category_id"
                label={t('form.category')}
                choices={[{ value: '', display_name: t('form.no_category') }, ...categoryChoices]}
              />
              <SwitchField name="is_active" label={t('form.is_active')} />
              <StockFields stores={stores.data ?? []} />
              <ProductImagesField />
              <RequiredFieldsEditor />
              <StoreCheckboxes stores={stores.data ?? []} />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter
            onClose={onClose}
            submitting={isSubmitting}
            submitLabel={product ? t('form.save') : t('form.create')}
          />
        </DialogForm>
      )}
    </Formik>
  );
}

/** A product's form in a dialog that fills a phone's screen (its body scrolls, the buttons stay). */
export function ProductDialog({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product: AdminProduct | null;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={open} item={product} onClose={onClose}>
      {(shown) => <ProductForm product={shown} onClose={onClose} />}
    </EditorDialog>
  );
}
