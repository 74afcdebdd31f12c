import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import { FormAlert } from '@/components/form-alert';
import { CheckboxControl, InputField, SelectField } from '@/components/formik-fields';
import { ErrorState, LoadingState } from '@/components/page-states';
import type { DeliveryType } from '@/domain/contracts/food';
import type { MenuSettings, MenuSettingsPatch } from '@/domain/contracts/menu-admin';
import { MENU_COLOUR_PATTERN } from '@/domain/menu-rules';
import { DELIVERY_TYPES } from '@/domain/order-states';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveMenuSettings } from '../api/menu-mutations';
import { menuSettingsQuery } from '../api/menu-queries';
import { nameRule } from '../schemas/form-rules';
import { MenuImageField } from './menu-image-field';
import { NameFields } from './name-fields';

type SettingsValues = Omit<MenuSettings, 'currency_code'>;
const FIELDS = [
  'title_en',
  'title_ar',
  'welcome_en',
  'welcome_ar',
  'header_color',
  'header_image_url',
  'delivery_types',
  'default_delivery_type',
] as const;

function SettingsForm({ settings }: { settings: MenuSettings }) {
  const { t } = useTranslation('menu-admin');
  const save = useSaveMenuSettings<MenuSettingsPatch, MenuSettings>();
  const { currency_code: currency, ...initial } = settings;
  const schema = useMemo(
    () =>
      yup.object({
        title_en: nameRule(t),
        title_ar: nameRule(t),
        header_color: yup.string().matches(new RegExp(MENU_COLOUR_PATTERN), t('settings.colour_invalid')),
        delivery_types: yup.array().min(1, t('settings.types_required')),
        default_delivery_type: yup
          .string()
          .test('offered', t('settings.default_not_offered'), function offered(value) {
            return (this.parent.delivery_types as string[]).includes(value ?? '');
          }),
      }),
    [t],
  );
  const onSubmit = async (values: SettingsValues, helpers: FormikHelpers<SettingsValues>) => {
    helpers.setStatus(undefined);
    try {
      await save.mutateAsync(values);
      notifySuccess(t('settings.saved'));
    } catch (error) {
      showFormErrors(error, helpers, FIELDS);
    }
  };
  return (
    <Formik<SettingsValues>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={onSubmit}
      enableReinitialize
    >
      {({ values, setFieldValue, isSubmitting, status, errors }) => (
        <Stack as={Form} gap="5" maxWidth="3xl">
          <NameFields prefix="title" labels="title" />
          <NameFields prefix="welcome" labels="welcome" multiline />
          <InputField
            name="header_color"
            label={t('settings.header_color')}
            helperText={t('settings.header_color_hint')}
            dir="ltr"
          />
          <MenuImageField name="header_image_url" label={t('settings.header_image')} />
          <Field.Root invalid={Boolean(errors.delivery_types)}>
            <Field.Label>{t('settings.delivery_types')}</Field.Label>
            <HStack gap="4" wrap="wrap" role="group" aria-label={t('settings.delivery_types')}>
              {DELIVERY_TYPES.map((type) => (
                <CheckboxControl
                  key={type}
                  label={t(`delivery_types.${type}`)}
                  checked={values.delivery_types.includes(type)}
                  onChange={(on) =>
                    void setFieldValue(
                      'delivery_types',
                      on
                        ? [...values.delivery_types, type]
                        : values.delivery_types.filter((entry: DeliveryType) => entry !== type),
                    )
                  }
                />
              ))}
            </HStack>
            <Field.ErrorText>{errors.delivery_types as string | undefined}</Field.ErrorText>
          </Field.Root>
          <SelectField
            name="default_delivery_type"
            label={t('settings.default_type')}
            placeholder={t('settings.choose_type')}
            choices={values.delivery_types.map((type) => ({
              value: type,
              label: t(`delivery_types.${type}`),
            }))}
            required
          />
          <Text color="fg.muted">{t('settings.currency', { currency })}</Text>
          <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
          <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={isSubmitting}>
            {t('form.save')}
          </Button>
        </Stack>
      )}
    </Formik>
  );
}

/** The menu's titles, welcome, header and delivery types; the currency is shown only. */
export function MenuSettingsPage() {
  const settings = useQuery(menuSettingsQuery());
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} />;
}
