import { Box } from '@chakra-ui/react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useTranslation } from '@/lib/i18n-react';

/** Offline, cached data stays on screen; this says why it may be stale instead of error toasts. */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Box
      role="status"
      position="fixed"
      insetBlockEnd="4"
      insetInlineStart="4"
      zIndex="banner"
      bg="gray.800"
      color="white"
      fontSize="sm"
      paddingInline="3"
      paddingBlock="1.5"
      borderRadius="full"
    >
      {t('offline')}
    </Box>
  );
}
