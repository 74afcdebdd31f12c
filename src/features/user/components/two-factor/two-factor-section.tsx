import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { TwoFactorSetup } from '@/domain/contracts/two-factor';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import {
  twoFactorStatusQuery,
  useDisableTwoFactor,
  useNewRecoveryCodes,
  useStartSetup,
} from '../../api/two-factor';
import { RecoveryCodesPanel } from './recovery-codes';
import { TwoFactorSetupForm } from './two-factor-setup';
import { VerifyDialog } from './verify-dialog';

type Dialog = 'disable' | 'codes' | null;

/** The account page's "Two-factor sign-in": status, set up, new recovery codes, turn off. */
export function TwoFactorSection() {
  const { t } = useTranslation('two-factor');
  const { data: status } = useSuspenseQuery(twoFactorStatusQuery());
  const start = useStartSetup();
  const newCodes = useNewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  // Held here, not in the set-up form: the status turns "on" while they are still on screen.
  const [codes, setCodes] = useState<string[]>();
  const [dialog, setDialog] = useState<Dialog>(null);

  const begin = () => start.mutate(undefined, { onSuccess: setSetup, onError: notifyError });

  let body: ReactNode;
  if (codes) body = <RecoveryCodesPanel codes={codes} onDone={() => setCodes(undefined)} />;
  else if (setup && !status.enabled)
    body = (
      <TwoFactorSetupForm
        setup={setup}
        onConfirmed={(fresh) => {
          setSetup(undefined);
          setCodes(fresh);
        }}
        onCancel={() => setSetup(undefined)}
      />
    );
  else if (status.enabled)
    body = (
      <Stack gap="3">
        <Text>{t('section.codes_left', { count: status.recovery_codes_left })}</Text>
        <HStack gap="2" flexWrap="wrap">
          <Button variant="outline" onClick={() => setDialog('codes')}>
            {t('section.new_codes')}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setDialog('disable')}>
            {t('section.disable')}
          </Button>
        </HStack>
      </Stack>
    );
  else
    body = (
      <Button colorPalette="orange" alignSelf="flex-start" loading={start.isPending} onClick={begin}>
        {t('section.set_up')}
      </Button>
    );

  return (
    <Card.Root maxWidth="2xl" as="section" aria-labelledby="two-factor-title">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Heading as="h2" size="md" id="two-factor-title">
              {t('section.title')}
            </Heading>
            <Badge colorPalette={status.enabled ? 'green' : 'gray'} size="lg">
              {t(status.enabled ? 'section.on' : 'section.off')}
            </Badge>
          </HStack>
          <Text color="fg.muted">{t(status.required ? 'section.required' : 'section.help')}</Text>
          {body}
        </Stack>
      </Card.Body>
      {dialog === 'codes' && (
        <VerifyDialog
          title={t('section.new_codes')}
          message={t('section.new_codes_help')}
          submitLabel={t('section.new_codes')}
          onClose={() => setDialog(null)}
          onSubmit={async ({ code }) => {
            setCodes((await newCodes.mutateAsync({ code })).recovery_codes);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'disable' && (
        <VerifyDialog
          title={t('section.disable')}
          message={t(status.required ? 'section.disable_required' : 'section.disable_help')}
          submitLabel={t('section.disable')}
          withPassword
          acceptsRecovery
          onClose={() => setDialog(null)}
          onSubmit={async (values) => {
            notifySuccess((await disable.mutateAsync(values)).message);
            setDialog(null);
          }}
        />
      )}
    </Card.Root>
  );
}
