import { Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { eventCheckInQuery, useRotateKey } from '../api/event-door';
import { GatesEditor } from './gates-editor';
import { KeysTable } from './keys-table';

/**
 * An event's door (issue 23): its gates, admissions per gate, and its signing keys with the
 * rotation. Readers (access_event) see it all; change_event holders edit and rotate.
 */
export function EventCheckInPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events-admin');
  const canChange = useHasPermission(PERMISSIONS.changeEvents);
  const door = useQuery(eventCheckInQuery(eventId));
  const rotate = useRotateKey(eventId);
  const [confirming, setConfirming] = useState(false);

  if (door.isPending) return <TableSkeleton />;
  if (door.isError) return <ErrorState error={door.error} onRetry={() => void door.refetch()} />;
  const { gates, keys, check_ins } = door.data;

  return (
    <Stack gap="8">
      <Stack as="section" gap="3" aria-labelledby="door-gates">
        <Heading as="h2" size="md" id="door-gates">
          {t('door.gates.title')}
        </Heading>
        <GatesEditor
          key={gates.map((gate) => `${gate.id}:${gate.name}`).join('|')}
          eventId={eventId}
          gates={gates}
          canChange={canChange}
        />
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="door-admitted">
        <Heading as="h2" size="md" id="door-admitted">
          {t('door.admitted.title')}
        </Heading>
        {check_ins.length === 0 ? (
          <EmptyState message={t('door.admitted.none')} />
        ) : (
          <List.Root variant="plain" gap="1">
            {check_ins.map((row) => (
              <List.Item key={row.gate}>
                {t('door.admitted.row', {
                  gate: row.gate || t('door.admitted.unnamed'),
                  count: row.admitted,
                })}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="door-keys">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="md" id="door-keys">
            {t('door.keys.title')}
          </Heading>
          {canChange && (
            <Button size="sm" colorPalette="orange" variant="outline" onClick={() => setConfirming(true)}>
              {t('door.keys.rotate')}
            </Button>
          )}
        </HStack>
        <Text color="fg.muted">{t('door.keys.intro')}</Text>
        <KeysTable keys={keys} />
      </Stack>

      <ConfirmDialog
        open={confirming}
        title={t('door.keys.rotate_title')}
        message={t('door.keys.rotate_message')}
        onConfirm={async () => {
          try {
            const { kid } = await rotate.mutateAsync();
            notifySuccess(t('door.keys.rotated', { kid }));
          } catch (error) {
            notifyError(error);
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
