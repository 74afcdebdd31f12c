import { Alert, Box, Button, chakra, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { CustomerPageLayout } from '@/components/customer-page-layout';
import { ErrorState } from '@/components/page-states';
import type { AttemptResult, UnitDetails } from '@/domain/contracts/payments';
import type { CustomerPageScope } from '@/domain/plugins';
import { useForgetPayPage } from '@/hooks/use-forget-pay-page';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { attemptQuery } from '../api/get-attempt';
import { useForgetCatalogueCart } from '../hooks/use-forget-catalogue-cart';
import {
  isSuccessful,
  NEXT_REDIRECT_MS,
  retryExpired,
  returnsToCatalogue,
  safeNextUrl,
} from '../lib/result-rules';
import { DetailsRows } from './details-value';
import { ResultIcon } from './result-icon';

interface AttemptResultPageProps {
  scope: CustomerPageScope;
  attemptId: string;
  next?: string;
  /** The merchant's header and footer, drawn by the route from the unit's details. */
  header: (unit: UnitDetails | null) => ReactNode;
  footer: (unit: UnitDetails) => ReactNode;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <chakra.details open borderWidth="1px" borderRadius="md" paddingInline="3" paddingBlock="2">
      <chakra.summary cursor="pointer" fontWeight="semibold">
        {title}
      </chakra.summary>
      <Stack gap="3" paddingBlock="2">
        {children}
      </Stack>
    </chakra.details>
  );
}

function useNextRedirect(next: string | undefined) {
  // The server draws this page without knowing the browser's origin: the redirect is judged,
  // and announced, once the app has taken the page over (a page with none is not drawn again).
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => setTarget(safeNextUrl(next, window.location.origin)), [next]);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => window.location.assign(target), NEXT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [target]);
  return target;
}

/** SPEC 2.5: the outcome of one payment attempt. */
export function AttemptResultPage({ scope, attemptId, next, header, footer }: AttemptResultPageProps) {
  const { t } = useTranslation('result');
  const lang = useLang();
  const query = useQuery(attemptQuery(scope, attemptId, lang));
  // The query's `next` wins; else the server's, given only once the payment went through.
  const redirecting = useNextRedirect(next ?? query.data?.next_url ?? undefined);
  useForgetPayPage(query.data?.transaction_id, query.data ? isSuccessful(query.data.state) : false);
  useForgetCatalogueCart(query.data);
  if (query.error) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <CustomerPageLayout header={header(null)}>
        {notFound ? (
          <Box role="alert" paddingBlock="8">
            <Heading as="h1" size="lg" textAlign="center">
              {t('not_found')}
            </Heading>
          </Box>
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </CustomerPageLayout>
    );
  }
  if (!query.data) {
    return (
      <CustomerPageLayout header={header(null)}>
        <Stack gap="4" align="center" role="status" aria-busy="true">
          <Box srOnly>{t('loading')}</Box>
          <Box width="20" height="20" borderRadius="full" bg="gray.200" animation="pulse" />
          <Box height="8" width="50%" borderRadius="md" bg="gray.200" animation="pulse" />
          <Box height="24" width="full" borderRadius="md" bg="gray.200" animation="pulse" />
        </Stack>
      </CustomerPageLayout>
    );
  }
  return (
    <CustomerPageLayout header={header(query.data.unit_details)} appearance={query.data.appearance}>
      <ResultBody result={query.data} redirecting={Boolean(redirecting)} />
      <Box marginBlockStart="6">{footer(query.data.unit_details)}</Box>
    </CustomerPageLayout>
  );
}

function ResultBody({ result, redirecting }: { result: AttemptResult; redirecting: boolean }) {
  const { t } = useTranslation('result');
  const lang = useLang();
  const router = useRouter();
  const [retryAlert, setRetryAlert] = useState(false);
  const successful = isSuccessful(result.state);
  const message = lang === 'ar' ? result.message_ar || result.message : result.message;
  const remarks = result.remarks.map(
    (r) => [lang === 'ar' ? r.label_ar : r.label_en, r.value] as [string, string],
  );

  if (result.expired) {
    return (
      <Stack gap="4" align="center" textAlign="center" role="alert" paddingBlock="6">
        <Text fontSize="lg">{message}</Text>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('expired_alert')}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }

  const tryAgain = () => {
    if (!result.try_again_url) return;
    if (retryExpired(result, new Date())) return setRetryAlert(true);
    const url = new URL(result.try_again_url, window.location.origin);
    if (url.origin === window.location.origin) void router.navigate({ href: url.pathname + url.search });
    else window.location.assign(url.href);
  };

  return (
    <Stack gap="5">
      <Stack gap="3" align="center" textAlign="center" aria-live="polite">
        <ResultIcon success={successful} label={successful ? t('success_image') : t('failure_image')} />
        <Heading as="h1" size="xl">
          {successful ? t('thank_you') : message}
        </Heading>
        {successful && <Text color="fg.muted">{message}</Text>}
        {redirecting && (
          <Text fontSize="sm" color="fg.muted">
            {t('redirecting')}
          </Text>
        )}
        {returnsToCatalogue(result) ? (
          <Button
            colorPalette="orange"
            onClick={() => void router.navigate({ href: `/${lang}/catalogue/checkout` })}
          >
            {t('return_to_catalogue')}
          </Button>
        ) : (
          !successful &&
          result.try_again_url && (
            <Button colorPalette="orange" onClick={tryAgain}>
              {t('try_again')}
            </Button>
          )
        )}
        {retryAlert && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('expired_alert')}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      <Panel title={t('payment_details')}>
        <DetailsRows rows={Object.entries(result.payment_details)} />
      </Panel>
      <Panel title={t('order_description')}>
        <DetailsRows rows={Object.entries(result.customer_details)} />
        <DetailsRows rows={Object.entries(result.merchant_details)} />
        <DetailsRows rows={remarks} />
      </Panel>
      <HStack gap="4" wrap="wrap" justify="center">
        {result.receipt_url && (
          <Link href={result.receipt_url} download color="orange.700" fontWeight="medium">
            {t('download_receipt')}
          </Link>
        )}
        {result.attachment_url && (
          <Link href={result.attachment_url} download color="orange.700" fontWeight="medium">
            {t('download_attachment')}
          </Link>
        )}
        {result.tickets_url && (
          <Link href={result.tickets_url} download color="orange.700" fontWeight="medium">
            {t('download_ticket')}
          </Link>
        )}
      </HStack>
    </Stack>
  );
}
