import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { StaffMember } from '@/domain/contracts/staff';
import { errorText } from '@/lib/toaster';
import { displayName } from '../lib/staff-name';

export interface MemberConfirmTexts {
  title: string;
  body: string;
  cancel: string;
  confirm: string;
}

/**
 * Asks before an action on one member; a refusal (409: the last active owner, oneself, a
 * deactivated account) stays in the dialog, where the owner is looking. Unlike ConfirmDialog
 * (src/components), it closes only on success.
 */
export function MemberConfirmDialog<T>({
  member,
  texts,
  colorPalette,
  action,
  onDone,
  onClose,
}: {
  member: StaffMember | null;
  /** The dialog's words, by the member's name. */
  texts: (name: string) => MemberConfirmTexts;
  colorPalette: 'red' | 'orange';
  action: UseMutationResult<T, Error, number>;
  onDone: (result: T, name: string) => void;
  onClose: () => void;
}) {
  const [refusal, setRefusal] = useState<string>();
  // Kept while the dialog fades out, so its text does not change before it is gone.
  const shown = useRef(member);
  if (member) shown.current = member;
  const name = shown.current ? displayName(shown.current) : '';
  const words = texts(name);

  const close = () => {
    setRefusal(undefined);
    action.reset();
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    setRefusal(undefined);
    action.mutate(member.id, {
      onSuccess: (result) => {
        onDone(result, name);
        close();
      },
      onError: (error) => setRefusal(errorText(error)),
    });
  };

  return (
    <Dialog.Root
      open={member !== null}
      onOpenChange={(details) => !details.open && !action.isPending && close()}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{words.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{words.body}</Text>
                <FormAlert message={refusal} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={action.isPending}>
                {words.cancel}
              </Button>
              <Button colorPalette={colorPalette} loading={action.isPending} onClick={confirm}>
                {words.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
