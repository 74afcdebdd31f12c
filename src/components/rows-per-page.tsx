import { HStack, RadioGroup } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';
import { type PageSize, pageSizeOptions } from '@/lib/pagination';

/** SPEC 2.3: 10, 50, 100, all — each only when the total exceeds it; nothing when one page holds all. */
export function RowsPerPage({
  total,
  value,
  onChange,
}: {
  total: number;
  value: PageSize;
  onChange: (size: PageSize) => void;
}) {
  const { t } = useTranslation();
  const options = pageSizeOptions(total, value);
  if (!options.length) return null;
  return (
    <RadioGroup.Root
      value={String(value)}
      onValueChange={(details) => {
        const size = details.value === 'all' ? 'all' : Number(details.value);
        if (size === 'all' || size === 10 || size === 50 || size === 100) onChange(size);
      }}
      size="sm"
      colorPalette="orange"
    >
      <HStack gap="4" wrap="wrap">
        <RadioGroup.Label>{t('rows_per_page')}</RadioGroup.Label>
        {options.map((size) => (
          <RadioGroup.Item key={size} value={String(size)}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{size === 'all' ? t('all_rows') : size}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
