import { Badge } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

/** Said wherever money would seem to move while a provider's test account takes it (issue 24). */
export function TestModeBadge() {
  const { t } = useTranslation('common');
  return (
    <Badge colorPalette="orange" variant="solid" title={t('test_mode.hint')} flexShrink="0">
      {t('test_mode.label')}
    </Badge>
  );
}
