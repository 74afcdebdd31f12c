import { Card, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { useTranslation } from '@/lib/i18n-react';

type PanelState =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown; retry: () => void }
  | { kind: 'empty' }
  | { kind: 'ready' };

/** A titled card of the home page with its own loading skeleton, empty and error states. */
export function Panel({
  title,
  state,
  actions,
  emptyMessage,
  children,
}: {
  title: string;
  state: PanelState;
  actions?: ReactNode;
  emptyMessage?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" minWidth="0">
      <Card.Header>
        <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body>
        {state.kind === 'loading' && (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="6" width="50%" />
            <Skeleton height="40" />
          </Stack>
        )}
        {state.kind === 'error' && <ErrorState error={state.error} onRetry={state.retry} />}
        {state.kind === 'empty' && <EmptyState message={emptyMessage ?? t('empty')} />}
        {state.kind === 'ready' && children}
      </Card.Body>
    </Card.Root>
  );
}

/** The panel state of a query's result; `isEmpty` decides when there is nothing to show. */
export function panelState<T>(
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown },
  isEmpty: (data: T) => boolean,
): PanelState {
  if (query.data !== undefined) return isEmpty(query.data) ? { kind: 'empty' } : { kind: 'ready' };
  if (query.isError) return { kind: 'error', error: query.error, retry: () => void query.refetch() };
  return { kind: 'loading' };
}
