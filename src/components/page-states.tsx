import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { ApiError, isNetworkError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center paddingBlock="8" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="orange.solid" />
        <Text color="fg.muted">{label ?? t('loading')}</Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Center paddingBlock="8">
      <Text color="fg.muted">{message}</Text>
    </Center>
  );
}

/** A failed load: says what went wrong and offers to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const fallback = isNetworkError(error) ? t('errors:network') : t('errors:load_failed');
  const message = error instanceof ApiError ? errorMessage(error.body, fallback) : fallback;
  return (
    <Center paddingBlock="8" role="alert">
      <Stack align="center" gap="3">
        <Text color="fg.error">{message}</Text>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
