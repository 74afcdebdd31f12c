import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: string;
  /** What the action asks besides Yes (a recurring dispatch's time of day), under the message. */
  children?: ReactNode;
  /** Yes waits for what the children ask. */
  confirmDisabled?: boolean;
  /** Runs on Yes; the dialog closes when it settles (it reports its own outcome). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "Are you sure?" with No / Yes before an action that is hard to take back. */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmDisabled,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
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
              {children}
              <Text fontWeight="semibold">{t('confirm.sure')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('confirm.no')}
              </Button>
              <Button
                colorPalette="orange"
                loading={busy}
                disabled={confirmDisabled}
                onClick={() => void confirm()}
              >
                {t('confirm.yes')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
