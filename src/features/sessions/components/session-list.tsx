import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { UserSession } from '@/domain/contracts/sessions';
import { useSignedOut } from '@/hooks/use-logout';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useEndSession, useEndSessions } from '../api/end-sessions';
import type { SessionsOf } from '../api/get-sessions';
import { deviceName } from '../lib/device-name';
import { SessionRow } from './session-row';

type Asking = { one: UserSession } | { all: true } | null;

/**
 * The devices, each with Sign out, and one button for all of them but this one; each asks first.
 * Signing this device out (from one's own list, or an owner's own row on the Staff page) is
 * signing out: the page goes to login.
 */
export function SessionList({ of, sessions }: { of: SessionsOf; sessions: UserSession[] }) {
  const { t } = useTranslation('sessions');
  const signedOut = useSignedOut();
  const endOne = useEndSession(of);
  const endAll = useEndSessions(of);
  const [asking, setAsking] = useState<Asking>(null);
  const others = sessions.filter((session) => !session.current);

  const confirm = async () => {
    if (!asking) return;
    try {
      if ('one' in asking) {
        await endOne.mutateAsync(asking.one.id);
        if (asking.one.current) return signedOut();
        notifySuccess(t('signed_out_device', { device: deviceName(t, asking.one) }));
      } else {
        await endAll.mutateAsync();
        notifySuccess(t(of.kind === 'own' ? 'signed_out_others' : 'signed_out_all'));
      }
    } catch (error) {
      notifyError(error);
    }
  };

  const title = !asking
    ? ''
    : 'one' in asking
      ? t('confirm_device', { device: deviceName(t, asking.one) })
      : t(of.kind === 'own' ? 'confirm_others' : 'confirm_all');
  const message =
    asking && 'one' in asking && asking.one.current ? t('confirm_this_device') : t('confirm_message');

  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" marginInlineStart="0">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} onSignOut={() => setAsking({ one: session })} />
        ))}
      </Stack>
      {others.length > 0 && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          alignSelf="flex-start"
          onClick={() => setAsking({ all: true })}
        >
          {t(of.kind === 'own' ? 'sign_out_others' : 'sign_out_all')}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={title}
        message={message}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
