import { Button, chakra, HStack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { TestModeBadge } from '@/components/test-mode-badge';
import type { RecentTransaction } from '@/domain/contracts/dashboard';
import type { TransactionAction } from '@/domain/contracts/transactions';
import { formatDateTime } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { PLUGIN_PATHS } from '@/domain/plugins';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { errorMessage, successMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { recentOrdersQuery, useRunAction } from '../api/get-recent';
import { Panel, panelState } from './panel';
import { StateBadge } from './state-badge';

const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** Money actions need the amount dialog, which lives on the transaction's own page. */
const ON_DETAIL_PAGE = new Set<TransactionAction['value']>(['refund', 'capture', 'void']);

/** A link inside the SPA by plain href: the transaction pages are not typed routes of this feature. */
function SpaLink({ href, children, label }: { href: string; children: string; label?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <chakra.a
      href={href}
      onClick={onClick}
      aria-label={label}
      color="orange.700"
      textDecoration="underline"
      _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing' }}
    >
      {children}
    </chakra.a>
  );
}

function RowActions({ row, detailHref }: { row: RecentTransaction; detailHref: string }) {
  const { t } = useTranslation('home');
  const run = useRunAction();
  const onRun = (action: TransactionAction) =>
    run.mutate(action, {
      onSuccess: (body) =>
        notifySuccess(
          successMessage(body, 200, { applied: t('common:applied'), created: t('common:created') }),
        ),
      // SPEC 8: a dashboard row action's error shows the message, else "Unexpected error" and the data.
      onError: (error) =>
        error instanceof ApiError
          ? notifyError(
              new Error(errorMessage(error.body, `${t('errors:unexpected')} ${JSON.stringify(error.body)}`)),
            )
          : notifyError(error),
    });

  return (
    <HStack gap="2" wrap="wrap">
      {row.actions.map((action) =>
        ON_DETAIL_PAGE.has(action.value) ? (
          <SpaLink
            key={action.value}
            href={detailHref}
            label={t('recent_orders.action_on', { action: action.display_name, id: row.id })}
          >
            {action.display_name}
          </SpaLink>
        ) : (
          <Button
            key={action.value}
            size="xs"
            variant="outline"
            colorPalette={action.value === 'delete' ? 'red' : 'gray'}
            loading={run.isPending && run.variables?.value === action.value}
            disabled={run.isPending}
            aria-label={t('recent_orders.action_on', { action: action.display_name, id: row.id })}
            onClick={() => onRun(action)}
          >
            {action.display_name}
          </Button>
        ),
      )}
    </HStack>
  );
}

/** SPEC 2.3: the latest transactions with their state and row actions. */
export function RecentOrders() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const query = useDeferredAnswer(useQuery(recentOrdersQuery(lang)));
  return (
    <Panel
      title={t('recent_orders.title')}
      state={panelState(query, (rows) => rows.length === 0)}
      emptyMessage={t('recent_orders.empty')}
    >
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              {(['id', 'email', 'amount', 'state', 'created', 'actions'] as const).map((column) => (
                <Table.ColumnHeader key={column} scope="col">
                  {t(`recent_orders.${column}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {query.data?.map((row) => {
              const detailHref = `/${lang}/${PLUGIN_PATHS[row.plugin]}/transactions/${row.id}`;
              return (
                <Table.Row key={row.id}>
                  <Table.Cell>
                    {/* The first block of the id is enough to tell rows apart; the link names it whole. */}
                    <SpaLink href={detailHref} label={row.id}>
                      {shortId(row.id)}
                    </SpaLink>
                  </Table.Cell>
                  <Table.Cell>{row.customer_email ?? '—'}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {formatApiMoney(row.amount, row.currency_code, lang)}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="nowrap">
                      <StateBadge state={row.state} />
                      {row.test_payment && <TestModeBadge payment />}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={row.created}>{formatDateTime(row.created, lang)}</time>
                  </Table.Cell>
                  <Table.Cell>
                    <RowActions row={row} detailHref={detailHref} />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Panel>
  );
}
