import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogForm } from '@/components/dialog-form';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useInviteStaffMember } from '../api/invite-staff-member';
import {
  emptyInvite,
  type StaffInviteValues,
  staffInviteRequest,
  staffInviteSchema,
} from '../schemas/staff-invite-schema';
import { StaffAccessFields } from './staff-access-fields';

const FIELDS = ['username', 'email', 'first_name', 'last_name'] as const;

/** Who is invited, in which language their email is written, and what they may do. */
export function StaffInviteForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('staff');
  const lang = useLang();
  const invite = useInviteStaffMember();
  const schema = useMemo(() => staffInviteSchema(t), [t]);
  const languages = useMemo(
    () => [
      { value: 'en', display_name: t('invite.lang_en') },
      { value: 'ar', display_name: t('invite.lang_ar') },
    ],
    [t],
  );

  const onSubmit = async (values: StaffInviteValues, helpers: FormikHelpers<StaffInviteValues>) => {
    helpers.setStatus(undefined);
    try {
      const invited = await invite.mutateAsync(staffInviteRequest(values));
      notifySuccess(t('invite.sent', { email: invited.email }));
      onClose();
    } catch (error) {
      // A taken username or address is shown under its field; anything else above the buttons.
      showFormErrors(error, helpers, FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<StaffInviteValues>
      initialValues={emptyInvite(lang)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{t('invite.title')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <Text color="fg.muted">{t('invite.intro')}</Text>
              <FormField
                name="username"
                label={t('invite.username')}
                helperText={t('invite.username_hint')}
                autoComplete="off"
              />
              <FormField name="email" type="email" label={t('invite.email')} autoComplete="off" />
              <FormField name="first_name" label={t('invite.first_name')} autoComplete="off" />
              <FormField name="last_name" label={t('invite.last_name')} autoComplete="off" />
              <FormField name="lang" label={t('invite.lang')} choices={languages} />
              <StaffAccessFields />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('invite.cancel')}
            </Button>
            <Button type="submit" colorPalette="orange" loading={isSubmitting}>
              {t('invite.send')}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      )}
    </Formik>
  );
}
