import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

interface QuantityStepperProps {
  /** Names what is counted ("Quantity", "Plates"), for screen readers. */
  label: string;
  value: number;
  min?: number;
  onChange: (value: number) => void;
}

/** − value +, with the count announced as it changes. */
export function QuantityStepper({ label, value, min = 1, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('food-order');
  return (
    <Flex align="center" gap="2" role="group" aria-label={label}>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('stepper.less', { label })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </Button>
      <Text
        minWidth="8"
        textAlign="center"
        fontWeight="semibold"
        aria-live="polite"
        aria-label={`${label}: ${value}`}
      >
        {value}
      </Text>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('stepper.more', { label })}
        onClick={() => onChange(value + 1)}
      >
        +
      </Button>
    </Flex>
  );
}
