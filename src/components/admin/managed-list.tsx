import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';

/**
 * A management list (the shop's categories and stores, an event's tickets, the menu's branches): what it is, an add button for those who
 * may change it, then loading, error, empty or the rows, and the page's own dialog after them.
 */
export function ManagedList<T>({
  intro,
  addLabel,
  onAdd,
  list,
  emptyMessage,
  listLabel,
  row,
  children,
}: {
  intro: string;
  addLabel: string;
  /** Left out for members who may only read. */
  onAdd?: () => void;
  list: UseQueryResult<T[]>;
  emptyMessage: string;
  listLabel: string;
  row: (item: T) => ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Text color="fg.muted" flex="1" minWidth="60">
          {intro}
        </Text>
        {onAdd && (
          <Button colorPalette="orange" size="sm" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </HStack>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label={listLabel}>
          {list.data.map(row)}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
