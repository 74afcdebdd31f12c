import { Button, Card, Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { DetailStates, isNotFound } from '@/components/detail-states';
import { PageHeader } from '@/components/page-header';
import { TestModeBadge } from '@/components/test-mode-badge';
import { StateBadge } from '@/components/transaction-state-badge';
import { catalogueOrderOf } from '@/domain/catalogue-order';
import type { TransactionAction, TransactionScope } from '@/domain/contracts/transactions';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { detailQuery } from '../api/detail';
import { useActionLauncher } from '../hooks/use-action-launcher';
import { ActionDialogs } from './action-dialogs';
import { ChildTransactions } from './child-transactions';
import { DetailsToolbar } from './details-toolbar';
import { OrderSection } from './order-section';
import { ShareMenu } from './share-menu';
import { TransactionActivity } from './transaction-activity';

export interface TransactionDetailProps {
  scope: TransactionScope;
  deleted: boolean;
  id: string;
  /** Crumbs: the section (when a plugin's) and the list the detail belongs to. */
  sectionLabel?: string;
  listLabel: string;
  listHref: string;
  /** Where the transaction lives after a delete (its deleted detail) or a restore. */
  movedHref?: string;
}

/** SPEC 2.3 Transaction detail: details, actions, share, child transactions and history. */
export function TransactionDetail({
  scope,
  deleted,
  id,
  sectionLabel,
  listLabel,
  listHref,
  movedHref,
}: TransactionDetailProps) {
  const { t } = useTranslation('transaction-actions');
  const lang = useLang();
  const navigate = useNavigate();
  const detail = useQuery(detailQuery(scope, deleted, id, lang));
  const onApplied = useCallback(
    (action: TransactionAction) => {
      if (action.value === 'delete' || action.value === 'restore')
        void navigate({ href: movedHref ?? listHref });
    },
    [listHref, movedHref, navigate],
  );
  const launcher = useActionLauncher(scope, onApplied);
  const notFound = isNotFound(detail.error);

  // SPEC 8: a failed detail load says why in a snackbar; a 404 is the page's own message.
  useEffect(() => {
    if (detail.error && !notFound) notifyError(detail.error);
  }, [detail.error, notFound]);

  const crumbs = [...(sectionLabel ? [{ label: sectionLabel }] : []), { label: listLabel, href: listHref }];
  const header = <PageHeader title={t('detail.title', { id: id.slice(0, 8) })} crumbs={crumbs} />;

  if (detail.isPending || detail.isError) {
    return (
      <>
        {header}
        <DetailStates query={detail} notFoundMessage={t('detail.not_found')} />
      </>
    );
  }

  const data = detail.data;
  const order = catalogueOrderOf(data.extra);
  return (
    <>
      {header}
      <Stack gap="8">
        <Card.Root>
          <Card.Header>
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <HStack gap="3">
                <Heading as="h2" size="md">
                  {t('detail.details')}
                </Heading>
                <StateBadge state={data.state} />
                {data.test_payment && <TestModeBadge payment />}
              </HStack>
              <HStack gap="2" wrap="wrap">
                {data.actions.map((action) => (
                  <Button
                    key={action.value}
                    size="sm"
                    variant={action.value === 'delete' ? 'outline' : 'solid'}
                    colorPalette={action.value === 'delete' ? 'red' : 'orange'}
                    onClick={() => launcher.start(action)}
                  >
                    {action.display_name}
                  </Button>
                ))}
                <ShareMenu detail={data} />
              </HStack>
            </Flex>
          </Card.Header>
          <Card.Body>
            <DetailsToolbar detail={data} />
          </Card.Body>
        </Card.Root>
        {order && <OrderSection order={order} currency={data.currency_code} />}
        <ChildTransactions txns={data.txns} />
        <TransactionActivity id={data.id} />
      </Stack>
      <ActionDialogs scope={scope} currency={data.currency_code} launcher={launcher} />
    </>
  );
}
