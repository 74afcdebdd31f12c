import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { InputField, SwitchField } from '@/components/formik-fields';
import type { AdminDiscountCode } from '@/domain/contracts/discount-codes';
import { DISCOUNT_TYPES } from '@/domain/discount-code-rules';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveDiscountCode } from '../api/discount-codes';
import {
  CODE_SERVER_FIELDS,
  type DiscountCodeValues,
  discountCodeRequest,
  discountCodeSchema,
  discountCodeValues,
} from '../schemas/discount-code-schema';
import { DeliveryTypeCheckboxes } from './delivery-type-checkboxes';

function DiscountCodeForm({
  code,
  currency,
  onClose,
}: {
  code: AdminDiscountCode | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue-admin');
  const save = useSaveDiscountCode(code?.id ?? null);
  const schema = useMemo(() => discountCodeSchema(t, currency, code?.used_count ?? 0), [t, currency, code]);

  const onSubmit = async (values: DiscountCodeValues, helpers: FormikHelpers<DiscountCodeValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(discountCodeRequest(values));
      notifySuccess(t(code ? 'codes.form.saved' : 'codes.form.created', { code: saved.code }));
      onClose();
    } catch (error) {
      showFormErrors(error, helpers, CODE_SERVER_FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<DiscountCodeValues>
      initialValues={discountCodeValues(code)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status, values }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>
              {code ? t('codes.form.edit_title', { code: code.code }) : t('codes.form.create_title')}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <FormField
                name="code"
                label={t('codes.form.code')}
                helperText={t('codes.form.code_hint')}
                autoComplete="off"
                dir="ltr"
              />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField
                  name="discount_type"
                  label={t('codes.form.type')}
                  choices={DISCOUNT_TYPES.map((type) => ({
                    value: type,
                    display_name: t(`codes.type.${type}`),
                  }))}
                />
                {values.discount_type !== 'no_discount' && (
                  <InputField
                    name="amount"
                    label={
                      values.discount_type === 'percentage'
                        ? t('codes.form.percent')
                        : t('codes.form.amount', { currency })
                    }
                    inputMode="decimal"
                    autoComplete="off"
                    dir="ltr"
                  />
                )}
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <InputField
                  name="minimum_order"
                  label={t('codes.form.minimum_order', { currency })}
                  helperText={t('codes.form.minimum_order_hint')}
                  inputMode="decimal"
                  autoComplete="off"
                  dir="ltr"
                />
                <InputField
                  name="max_uses"
                  label={t('codes.form.max_uses')}
                  helperText={
                    code
                      ? t('codes.form.max_uses_used', { count: code.used_count })
                      : t('codes.form.max_uses_hint')
                  }
                  inputMode="numeric"
                  autoComplete="off"
                  dir="ltr"
                />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <InputField name="starts_on" type="date" label={t('codes.form.starts_on')} dir="ltr" />
                <InputField name="ends_on" type="date" label={t('codes.form.ends_on')} dir="ltr" />
              </SimpleGrid>
              <DeliveryTypeCheckboxes />
              <SwitchField name="is_active" label={t('codes.form.is_active')} />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter
            onClose={onClose}
            submitting={isSubmitting}
            submitLabel={code ? t('form.save') : t('codes.actions.add')}
          />
        </DialogForm>
      )}
    </Formik>
  );
}

/** A code's form in a dialog that fills a phone's screen. */
export function DiscountCodeDialog({
  open,
  code,
  currency,
  onClose,
}: {
  open: boolean;
  code: AdminDiscountCode | null;
  currency: string;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={open} item={code} onClose={onClose}>
      {(shown) => <DiscountCodeForm code={shown} currency={currency} onClose={onClose} />}
    </EditorDialog>
  );
}
