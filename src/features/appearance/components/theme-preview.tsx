import { Box, Flex } from '@chakra-ui/react';
import { type ThemeName, themeTokens } from '@/domain/themes';
import { useTranslation } from '@/lib/i18n-react';

/**
 * A thumbnail of a customer page in a theme, drawn from the theme's own tokens: header band,
 * a card with a heading and lines of text, and the pay button. Decorative: the radio's label
 * names the theme.
 */
export function ThemePreview({ theme }: { theme: ThemeName }) {
  const { t } = useTranslation('appearance');
  const tokens = themeTokens(theme);
  return (
    <Box aria-hidden="true" bg={tokens.page_bg} borderRadius="sm" overflow="hidden" width="full">
      <Box bg={tokens.header_bg} height="4" borderBottomWidth="1px" borderColor={tokens.border} />
      <Box padding="2">
        <Box
          bg={tokens.surface_bg}
          borderRadius={tokens.surface_radius}
          boxShadow={tokens.surface_shadow}
          borderWidth="1px"
          borderColor={tokens.border}
          padding="2"
        >
          <Box
            fontFamily={tokens.heading_font}
            fontWeight={tokens.heading_weight}
            color={tokens.text}
            fontSize="sm"
            lineHeight="short"
          >
            {t('preview_sample')}
          </Box>
          <Box height="1" width="80%" marginBlock="1.5" bg={tokens.text_muted} opacity="0.5" />
          <Box height="1" width="60%" marginBlockEnd="2" bg={tokens.text_muted} opacity="0.5" />
          <Flex
            height="4"
            bg={tokens.accent_solid}
            borderRadius={tokens.button_radius}
            align="center"
            justify="center"
          >
            <Box height="1" width="40%" bg={tokens.accent_contrast} />
          </Flex>
        </Box>
      </Box>
    </Box>
  );
}
