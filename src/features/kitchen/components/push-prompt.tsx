import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type PushOutcome, pushSupported, registerPushToken } from '@/lib/firebase-config';
import { useTranslation } from '@/lib/i18n-react';
import { userDetailsQuery } from '@/lib/shared-queries';

/**
 * Web push for this device when the staff member opted in (receive_order_notification) and
 * Firebase is configured. Permission already granted: the token is registered quietly; still
 * undecided: a button, because browsers only ask from a click. Nothing shows without push.
 */
export function PushPrompt() {
  const { t } = useTranslation('kitchen');
  const user = useQuery(userDetailsQuery());
  const wanted = pushSupported() && user.data?.receive_order_notification === true;
  const [outcome, setOutcome] = useState<PushOutcome | 'ask' | null>(null);

  useEffect(() => {
    if (!wanted) return;
    if (Notification.permission === 'default') {
      setOutcome('ask');
      return;
    }
    registerPushToken().then(setOutcome, () => setOutcome(null));
  }, [wanted]);

  if (!wanted || outcome === null || outcome === 'unavailable') return null;
  if (outcome === 'ask')
    return (
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => registerPushToken().then(setOutcome, () => setOutcome(null))}
      >
        {t('push.enable')}
      </Button>
    );
  return (
    <HStack>
      <Text fontSize="sm" color="fg.muted">
        {t(outcome === 'registered' ? 'push.enabled' : 'push.denied')}
      </Text>
    </HStack>
  );
}
