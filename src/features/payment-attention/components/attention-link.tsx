import { Alert, Badge } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { SpaLink } from '@/components/spa-link';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { paymentAttentionCountQuery } from '../api/get-payment-attention';

/** On the dashboard, for those who may decide, while payments wait for a decision. */
export function AttentionLink() {
  const allowed = useHasPermission(PERMISSIONS.resolvePaymentAttention);
  return allowed ? <AttentionCount /> : null;
}

function AttentionCount() {
  const { t } = useTranslation('payment-attention');
  const lang = useLang();
  const open = useQuery(paymentAttentionCountQuery()).data?.open ?? 0;
  if (open === 0) return null;
  return (
    <Alert.Root status="warning" mb="4">
      <Alert.Indicator />
      <Alert.Title>
        <SpaLink href={`/${lang}/admin/payments-attention`} textDecoration="underline">
          {t('dashboard_link', { count: open })}
        </SpaLink>
      </Alert.Title>
      <Badge colorPalette="orange" ms="auto" aria-hidden>
        {open}
      </Badge>
    </Alert.Root>
  );
}
