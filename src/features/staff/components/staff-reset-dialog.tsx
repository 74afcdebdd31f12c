import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import type { StaffMember } from '@/domain/contracts/staff';
import { errorText, notifySuccess } from '@/lib/toaster';
import { useSendResetLink } from '../api/send-reset-link';
import { displayName } from '../lib/staff-name';

/**
 * Asks before emailing someone a link to choose a new password (their current one keeps working
 * until they use it); a refusal (a deactivated account) stays in the dialog.
 */
export function StaffResetDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const send = useSendResetLink();
  const [refusal, setRefusal] = useState<string>();
  // Kept while the dialog fades out, so its text does not change before it is gone.
  const shown = useRef(member);
  if (member) shown.current = member;
  const name = shown.current ? displayName(shown.current) : '';

  const close = () => {
    setRefusal(undefined);
    send.reset();
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    setRefusal(undefined);
    send.mutate(member.id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        close();
      },
      onError: (error) => setRefusal(errorText(error)),
    });
  };

  return (
    <Dialog.Root
      open={member !== null}
      onOpenChange={(details) => !details.open && !send.isPending && close()}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('reset.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('reset.body', { name })}</Text>
                <FormAlert message={refusal} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={send.isPending}>
                {t('reset.cancel')}
              </Button>
              <Button colorPalette="orange" loading={send.isPending} onClick={confirm}>
                {t('reset.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
