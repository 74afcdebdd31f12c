import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActivityList } from '@/components/activity-list';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { formatNumberRange } from '@/domain/number-formats';
import { useLang } from '@/hooks/use-lang';
import { ACTIONS_PAGE_SIZE, actionsQuery } from '@/lib/activity-query';
import { useTranslation } from '@/lib/i18n-react';

function PagedActivity() {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const [offset, setOffset] = useState(0);
  const actions = useQuery(actionsQuery(offset));

  if (actions.isPending) return <LoadingState />;
  if (actions.isError) return <ErrorState error={actions.error} onRetry={() => void actions.refetch()} />;
  const { results, count } = actions.data;
  if (results.length === 0) return <EmptyState message={t('activity.empty')} />;

  return (
    <Stack gap="3">
      <ActivityList entries={results} busy={actions.isFetching} />
      {count > ACTIONS_PAGE_SIZE && (
        <HStack justify="space-between">
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset(offset - ACTIONS_PAGE_SIZE)}
          >
            {t('common:previous')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('activity.range', {
              range: formatNumberRange(offset + 1, Math.min(offset + ACTIONS_PAGE_SIZE, count), lang),
              total: count,
            })}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + ACTIONS_PAGE_SIZE >= count}
            onClick={() => setOffset(offset + ACTIONS_PAGE_SIZE)}
          >
            {t('common:next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** SPEC 2.3: every dashboard page can show who did what, and when (Kuwait time). */
export function ActivityHistoryDialog() {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size="lg"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('activity.button')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('activity.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <PagedActivity />}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common:close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
