import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SwitchField } from '@/components/formik-fields';
import { slugFrom } from '@/domain/catalogue-admin-rules';
import { EVENT_SLUG_PATTERN, EVENT_TITLE_MAX_LENGTH } from '@/domain/event-admin-rules';
import { SUPPORTED_CURRENCIES } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useCreateEvent } from '../api/events';

interface NewEventValues {
  title_en: string;
  title_ar: string;
  slug: string;
  currency: string;
  is_free: boolean;
}

const FIELDS = ['title_en', 'title_ar', 'slug', 'currency', 'is_free'] as const;

function NewEventForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const schema = useMemo(() => {
    const title = yup.string().trim().required(t('form.required')).max(EVENT_TITLE_MAX_LENGTH);
    return yup.object({
      title_en: title,
      title_ar: title,
      slug: yup.string().test('slug', t('form.slug_invalid'), function valid(value) {
        return new RegExp(EVENT_SLUG_PATTERN).test(value?.trim() || slugFrom(this.parent.title_en ?? ''));
      }),
    });
  }, [t]);
  const onSubmit = async (values: NewEventValues, helpers: FormikHelpers<NewEventValues>) => {
    helpers.setStatus(undefined);
    try {
      const event = await create.mutateAsync({
        ...values,
        title_en: values.title_en.trim(),
        title_ar: values.title_ar.trim(),
        slug: values.slug.trim() || slugFrom(values.title_en),
      });
      notifySuccess(t('list.created', { name: lang === 'ar' ? event.title_ar : event.title_en }));
      onClose();
      await navigate({ to: '/$lang/admin/events/$id', params: { lang, id: String(event.id) } });
    } catch (error) {
      showFormErrors(error, helpers, FIELDS, 'alert-all');
    }
  };
  return (
    <Formik<NewEventValues>
      initialValues={{ title_en: '', title_ar: '', slug: '', currency: 'KWD', is_free: false }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{t('list.new')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="title_en" label={t('form.title_en')} autoComplete="off" dir="ltr" />
                <FormField name="title_ar" label={t('form.title_ar')} autoComplete="off" dir="rtl" />
              </SimpleGrid>
              <FormField
                name="slug"
                label={t('form.slug')}
                helperText={t('form.slug_hint')}
                autoComplete="off"
                dir="ltr"
              />
              <FormField
                name="currency"
                label={t('form.currency')}
                choices={SUPPORTED_CURRENCIES.map((code) => ({ value: code, display_name: code }))}
              />
              <SwitchField name="is_free" label={t('form.is_free')} />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter onClose={onClose} submitting={isSubmitting} submitLabel={t('list.create')} />
        </DialogForm>
      )}
    </Formik>
  );
}

/** "New event": titles, address, currency and free or paid; the rest on the event's page. */
export function NewEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <EditorDialog open={open} item={null} onClose={onClose}>
      {() => <NewEventForm onClose={onClose} />}
    </EditorDialog>
  );
}
