import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { PHONE_SHEET_CONTENT, PHONE_SHEET_SIZE } from '@/components/phone-sheet';
import { useTranslation } from '@/lib/i18n-react';

/**
 * A dialog editing one record (or creating one, with null) that fills a phone's screen: its body
 * scrolls and its buttons stay in view. The record is kept while the dialog fades out, so the
 * form does not change before it is gone.
 */
export function EditorDialog<T>({
  open,
  item,
  onClose,
  children,
}: {
  open: boolean;
  item: T | null;
  onClose: () => void;
  children: (item: T | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const shown = useRef(item);
  if (open) shown.current = item;
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
            {children(shown.current)}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
