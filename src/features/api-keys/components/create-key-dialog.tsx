import { Button, Dialog, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { InputField, SelectField } from '@/components/formik-fields';
import { API_KEY_PLUGINS } from '@/domain/api-keys';
import type { ApiKeyCreated } from '@/domain/contracts/api-keys';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useCreateApiKey } from '../api/api-keys';
import { type ApiKeyValues, apiKeyRequest, apiKeySchema } from '../schemas/api-key-schema';

const INITIAL: ApiKeyValues = { name: '', plugin: '' };

function CreateKeyForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const { t } = useTranslation('api-keys');
  const create = useCreateApiKey();
  const schema = useMemo(() => apiKeySchema(t), [t]);
  const choices = API_KEY_PLUGINS.map((plugin) => ({ value: plugin, label: t(`plugin.${plugin}`) }));

  const onSubmit = async (values: ApiKeyValues, helpers: FormikHelpers<ApiKeyValues>) => {
    helpers.setStatus(undefined);
    try {
      onCreated(await create.mutateAsync(apiKeyRequest(values)));
    } catch (error) {
      showFormErrors(error, helpers, ['name', 'plugin'], 'alert-all');
    }
  };

  return (
    <Formik<ApiKeyValues> initialValues={INITIAL} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{t('create.title')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <InputField
                name="name"
                label={t('create.name')}
                helperText={t('create.name_hint')}
                autoComplete="off"
                required
              />
              <SelectField
                name="plugin"
                label={t('create.plugin')}
                placeholder={t('create.plugin_placeholder')}
                choices={choices}
                required
              />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('create.cancel')}
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

/** Name and plugin of a new key; the key itself is shown by the page's secret dialog after. */
export function CreateKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  return (
    <EditorDialog open={open} item={null} onClose={onClose}>
      {() => <CreateKeyForm onClose={onClose} onCreated={onCreated} />}
    </EditorDialog>
  );
}
