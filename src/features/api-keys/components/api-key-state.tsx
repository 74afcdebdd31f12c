import { Badge, Stack, Text } from '@chakra-ui/react';
import type { ApiKey } from '@/domain/contracts/api-keys';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

const PALETTE = { active: 'green', expiring: 'orange', revoked: 'gray' } as const;

/** Active, expiring at a time (a rolled key's overlap) or revoked; and a webhook secret's overlap. */
export function ApiKeyState({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation('api-keys');
  const lang = useLang();
  const time = apiKey.revoked_at ? formatDateTime(apiKey.revoked_at, lang) : '';
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={PALETTE[apiKey.state]} size="sm" whiteSpace="normal">
        {t(`state.${apiKey.state}`, { time })}
      </Badge>
      {apiKey.previous_webhook_secret_until && (
        <Text fontSize="xs" color="fg.muted">
          {t('webhook_overlap', { time: formatDateTime(apiKey.previous_webhook_secret_until, lang) })}
        </Text>
      )}
    </Stack>
  );
}
