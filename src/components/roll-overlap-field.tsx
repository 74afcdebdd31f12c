import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_ROLL_OVERLAP_HOURS, ROLL_OVERLAP_HOURS, type RollOverlapHours } from '@/domain/secret-rolls';
import { useTranslation } from '@/lib/i18n-react';

const overlapOf = (value: string | null): RollOverlapHours =>
  ROLL_OVERLAP_HOURS.find((hours) => String(hours) === value) ?? DEFAULT_ROLL_OVERLAP_HOURS;

/** How long a rolled secret keeps working beside its replacement: every choice visible at once. */
export function RollOverlapField({
  value,
  onChange,
  hint,
}: {
  value: RollOverlapHours;
  onChange: (hours: RollOverlapHours) => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup.Root
      value={String(value)}
      onValueChange={(details) => onChange(overlapOf(details.value))}
      colorPalette="orange"
    >
      <Stack gap="3">
        <RadioGroup.Label fontWeight="semibold">{t('roll_overlap.label')}</RadioGroup.Label>
        {ROLL_OVERLAP_HOURS.map((hours) => (
          <RadioGroup.Item key={hours} value={String(hours)}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t(`roll_overlap.choices.${hours}`)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
        {hint && (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        )}
      </Stack>
    </RadioGroup.Root>
  );
}
