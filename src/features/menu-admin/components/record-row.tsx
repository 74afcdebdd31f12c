import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/** One row of a menu list: its name, what to know about it, whether it is off, and its actions. */
export function RecordRow({
  name,
  details,
  off,
  onEdit,
  onDelete,
}: {
  name: string;
  details: ReactNode[];
  off?: boolean;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation('menu-admin');
  return (
    <HStack as="li" gap="3" paddingBlock="3" borderBlockEndWidth="1px" align="flex-start" wrap="wrap">
      <Stack gap="1" flex="1" minWidth="48">
        <HStack gap="2">
          <Text fontWeight="semibold">{name}</Text>
          {off && <Badge colorPalette="gray">{t('form.off')}</Badge>}
        </HStack>
        <HStack gap="3" textStyle="sm" color="fg.muted" wrap="wrap">
          {details.map((detail, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the details are a fixed list per row
            <Text key={index}>{detail}</Text>
          ))}
        </HStack>
      </Stack>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={t('actions.edit_named', { name })}>
          {t('actions.edit')}
        </Button>
        {onDelete && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onDelete}
            aria-label={t('actions.delete_named', { name })}
          >
            {t('actions.delete')}
          </Button>
        )}
      </HStack>
    </HStack>
  );
}
