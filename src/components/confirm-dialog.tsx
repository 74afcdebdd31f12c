import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: string;
  /** Runs on Yes; the dialog closes when it settles (it reports its own outcome). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "Are you sure?" with No / Yes before an action that is hard to take back. */
export function ConfirmDialog({ open, title, message, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {message && <Text marginBlockEnd="2">{message}</Text>}
              <Text fontWeight="semibold">{t('confirm.sure')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('confirm.no')}
              </Button>
              <Button colorPalette="orange" loading={busy} onClick={() => void confirm()}>
                {t('confirm.yes')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
