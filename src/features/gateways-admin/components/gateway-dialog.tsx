import { Button, Dialog, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { CheckboxGroupField } from '@/components/checkbox-group-field';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SelectField, SwitchField } from '@/components/formik-fields';
import type { AdminGateway } from '@/domain/contracts/gateways-admin';
import { allowedCurrencies, FEE_PAYERS, hasProviderMethod, usesProviderFee } from '@/domain/gateway-settings';
import { SUPPORTED_CURRENCIES } from '@/domain/money';
import { PLUGIN_KINDS } from '@/domain/plugins';
import { useLang } from '@/hooks/use-lang';
import { type FormErrorSink, showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useEditGateway } from '../api/gateways';
import { type GatewayValues, gatewayPatch, gatewaySchema, gatewayValues } from '../schemas/gateway-schema';
import { CredentialFields } from './credential-fields';
import { MethodPicker } from './method-picker';

type ServerFields = GatewayValues & { mode: unknown };
const SERVER_FIELDS = [
  'name_en',
  'name_ar',
  'logo_url',
  'button_verb_en',
  'button_verb_ar',
  'fee_fixed',
  'fee_percent',
  'currency',
  'plugins',
  'credentials',
  'mode',
  'provider_method',
] as const;

/** The server names the mode `mode`; the form holds it as the `live` switch. */
const sinkOf = (helpers: FormikHelpers<GatewayValues>): FormErrorSink<ServerFields> => ({
  setStatus: helpers.setStatus,
  setErrors: ({ mode, ...rest }) =>
    helpers.setErrors({ ...rest, ...(mode ? { live: mode } : {}) } as Parameters<
      typeof helpers.setErrors
    >[0]),
});

function GatewayForm({
  gateway,
  liveRefusal,
  onClose,
}: {
  gateway: AdminGateway;
  liveRefusal: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('gateways-admin');
  const lang = useLang();
  const edit = useEditGateway(gateway.code);
  const schema = useMemo(() => gatewaySchema(t), [t]);
  const fixedCurrencies = allowedCurrencies(gateway.adapter);
  const providerFee = usesProviderFee(gateway.adapter);
  const currencies = (fixedCurrencies ?? SUPPORTED_CURRENCIES).map((code) => ({ value: code, label: code }));
  const payers = FEE_PAYERS.map((payer) => ({ value: payer, label: t(`form.payer_${payer}`) }));
  const plugins = PLUGIN_KINDS.map((plugin) => ({
    value: plugin,
    label: t(`transactions:plugins.${plugin}`),
  }));

  const onSubmit = async (values: GatewayValues, helpers: FormikHelpers<GatewayValues>) => {
    helpers.setStatus(undefined);
    try {
      await edit.mutateAsync(gatewayPatch(values, gateway));
      notifySuccess(t('form.saved'));
      onClose();
    } catch (error) {
      showFormErrors(error, sinkOf(helpers), SERVER_FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<GatewayValues>
      initialValues={gatewayValues(gateway)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status, values }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>
              {t('form.title', { name: lang === 'ar' ? gateway.name_ar : gateway.name_en })}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="6">
              <SwitchField name="is_active" label={t('form.is_active')} />
              <Stack as="fieldset" gap="4">
                <Heading as="legend" size="sm">
                  {t('form.names')}
                </Heading>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <FormField name="name_en" label={t('create.name_en')} dir="ltr" />
                  <FormField name="name_ar" label={t('create.name_ar')} dir="rtl" />
                  <FormField name="button_verb_en" label={t('form.button_verb_en')} dir="ltr" />
                  <FormField name="button_verb_ar" label={t('form.button_verb_ar')} dir="rtl" />
                </SimpleGrid>
                <FormField
                  name="logo_url"
                  label={t('form.logo_url')}
                  helperText={t('form.logo_hint')}
                  dir="ltr"
                />
              </Stack>
              <Stack as="fieldset" gap="4">
                <Heading as="legend" size="sm">
                  {t('form.fees')}
                </Heading>
                {/* KNET settles in dinars only: no currency to choose. */}
                {!fixedCurrencies && (
                  <SelectField
                    name="currency"
                    label={t('form.currency')}
                    placeholder=""
                    choices={currencies}
                  />
                )}
                {!providerFee && (
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <FormField
                      name="fee_fixed"
                      label={t('form.fee_fixed', { currency: values.currency })}
                      dir="ltr"
                    />
                    <FormField name="fee_percent" label={t('form.fee_percent')} dir="ltr" />
                  </SimpleGrid>
                )}
                <FormField
                  name="fee_payer"
                  label={t('form.fee_payer')}
                  helperText={providerFee ? t('form.fee_provider_hint') : undefined}
                  choices={payers.map((p) => ({ value: p.value, display_name: p.label }))}
                />
              </Stack>
              <Stack gap="3">
                <SwitchField name="all_plugins" label={t('form.plugins_all')} />
                {!values.all_plugins && (
                  <CheckboxGroupField name="plugins" legend={t('form.plugins')} choices={plugins} />
                )}
              </Stack>
              {gateway.credentials.length > 0 && (
                <CredentialFields gateway={gateway} liveRefusal={liveRefusal} />
              )}
              {hasProviderMethod(gateway.adapter) && <MethodPicker gateway={gateway} />}
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" colorPalette="orange" loading={isSubmitting}>
              {t('form.save')}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      )}
    </Formik>
  );
}

/** A gateway's details, fees, plugins and provider account. */
export function GatewayDialog({
  gateway,
  liveRefusal,
  onClose,
}: {
  gateway: AdminGateway | null;
  liveRefusal: string | null;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={gateway !== null} item={gateway} onClose={onClose}>
      {(shown) => shown && <GatewayForm gateway={shown} liveRefusal={liveRefusal} onClose={onClose} />}
    </EditorDialog>
  );
}
