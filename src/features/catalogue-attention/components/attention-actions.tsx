import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useTranslation } from '@/lib/i18n-react';
import { useSettleAttentionOrder } from '../api/settle-attention-order';

/** The two ways out of the list for one order, named with its reference for screen readers. */
export function AttentionActions({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation('catalogue-attention');
  const settle = useSettleAttentionOrder();
  const [closing, setClosing] = useState(false);
  const reference = transactionId.slice(0, 8);
  const busy = settle.isPending && settle.variables?.transactionId === transactionId;
  return (
    <HStack gap="2">
      <Button
        size="xs"
        colorPalette="orange"
        loading={busy && settle.variables?.settlement === 'take-stock'}
        disabled={busy}
        aria-label={t('actions.take_stock_for', { id: reference })}
        onClick={() => settle.mutate({ transactionId, settlement: 'take-stock' })}
      >
        {t('actions.take_stock')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={busy}
        aria-label={t('actions.close_for', { id: reference })}
        onClick={() => setClosing(true)}
      >
        {t('actions.close')}
      </Button>
      <ConfirmDialog
        open={closing}
        title={t('actions.close_title', { id: reference })}
        message={t('actions.close_message')}
        onConfirm={async () => {
          await settle.mutateAsync({ transactionId, settlement: 'close' }).catch(() => undefined);
        }}
        onClose={() => setClosing(false)}
      />
    </HStack>
  );
}
