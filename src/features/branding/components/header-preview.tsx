import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { merchantHeaderStyle } from '@/lib/merchant-header';

interface HeaderPreviewProps {
  title_en: string;
  title_ar: string;
  show_unit_title: boolean;
  logo_url: string | null;
  /** As stored: hex without '#', or "transparent". */
  header_color: string;
}

/**
 * The customer pages' header as the unit's values draw it, in the text colour customers will
 * see (black or white, whichever reads on the colour: src/domain/readable-colour.ts).
 */
export function HeaderPreview(unit: HeaderPreviewProps) {
  const { t } = useTranslation('branding');
  const lang = useLang();
  const title = lang === 'ar' ? unit.title_ar : unit.title_en;
  return (
    <Box role="group" aria-label={t('unit.preview')}>
      <Text fontSize="sm" fontWeight="medium" marginBlockEnd="1">
        {t('unit.preview')}
      </Text>
      <Flex
        css={merchantHeaderStyle(unit.header_color, { bg: 'bg', fg: 'fg' })}
        align="center"
        gap="3"
        paddingInline="4"
        minHeight="14"
        borderWidth="1px"
        borderRadius="md"
        data-testid="header-preview"
      >
        {unit.logo_url && (
          <chakra.img src={unit.logo_url} alt="" width="8" height="8" borderRadius="sm" objectFit="contain" />
        )}
        <Text fontWeight="semibold" lineClamp={1} flex="1">
          {unit.show_unit_title ? title : ''}
        </Text>
        <Text fontSize="sm">{t('unit.preview_language')}</Text>
      </Flex>
    </Box>
  );
}
