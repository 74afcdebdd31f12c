import { Box } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

/**
 * Said wherever money would seem to move while a provider's test account takes it (issue 24).
 * A plain box, not Chakra's Badge: the customer pages' slim theme has no Badge recipe.
 */
export function TestModeBadge() {
  const { t } = useTranslation('common');
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
      title={t('test_mode.hint')}
    >
      {t('test_mode.label')}
    </Box>
  );
}
