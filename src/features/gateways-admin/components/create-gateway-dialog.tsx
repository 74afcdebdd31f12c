import { Button, Dialog, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/formik-fields';
import type { AdminGateway } from '@/domain/contracts/gateways-admin';
import { GATEWAY_ADAPTERS } from '@/domain/gateway-settings';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useCreateGateway } from '../api/gateways';
import { type CreateValues, createRequest, createSchema, createValues } from '../schemas/gateway-schema';

const SERVER_FIELDS = ['adapter', 'code', 'name_en', 'name_ar'] as const;

function CreateForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (gateway: AdminGateway) => void;
}) {
  const { t } = useTranslation('gateways-admin');
  const create = useCreateGateway();
  const schema = useMemo(() => createSchema(t), [t]);
  const adapters = GATEWAY_ADAPTERS.map((adapter) => ({ value: adapter, label: t(`adapters.${adapter}`) }));

  const onSubmit = async (values: CreateValues, helpers: FormikHelpers<CreateValues>) => {
    helpers.setStatus(undefined);
    try {
      const created = await create.mutateAsync(createRequest(values));
      notifySuccess(t('create.created'));
      onClose();
      onCreated(created);
    } catch (error) {
      showFormErrors(error, helpers, SERVER_FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<CreateValues> initialValues={createValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{t('create.title')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <SelectField
                name="adapter"
                label={t('create.adapter')}
                placeholder={t('create.adapter_placeholder')}
                choices={adapters}
                required
              />
              <FormField
                name="code"
                label={t('create.code')}
                helperText={t('create.code_hint')}
                autoComplete="off"
                dir="ltr"
              />
              <FormField name="name_en" label={t('create.name_en')} autoComplete="off" dir="ltr" />
              <FormField name="name_ar" label={t('create.name_ar')} autoComplete="off" dir="rtl" />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" colorPalette="orange" loading={isSubmitting}>
              {t('create.submit')}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      )}
    </Formik>
  );
}

/** Adds a gateway (provider, code, names); its details are filled in next, in the edit dialog. */
export function CreateGatewayDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (gateway: AdminGateway) => void;
}) {
  return (
    <EditorDialog open={open} item={null} onClose={onClose}>
      {() => <CreateForm onClose={onClose} onCreated={onCreated} />}
    </EditorDialog>
  );
}
