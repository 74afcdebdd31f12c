import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

/** Rows of grey bars where the table will be, so the page does not jump when it arrives. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="3"
      padding="4"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
    >
      <Skeleton height="6" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} height="5" />
      ))}
    </Stack>
  );
}
