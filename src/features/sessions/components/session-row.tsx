import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserSession } from '@/domain/contracts/sessions';
import { useTranslation } from '@/lib/i18n-react';
import { deviceName } from '../lib/device-name';
import { LastUse } from './last-use';

/** One signed-in device: what it is, where it signed in from, when it was last used, and Sign out. */
export function SessionRow({ session, onSignOut }: { session: UserSession; onSignOut: () => void }) {
  const { t } = useTranslation('sessions');
  const name = deviceName(t, session);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" padding="3" aria-label={name}>
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minWidth="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" title={session.user_agent ?? undefined}>
              {name}
            </Text>
            {session.current && <Badge colorPalette="green">{t('this_device')}</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('address')} {/* An address reads left to right inside Arabic text too. */}
            <bdi dir="ltr">{session.ip_address ?? t('unknown_address')}</bdi>
          </Text>
          <LastUse at={session.last_used_at} />
        </Stack>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={t('sign_out_of', { device: name })}
          onClick={onSignOut}
        >
          {t('sign_out')}
        </Button>
      </HStack>
    </Box>
  );
}
