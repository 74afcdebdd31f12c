import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

interface QuantityStepperProps {
  /** Names what is counted ("Quantity of Taif rose attar"), for screen readers. */
  label: string;
  value: number;
  min?: number;
  /** The units in stock; none when the shop does not count them. */
  max?: number | null;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** − value +, stopped at the stock, with the count announced as it changes. */
export function QuantityStepper({ label, value, min = 1, max, disabled, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('catalogue');
  const atMost = max !== undefined && max !== null && value >= max;
  return (
    <Flex align="center" gap="2" role="group" aria-label={label}>
      <Button
        size="sm"
        variant="outline"
        bg="bg"
        aria-label={t('stepper.less', { label })}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </Button>
      <Text minWidth="8" textAlign="center" fontWeight="semibold" aria-live="polite" aria-atomic="true">
        {value}
      </Text>
      <Button
        size="sm"
        variant="outline"
        bg="bg"
        aria-label={t('stepper.more', { label })}
        disabled={disabled || atMost}
        onClick={() => onChange(value + 1)}
      >
        +
      </Button>
    </Flex>
  );
}
