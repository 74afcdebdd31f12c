import { Button, Dialog, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { CheckboxGroupField } from '@/components/checkbox-group-field';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SwitchField } from '@/components/formik-fields';
import type { WebhookEndpoint } from '@/domain/contracts/webhooks';
import { PLUGIN_KINDS } from '@/domain/plugins';
import { WEBHOOK_EVENT_TYPES } from '@/domain/webhook-events';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useCreateEndpoint, useEditEndpoint } from '../api/endpoints';
import {
  type EndpointValues,
  endpointRequest,
  endpointSchema,
  endpointValues,
} from '../schemas/endpoint-schema';

const SERVER_FIELDS = ['url', 'description', 'event_types', 'plugins'] as const;

function EndpointForm({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation('webhooks');
  const create = useCreateEndpoint();
  const edit = useEditEndpoint(endpoint?.id ?? 0);
  const schema = useMemo(() => endpointSchema(t), [t]);
  const eventChoices = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: t(`event_types.${type}`) }));
  const pluginChoices = PLUGIN_KINDS.map((plugin) => ({
    value: plugin,
    label: t(`transactions:plugins.${plugin}`),
  }));

  const onSubmit = async (values: EndpointValues, helpers: FormikHelpers<EndpointValues>) => {
    helpers.setStatus(undefined);
    try {
      if (endpoint) {
        await edit.mutateAsync(endpointRequest(values));
        notifySuccess(t('form.saved'));
        onClose();
      } else {
        const created = await create.mutateAsync(endpointRequest(values));
        onClose();
        onCreated(created.secret);
      }
    } catch (error) {
      showFormErrors(error, helpers, SERVER_FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<EndpointValues>
      initialValues={endpointValues(endpoint)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status, values }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{endpoint ? t('form.edit_title') : t('form.create_title')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <FormField
                name="url"
                label={t('form.url')}
                helperText={t('form.url_hint')}
                autoComplete="url"
                placeholder="https://"
                dir="ltr"
              />
              <FormField name="description" label={t('form.description')} autoComplete="off" />
              <CheckboxGroupField name="event_types" legend={t('form.event_types')} choices={eventChoices} />
              <SwitchField name="all_plugins" label={t('form.all_plugins')} />
              {!values.all_plugins && (
                <CheckboxGroupField name="plugins" legend={t('form.plugins')} choices={pluginChoices} />
              )}
              <SwitchField name="enabled" label={t('form.enabled')} />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" colorPalette="orange" loading={isSubmitting}>
              {endpoint ? t('form.save') : t('form.create')}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      )}
    </Formik>
  );
}

/** An endpoint's form; a new endpoint's secret is handed on to be shown once. */
export function EndpointDialog({
  open,
  endpoint,
  onClose,
  onCreated,
}: {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  return (
    <EditorDialog open={open} item={endpoint} onClose={onClose}>
      {(shown) => <EndpointForm endpoint={shown} onClose={onClose} onCreated={onCreated} />}
    </EditorDialog>
  );
}
