import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import type { AdminGateway, GatewayTestResponse } from '@/domain/contracts/gateways-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { gatewaysQuery, useDeleteGateway, useReorderGateways, useTestGateway } from '../api/gateways';
import { CreateGatewayDialog } from './create-gateway-dialog';
import { GatewayDialog } from './gateway-dialog';
import { GatewayItem } from './gateway-item';

/** The merchant's gateways in pay-page order: add, edit, reorder, test and delete. */
export function GatewaysPage() {
  const { t } = useTranslation('gateways-admin');
  const lang = useLang();
  const gateways = useQuery(gatewaysQuery());
  const reorder = useReorderGateways();
  const remove = useDeleteGateway();
  const test = useTestGateway();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminGateway | null>(null);
  const [deleting, setDeleting] = useState<AdminGateway | null>(null);
  const [results, setResults] = useState<Record<string, GatewayTestResponse>>({});
  const list = gateways.data?.results ?? [];

  const onMove = async (gateway: AdminGateway, step: -1 | 1) => {
    const codes = list.map((item) => item.code);
    const from = codes.indexOf(gateway.code);
    const to = from + step;
    [codes[from], codes[to]] = [codes[to] as string, codes[from] as string];
    try {
      await reorder.mutateAsync(codes);
      notifySuccess(t('item.moved'));
    } catch (error) {
      notifyError(error);
    }
  };

  const onTest = async (gateway: AdminGateway) => {
    try {
      const answer = await test.mutateAsync(gateway.code);
      setResults((shown) => ({ ...shown, [gateway.code]: answer }));
    } catch (error) {
      notifyError(error);
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await remove.mutateAsync(deleting.code);
      notifySuccess(message);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Text color="fg.muted" flex="1" minWidth="60">
          {t('intro')}
        </Text>
        <Button colorPalette="orange" size="sm" onClick={() => setCreating(true)}>
          {t('new')}
        </Button>
      </HStack>
      {gateways.isPending ? (
        <TableSkeleton />
      ) : gateways.isError ? (
        <ErrorState error={gateways.error} onRetry={() => void gateways.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <Stack as="ul" aria-label={t('title')} gap="3" listStyleType="none">
          {list.map((gateway, index) => (
            <GatewayItem
              key={gateway.code}
              gateway={gateway}
              first={index === 0}
              last={index === list.length - 1}
              moving={reorder.isPending}
              testing={test.isPending && test.variables === gateway.code}
              tested={results[gateway.code] ?? null}
              onMove={onMove}
              onEdit={setEditing}
              onTest={onTest}
              onDelete={setDeleting}
            />
          ))}
        </Stack>
      )}
      <CreateGatewayDialog open={creating} onClose={() => setCreating(false)} onCreated={setEditing} />
      <GatewayDialog
        gateway={editing}
        liveRefusal={gateways.data?.live_refusal ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('remove.title')}
        message={t('remove.body', { name: (lang === 'ar' ? deleting?.name_ar : deleting?.name_en) ?? '' })}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
