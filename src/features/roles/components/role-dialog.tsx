import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers, useField } from 'formik';
import { useMemo } from 'react';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { PermissionsEditor } from '@/components/permissions/permissions-editor';
import type { Role } from '@/domain/contracts/roles';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveRole } from '../api/save-role';
import { type RoleValues, roleRequest, roleSchema, roleValues } from '../schemas/role-schema';

function PermissionsField() {
  const [field, , helpers] = useField<string[]>('permissions');
  return <PermissionsEditor value={field.value} onChange={(next) => void helpers.setValue(next)} />;
}

/** `role` null: a new custom role. Its members (counted) have the new permissions once saved. */
function RoleForm({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation('roles');
  const save = useSaveRole(role?.id ?? null);
  const schema = useMemo(() => roleSchema(t), [t]);

  const onSubmit = async (values: RoleValues, helpers: FormikHelpers<RoleValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(roleRequest(values));
      notifySuccess(t(role ? 'dialog.saved' : 'dialog.created', { name: saved.name }));
      onClose();
    } catch (error) {
      // A taken name is shown under it; anything else above the buttons.
      showFormErrors(error, helpers, ['name'], 'alert-all');
    }
  };

  return (
    <Formik<RoleValues> initialValues={roleValues(role)} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>
              {role ? t('dialog.edit_title', { name: role.name }) : t('dialog.create_title')}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <FormField name="name" label={t('dialog.name')} autoComplete="off" />
              {role && role.member_count > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t('dialog.holders', { count: role.member_count })}
                </Text>
              )}
              <PermissionsField />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" colorPalette="orange" loading={isSubmitting}>
              {role ? t('dialog.save') : t('dialog.create')}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      )}
    </Formik>
  );
}

/** The form in a dialog that fills a phone's screen (its body scrolls, the buttons stay in view). */
export function RoleDialog({
  open,
  role,
  onClose,
}: {
  open: boolean;
  role: Role | null;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={open} item={role} onClose={onClose}>
      {(shown) => <RoleForm role={shown} onClose={onClose} />}
    </EditorDialog>
  );
}
