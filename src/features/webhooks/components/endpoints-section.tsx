import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/page-states';
import { ShownOnceDialog } from '@/components/shown-once-dialog';
import { TableSkeleton } from '@/components/table-skeleton';
import type { WebhookEndpoint } from '@/domain/contracts/webhooks';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { endpointsQuery, useDeleteEndpoint } from '../api/endpoints';
import { EndpointDialog } from './endpoint-dialog';
import { EndpointItem } from './endpoint-item';
import { RollDialog } from './roll-dialog';

/** The merchant's endpoints: create, edit (and enable), roll the secret, delete. */
export function EndpointsSection() {
  const { t } = useTranslation('webhooks');
  const endpoints = useQuery(endpointsQuery());
  const remove = useDeleteEndpoint();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [rolling, setRolling] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const list = endpoints.data?.results ?? [];

  const onDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await remove.mutateAsync(deleting.id);
      notifySuccess(message);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack as="section" gap="4" aria-labelledby="endpoints-heading">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Stack gap="1" flex="1" minWidth="60">
          <Heading as="h2" size="md" id="endpoints-heading">
            {t('endpoints.heading')}
          </Heading>
          <Text color="fg.muted">{t('endpoints.intro')}</Text>
        </Stack>
        <Button colorPalette="orange" size="sm" onClick={() => setCreating(true)}>
          {t('endpoints.new')}
        </Button>
      </HStack>
      {endpoints.isPending ? (
        <TableSkeleton />
      ) : endpoints.isError ? (
        <ErrorState error={endpoints.error} onRetry={() => void endpoints.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState message={t('endpoints.empty')} />
      ) : (
        <Stack as="ul" aria-label={t('endpoints.heading')} gap="3" listStyleType="none">
          {list.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={setEditing}
              onRoll={setRolling}
              onDelete={setDeleting}
            />
          ))}
        </Stack>
      )}
      <EndpointDialog
        open={creating || editing !== null}
        endpoint={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onCreated={setSecret}
      />
      <RollDialog endpoint={rolling} onClose={() => setRolling(null)} onRolled={setSecret} />
      <ShownOnceDialog
        title={t('secret.title')}
        secrets={
          secret === null ? null : [{ label: t('secret.label'), value: secret, hint: t('secret.use') }]
        }
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('remove.title')}
        message={t('remove.body', { url: deleting?.url ?? '' })}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
