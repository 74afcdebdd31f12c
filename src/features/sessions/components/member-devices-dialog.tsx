import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { SessionsPanel } from './sessions-panel';

/** Whose devices the dialog shows: a member of the owner's merchant, by id and the name the page shows. */
export interface DevicesMember {
  id: number;
  name: string;
}

/** A member's signed-in devices, for the merchant's owners, with the same ways to end them. */
export function MemberDevicesDialog({
  member,
  onClose,
}: {
  member: DevicesMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('sessions');
  // Kept while the dialog fades out, so its text does not change before it is gone.
  const shown = useRef(member);
  if (member) shown.current = member;
  const current = shown.current;
  return (
    <Dialog.Root
      open={member !== null}
      onOpenChange={(details) => !details.open && onClose()}
      lazyMount
      unmountOnExit
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('member_title', { name: current?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" marginBlockEnd="4">
                {t('member_intro')}
              </Text>
              {current && <SessionsPanel of={{ kind: 'member', memberId: current.id }} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
