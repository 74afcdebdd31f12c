import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import type { StaffMember } from '@/domain/contracts/staff';
import { errorText, notifySuccess } from '@/lib/toaster';
import { useDeactivateStaffMember } from '../api/deactivate-staff-member';
import { displayName } from '../lib/staff-name';

/**
 * Says what deactivating does before it is done; a refusal (the last active owner, oneself)
 * stays in the dialog, where the owner is looking.
 */
export function StaffDeactivateDialog({
  member,
  onClose,
}: {
  member: StaffMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const deactivate = useDeactivateStaffMember();
  const [refusal, setRefusal] = useState<string>();
  // Kept while the dialog fades out, so its text does not change before it is gone.
  const shown = useRef(member);
  if (member) shown.current = member;
  const name = shown.current ? displayName(shown.current) : '';

  const close = () => {
    setRefusal(undefined);
    deactivate.reset();
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    setRefusal(undefined);
    deactivate.mutate(member.id, {
      onSuccess: () => {
        notifySuccess(t('deactivate.done', { name }));
        close();
      },
      onError: (error) => setRefusal(errorText(error)),
    });
  };

  return (
    <Dialog.Root
      open={member !== null}
      onOpenChange={(details) => !details.open && !deactivate.isPending && close()}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('deactivate.title', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('deactivate.body', { name })}</Text>
                <FormAlert message={refusal} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={deactivate.isPending}>
                {t('deactivate.cancel')}
              </Button>
              <Button colorPalette="red" loading={deactivate.isPending} onClick={confirm}>
                {t('deactivate.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
