import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TwoFactorSetup } from '@/domain/contracts/two-factor';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { useStartSetup } from '../../api/two-factor';
import { RecoveryCodesPanel } from './recovery-codes';
import { TwoFactorSetupForm } from './two-factor-setup';

/**
 * The screen a user the merchant requires two-factor sign-in of meets until they set it up:
 * the server answers nothing else of theirs (403) meanwhile.
 */
export function RequiredEnrolment({ onDone, onSignOut }: { onDone: () => void; onSignOut: () => void }) {
  const { t } = useTranslation('two-factor');
  const start = useStartSetup();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [codes, setCodes] = useState<string[]>();

  if (codes) return <RecoveryCodesPanel codes={codes} onDone={onDone} />;
  return (
    <Stack gap="4">
      <Text>{t('enrol.help')}</Text>
      {setup ? (
        <TwoFactorSetupForm setup={setup} onConfirmed={setCodes} />
      ) : (
        <Button
          colorPalette="orange"
          loading={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setSetup, onError: notifyError })}
        >
          {t('enrol.start')}
        </Button>
      )}
      <Button variant="ghost" onClick={onSignOut}>
        {t('enrol.sign_out')}
      </Button>
    </Stack>
  );
}
