import { Button, Dialog, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import type { StaffMember } from '@/domain/contracts/staff';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useEditStaffMember } from '../api/edit-staff-member';
import { displayName } from '../lib/staff-name';
import {
  type StaffEditValues,
  staffEditRequest,
  staffEditSchema,
  staffEditValues,
} from '../schemas/staff-edit-schema';
import { StaffAccessFields } from './staff-access-fields';

const FIELDS = ['first_name', 'last_name', 'email'] as const;

function EditForm({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const edit = useEditStaffMember(member.id);
  const schema = useMemo(() => staffEditSchema(t, member.email !== ''), [t, member.email]);

  const onSubmit = async (values: StaffEditValues, helpers: FormikHelpers<StaffEditValues>) => {
    helpers.setStatus(undefined);
    const changes = staffEditRequest(member, values);
    // Nothing changed: nothing to send (the API takes no empty edit).
    if (Object.keys(changes).length === 0) return onClose();
    try {
      const saved = await edit.mutateAsync(changes);
      notifySuccess(t('edit.saved', { name: displayName(saved) }));
      onClose();
    } catch (error) {
      // A refused field (a bad or taken address) is shown under it; anything else above the buttons.
      showFormErrors(error, helpers, FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<StaffEditValues>
      initialValues={staffEditValues(member)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{t('edit.title', { name: displayName(member) })}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <FormField name="first_name" label={t('edit.first_name')} autoComplete="off" />
              <FormField name="last_name" label={t('edit.last_name')} autoComplete="off" />
              <FormField name="email" type="email" label={t('edit.email')} autoComplete="off" />
              <StaffAccessFields />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" colorPalette="orange" loading={isSubmitting}>
              {t('edit.save')}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      )}
    </Formik>
  );
}

/** One member's names, email, and Owner or permissions; the list refreshes once the server has them. */
export function StaffEditDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  return (
    <EditorDialog open={member !== null} item={member} onClose={onClose}>
      {(shown) => shown && <EditForm member={shown} onClose={onClose} />}
    </EditorDialog>
  );
}
