import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeveloperLinks } from '@/components/developer-links';
import { EmptyState, ErrorState } from '@/components/page-states';
import { ShownOnceDialog, type ShownSecret } from '@/components/shown-once-dialog';
import { TableSkeleton } from '@/components/table-skeleton';
import type { ApiKey } from '@/domain/contracts/api-keys';
import type { RollOverlapHours } from '@/domain/secret-rolls';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { apiKeysQuery, useRevokeApiKey, useRollApiKey, useRollWebhookSecret } from '../api/api-keys';
import type { KeyAction } from './api-key-actions';
import { ApiKeyList } from './api-key-list';
import { CreateKeyDialog } from './create-key-dialog';
import { RollDialog, type RollKind } from './roll-dialog';

interface Shown {
  title: string;
  secrets: ShownSecret[];
}

/** Keys for the merchant's own systems: listed, created, rolled and revoked, secrets shown once. */
export function ApiKeysPage() {
  const { t } = useTranslation('api-keys');
  const keys = useQuery(apiKeysQuery());
  const revoke = useRevokeApiKey();
  const rollKey = useRollApiKey();
  const rollSecret = useRollWebhookSecret();
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<{ apiKey: ApiKey; kind: RollKind } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const list = keys.data?.results ?? [];

  const keySecret = (value: string): ShownSecret => ({ label: t('secret.key'), value });
  const webhookSecret = (value: string): ShownSecret => ({
    label: t('secret.webhook_secret'),
    value,
    hint: t('secret.webhook_hint'),
  });

  const onAction = (action: KeyAction, apiKey: ApiKey) => {
    if (action === 'revoke') setRevoking(apiKey);
    else setRolling({ apiKey, kind: action === 'roll' ? 'key' : 'secret' });
  };

  const onRoll = async (hours: RollOverlapHours) => {
    if (!rolling) return;
    const { apiKey, kind } = rolling;
    if (kind === 'key') {
      const rolled = await rollKey.mutateAsync({ id: apiKey.id, overlap_hours: hours });
      setShown({ title: t('secret.rolled_title', { name: apiKey.name }), secrets: [keySecret(rolled.key)] });
    } else {
      const rolled = await rollSecret.mutateAsync({ id: apiKey.id, overlap_hours: hours });
      setShown({
        title: t('secret.webhook_title', { name: apiKey.name }),
        secrets: [webhookSecret(rolled.webhook_secret)],
      });
    }
    setRolling(null);
  };

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notifySuccess(t('revoke.done', { name: revoking.name }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Stack gap="2" flex="1" minWidth="60">
          <Text color="fg.muted">{t('intro')}</Text>
          {/* A header name and value: left to right in Arabic too, never broken mid-word. */}
          <Code dir="ltr" alignSelf="flex-start" fontSize="sm" padding="1">
            Authorization: Api-Key &lt;key&gt;
          </Code>
        </Stack>
        <Button colorPalette="orange" size="sm" onClick={() => setCreating(true)}>
          {t('new')}
        </Button>
      </HStack>
      <DeveloperLinks />
      {keys.isPending ? (
        <TableSkeleton />
      ) : keys.isError ? (
        <ErrorState error={keys.error} onRetry={() => void keys.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <ApiKeyList keys={list} onAction={onAction} />
      )}
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setShown({
            title: t('secret.created_title'),
            secrets: [keySecret(created.key), webhookSecret(created.webhook_secret)],
          });
        }}
      />
      <RollDialog target={rolling} onRoll={onRoll} onClose={() => setRolling(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('revoke.title', { name: revoking?.name ?? '' })}
        message={t('revoke.body')}
        onConfirm={onRevoke}
        onClose={() => setRevoking(null)}
      />
      <ShownOnceDialog
        title={shown?.title ?? ''}
        secrets={shown?.secrets ?? null}
        onClose={() => setShown(null)}
      />
    </Stack>
  );
}
