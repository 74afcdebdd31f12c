import { Alert, Box, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The signing secret, shown this once: the server keeps it sealed and never answers it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <Dialog.Root
      open={secret !== null}
      onOpenChange={(details) => {
        if (details.open) return;
        setCopied(false);
        onClose();
      }}
      role="alertdialog"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('secret.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Description>{t('secret.once')}</Alert.Description>
                </Alert.Root>
                <Text fontWeight="medium" id="webhook-secret-label">
                  {t('secret.label')}
                </Text>
                <Box
                  as="output"
                  aria-labelledby="webhook-secret-label"
                  dir="ltr"
                  display="block"
                  fontFamily="mono"
                  fontSize="sm"
                  overflowWrap="anywhere"
                  padding="3"
                  bg="gray.50"
                  borderWidth="1px"
                  borderRadius="md"
                  data-testid="webhook-secret"
                >
                  {secret}
                </Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('secret.use')}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void copy()}>
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="orange">{t('secret.done')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
