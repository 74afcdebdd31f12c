import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PayField } from '@/components/pay-field';
import { formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';

interface DiscountFieldProps {
  /** The code the cart is priced with, once the server accepted it. */
  applied: string | null;
  discount: number;
  currency: string;
  pending: boolean;
  error?: string;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * A discount code, checked by the server (POST /invoice/discount) whose refusal, in the
 * customer's language, shows under the field. It sits inside the checkout form, so Enter in it
 * applies the code instead of paying.
 */
export function DiscountField({
  applied,
  discount,
  currency,
  pending,
  error,
  onApply,
  onRemove,
}: DiscountFieldProps) {
  const { t } = useCheckoutTranslation();
  const lang = useLang();
  const [code, setCode] = useState('');
  const apply = () => {
    if (code.trim()) onApply(code.trim());
  };

  if (applied)
    return (
      <Flex justify="space-between" align="center" gap="2" bg="green.subtle" borderRadius="md" padding="3">
        <Text role="status">
          {t('checkout.code_applied', { code: applied, amount: formatMoney(discount, currency, lang) })}
        </Text>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {t('checkout.remove_code', { code: applied })}
        </Button>
      </Flex>
    );
  return (
    <PayField label={t('checkout.code')} error={error}>
      <Flex gap="2" width="full">
        <Input
          name="discount_code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={50}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
        <Button type="button" variant="outline" loading={pending} disabled={!code.trim()} onClick={apply}>
          {t('checkout.apply')}
        </Button>
      </Flex>
    </PayField>
  );
}
