import { Alert, Button, Code, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { PHONE_SHEET_CONTENT, PHONE_SHEET_SIZE } from '@/components/phone-sheet';
import { copyText } from '@/lib/copy-text';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess, notifyWarning } from '@/lib/toaster';

export interface ShownSecret {
  label: string;
  value: string;
  hint?: string;
}

/** One secret to copy: its value read left to right in Arabic pages too, and a copy button. */
function SecretValue({ secret }: { secret: ShownSecret }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await copyText(secret.value);
      notifySuccess(t('shown_once.copied'));
    } catch {
      notifyWarning(t('shown_once.copy_failed'));
    }
  };
  return (
    <Stack gap="1" as="section" aria-label={secret.label}>
      <Text fontWeight="semibold">{secret.label}</Text>
      <HStack gap="2" align="stretch">
        <Code
          dir="ltr"
          flex="1"
          minWidth="0"
          padding="2"
          fontSize="sm"
          wordBreak="break-all"
          userSelect="all"
          data-testid="shown-secret"
        >
          {secret.value}
        </Code>
        <Button
          variant="outline"
          size="sm"
          height="auto"
          onClick={() => void copy()}
          aria-label={t('shown_once.copy_named', { what: secret.label })}
        >
          {t('shown_once.copy')}
        </Button>
      </HStack>
      {secret.hint && (
        <Text fontSize="sm" color="fg.muted">
          {secret.hint}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A key or secret the server answers once, to copy before it is gone. Only the button closes it (not Escape or a click
 * outside): a slip would lose what can never be shown again.
 */
export function ShownOnceDialog({
  title,
  secrets,
  onClose,
}: {
  title: string;
  secrets: readonly ShownSecret[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={secrets !== null}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      size={PHONE_SHEET_SIZE}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_SHEET_CONTENT}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{t('shown_once.warning')}</Alert.Title>
                </Alert.Root>
                {secrets?.map((secret) => (
                  <SecretValue key={secret.label} secret={secret} />
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="orange" onClick={onClose}>
                {t('shown_once.done')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
