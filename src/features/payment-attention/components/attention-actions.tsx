import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { AttentionItem } from '@/domain/contracts/payment-attention';
import { formatApiMoney } from '@/domain/money';
import type { AttentionAction } from '@/domain/payment-attention';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { useResolvePaymentAttention } from '../api/resolve-payment-attention';

/** The ways out the server offers for this row, each behind "Are you sure?": money moves. */
export function AttentionActions({ item }: { item: AttentionItem }) {
  const { t } = useTranslation('payment-attention');
  const lang = useLang();
  const resolve = useResolvePaymentAttention();
  const [asking, setAsking] = useState<AttentionAction | null>(null);
  const amount = formatApiMoney(item.amount, item.currency, lang);
  const busy = resolve.isPending && resolve.variables?.id === item.id;
  if (item.actions.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {item.actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'apply' ? 'solid' : 'outline'}
          colorPalette={action === 'apply' ? 'green' : 'red'}
          loading={busy && resolve.variables?.action === action}
          disabled={busy}
          onClick={() => setAsking(action)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`confirm.${asking}_title`, { amount }) : ''}
        message={asking ? t(`confirm.${asking}_message`) : undefined}
        onConfirm={async () => {
          if (asking) await resolve.mutateAsync({ id: item.id, action: asking }).catch(() => undefined);
        }}
        onClose={() => setAsking(null)}
      />
    </HStack>
  );
}
