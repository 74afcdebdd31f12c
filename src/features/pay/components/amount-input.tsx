import { Input } from '@chakra-ui/react';
import { PayField } from '@/components/pay-field';

interface AmountInputProps {
  label: string;
  value: string;
  currency: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * A text input with the decimal keyboard: iOS shows no decimal point for type=number and
 * Android's tel pad has none either, while inputMode="decimal" brings it up everywhere
 * and keeps "12.500" exactly as typed (a number input would drop the zeros).
 */
export function AmountInput({ label, value, currency, error, onChange }: AmountInputProps) {
  return (
    <PayField label={`${label} (${currency})`} error={error} required>
      <Input
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
      />
    </PayField>
  );
}
