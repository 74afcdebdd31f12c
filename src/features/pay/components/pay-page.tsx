import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorState } from '@/components/page-states';
import type { CustomerPageScope } from '@/domain/plugins';
import { useForgetPayPage } from '@/hooks/use-forget-pay-page';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { payConfigQuery, payTransactionQuery } from '../api/pay-page';
import { PayFlow } from './pay-flow';
import { PayLayout, PayMessage, PaySkeleton } from './pay-layout';
import { UnitHeader } from './unit-header';

interface PayPageProps {
  /** The API path scope of this page's URLs. */
  scope: CustomerPageScope;
  transactionId: string;
  /** The address step is done (kept in the URL so a reload or language switch stays put). */
  detailsStep: boolean;
  onDetailsStep: () => void;
}

/** SPEC 4 "Payment page": loading, then not found, paused, invalid, or payable. */
export function PayPage({ scope, transactionId, detailsStep, onDetailsStep }: PayPageProps) {
  const { t } = useTranslation('pay');
  const lang = useLang();
  // Previous data stays on screen while the other language's texts load.
  const transaction = useQuery({
    ...payTransactionQuery(scope, transactionId, lang),
    placeholderData: keepPreviousData,
  });
  const config = useQuery({
    ...payConfigQuery(scope, transactionId, lang),
    placeholderData: keepPreviousData,
  });
  const nextUrl = transaction.data?.next_url;
  const error = transaction.error ?? config.error;
  useForgetPayPage(transactionId, transaction.data?.valid_for_payment === false);

  useEffect(() => {
    if (nextUrl) window.location.replace(nextUrl);
  }, [nextUrl]);

  if (error) {
    if (error instanceof ApiError && error.status === 404) return <PayMessage title={t('not_found')} />;
    if (error instanceof ApiError && error.status === 423)
      return <PayMessage title={errorMessage(error.body, t('paused'))} />;
    return (
      <PayLayout>
        <ErrorState
          error={error}
          onRetry={() => {
            void config.refetch();
            void transaction.refetch();
          }}
        />
      </PayLayout>
    );
  }
  if (!transaction.data || !config.data || nextUrl) return <PaySkeleton label={t('loading')} />;

  const header = (onBeforeLanguageSwitch?: () => void) => (
    <UnitHeader unit={config.data.unit_details} onBeforeLanguageSwitch={onBeforeLanguageSwitch} />
  );
  if (!transaction.data.valid_for_payment) {
    const details = transaction.data.details;
    return (
      <PayMessage
        header={header()}
        appearance={config.data.appearance}
        title={details?.state ?? t('invalid')}
        message={details?.message}
      />
    );
  }
  return (
    <PayFlow
      scope={scope}
      config={config.data}
      transaction={transaction.data}
      detailsStep={detailsStep}
      onDetailsStep={onDetailsStep}
      header={header}
    />
  );
}
