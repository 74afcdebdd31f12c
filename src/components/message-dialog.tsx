import { Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface MessageDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The buttons, primary last. */
  actions: { label: string; onClick: () => void; primary?: boolean }[];
  onClose: () => void;
}

/**
 * The pay pages' popups (welcome, check details, GOT IT, Yes/No, terms) on the native
 * <dialog>: the browser traps focus, closes on Escape, returns focus and draws the backdrop,
 * for no script at all, where a dialog library would cost the page ~20 KB gzipped.
 */
export function MessageDialog({ open, title, children, actions, onClose }: MessageDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      width="calc(100% - 2rem)"
      maxWidth="md"
      maxHeight="80dvh"
      margin="auto"
      padding="0"
      borderRadius="l3"
      boxShadow="lg"
      bg="bg"
      color="fg"
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' } }}
    >
      {open && (
        <Flex direction="column" gap="4" padding="6" maxHeight="80dvh">
          <Heading as="h2" size="md" id={titleId}>
            {title}
          </Heading>
          <Flex direction="column" overflowY="auto" flex="1">
            {typeof children === 'string' ? <Text whiteSpace="pre-line">{children}</Text> : children}
          </Flex>
          <Flex gap="3" justify="flex-end">
            {actions.map((action) => (
              <Button
                key={action.label}
                variant={action.primary ? 'solid' : 'outline'}
                colorPalette="orange"
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            ))}
          </Flex>
        </Flex>
      )}
    </chakra.dialog>
  );
}
