import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

/**
 * SPEC 4: once shown it stays until Ok; Escape and clicks outside do nothing, because the
 * data behind it is no longer the person's to see.
 */
export function SessionExpiredModal({ open, onConfirm }: { open: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('session.expired_title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('session.expired_body')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="orange" onClick={onConfirm}>
                {t('session.ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
