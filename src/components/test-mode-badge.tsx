import { Box } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

/**
 * Said wherever money would seem to move while a provider's test account takes it (issue 24);
 * `payment`: on one transaction paid that way, so staff never take it for money received.
 * A plain box, not Chakra's Badge: the customer pages' slim theme has no Badge recipe.
 */
export function TestModeBadge({ payment = false }: { payment?: boolean }) {
  const { t } = useTranslation('common');
  const key = payment ? 'test_payment' : 'test_mode';
  return (
    <Box
      as="span"
      bg="orange.solid"
      color="orange.contrast"
      fontSize="xs"
      fontWeight="semibold"
      borderRadius="full"
      paddingInline="2"
      paddingBlock="0.5"
      whiteSpace="nowrap"
      flexShrink="0"
      title={t(`${key}.hint`)}
      data-testid={payment ? 'test-payment' : undefined}
    >
      {t(`${key}.label`)}
    </Box>
  );
}
