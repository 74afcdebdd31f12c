import { Badge, Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { Unit } from '@/domain/contracts/branding';
import { mediaSrcSet } from '@/domain/images';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { merchantHeaderStyle } from '@/lib/merchant-header';

/** One unit: its logo and title on its header colour, whether it is the default, its transactions. */
export function UnitItem({
  unit,
  onEdit,
  onDelete,
}: {
  unit: Unit;
  onEdit: (unit: Unit) => void;
  onDelete: (unit: Unit) => void;
}) {
  const { t } = useTranslation('branding');
  const lang = useLang();
  const title = lang === 'ar' ? unit.title_ar : unit.title_en;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" bg="white" padding="3" fontSize="sm">
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="3" minWidth="0" flex="1">
          <Box
            css={merchantHeaderStyle(unit.header_color, { bg: 'gray.100', fg: 'fg' })}
            borderRadius="md"
            boxSize="10"
            flexShrink="0"
            display="grid"
            placeItems="center"
            aria-hidden="true"
          >
            {unit.logo_url && (
              <chakra.img
                src={unit.logo_url}
                srcSet={mediaSrcSet(unit.logo_url, 'logo') ?? undefined}
                sizes="32px"
                alt=""
                boxSize="8"
                objectFit="contain"
              />
            )}
          </Box>
          <Stack gap="0.5" minWidth="0">
            <HStack gap="2" wrap="wrap">
              <Text as="h3" fontWeight="semibold" fontSize="md">
                <bdi>{title}</bdi>
              </Text>
              {unit.is_default && (
                <Badge size="sm" colorPalette="orange">
                  {t('unit.default_badge')}
                </Badge>
              )}
            </HStack>
            <Text color="fg.muted">{t('unit.transactions', { count: unit.transaction_count })}</Text>
          </Stack>
        </HStack>
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            onClick={() => onEdit(unit)}
            aria-label={t('unit.edit_named', { name: title })}
          >
            {t('unit.edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => onDelete(unit)}
            aria-label={t('unit.delete_named', { name: title })}
          >
            {t('unit.delete')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
