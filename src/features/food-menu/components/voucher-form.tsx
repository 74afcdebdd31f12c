import { Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PayField } from '@/components/pay-field';
import { formatAmount } from '@/domain/money';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { useActivateVoucher } from '../api/orders';
import { updateChoices, useFoodStore } from '../cart-store';

/** Voucher code → POST voucher/activate/; the server's reason is shown under the field. */
export function VoucherForm({ subtotal, currency }: { subtotal: number; currency: string }) {
  const { t } = useTranslation('food-order');
  const { choices } = useFoodStore();
  const [code, setCode] = useState('');
  const activate = useActivateVoucher();
  const error =
    activate.error &&
    (activate.error instanceof ApiError
      ? errorMessage(activate.error.body, t('voucher.failed'))
      : t('voucher.failed'));

  if (choices.voucher) {
    return (
      <Flex
        justify="space-between"
        align="center"
        gap="2"
        bg="green.50"
        borderRadius="md"
        padding="3"
        role="status"
      >
        <Text>{t('voucher.applied', { code: choices.voucher.code })}</Text>
        <Button size="sm" variant="ghost" onClick={() => updateChoices({ voucher: null })}>
          {t('voucher.remove')}
        </Button>
      </Flex>
    );
  }
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = code.trim();
        if (!trimmed) return;
        activate.mutate(
          {
            code: trimmed,
            subtotal: formatAmount(subtotal, currency),
            delivery_type: choices.delivery_type,
          },
          { onSuccess: (voucher) => updateChoices({ voucher }) },
        );
      }}
    >
      <PayField label={t('voucher.label')} error={error || undefined}>
        <Flex gap="2" width="full">
          <Input
            name="voucher"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="outline" loading={activate.isPending} disabled={!code.trim()}>
            {t('voucher.apply')}
          </Button>
        </Flex>
      </PayField>
    </chakra.form>
  );
}
