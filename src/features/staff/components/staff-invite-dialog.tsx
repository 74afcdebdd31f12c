import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PHONE_SHEET_CONTENT, PHONE_SHEET_SIZE } from '@/components/phone-sheet';
import { StaffInviteForm } from './staff-invite-form';

/**
 * The invitation form in a dialog that fills a phone's screen (its body scrolls, the buttons stay
 * in view); it starts empty each time it opens.
 */
export function StaffInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={PHONE_SHEET_SIZE}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_SHEET_CONTENT}>
            <StaffInviteForm onClose={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
