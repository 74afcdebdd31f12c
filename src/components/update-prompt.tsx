import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { appUpdateSource, type UpdateSource } from '@/lib/sw-registration';

interface UpdatePromptProps {
  /** Tests hand in their own source; the app uses the registered service worker. */
  source?: UpdateSource;
}

/**
 * A non-blocking notice shown when a new version of the app is waiting. It never steals
 * focus: a person finishing a form can keep typing and reload when they are ready.
 */
export function UpdatePrompt({ source = appUpdateSource }: UpdatePromptProps) {
  const { t } = useTranslation('pwa');
  const waiting = useSyncExternalStore(source.subscribe, source.isWaiting, () => false);

  if (!waiting) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      insetBlockEnd="4"
      insetInlineEnd="4"
      insetInlineStart={{ base: '4', sm: 'auto' }}
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="orange.300"
      borderRadius="md"
      boxShadow="lg"
      paddingBlock="3"
      paddingInline="4"
    >
      <HStack gap="3" justify="space-between" flexWrap="wrap">
        <Text fontWeight="medium">{t('update.available')}</Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={source.dismiss}>
            {t('update.later')}
          </Button>
          <Button size="sm" colorPalette="orange" onClick={source.applyUpdate}>
            {t('update.reload')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
