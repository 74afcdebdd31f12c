import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useTwoFactorSignIn } from '../api/login';

const FIELDS = ['code'] as const;

interface Props {
  challenge: string;
  /** Signed in: where to go next. */
  onSignedIn: () => Promise<void>;
  /** The challenge is spent or stale: back to the password. */
  onRestart: () => void;
}

/** Sign-in's second step: the authenticator's code, or one of the recovery codes. */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: Props) {
  const { t } = useTranslation('auth');
  const signIn = useTwoFactorSignIn();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    if (!code.trim()) {
      setError(t('errors:required'));
      return;
    }
    try {
      await signIn.mutateAsync({ challenge, code: code.trim() });
      await onSignedIn();
    } catch (failure) {
      // A 400 with only a message: the challenge is used up or expired, so the password comes first again.
      if (failure instanceof ApiError && failure.status === 400 && failure.body.message) {
        onRestart();
        return;
      }
      showFormErrors<{ code: string }>(
        failure,
        { setErrors: (errors) => setError(errors.code), setStatus: (status) => setAlert(status?.alert) },
        FIELDS,
      );
    }
  };

  const switchMethod = () => {
    setRecovery((current) => !current);
    setCode('');
    setError(undefined);
  };

  return (
    <form noValidate method="post" onSubmit={onSubmit}>
      <Stack gap="4">
        <Heading as="h2" size="md">
          {t('two_factor.title')}
        </Heading>
        <Text color="fg.muted">{t(recovery ? 'two_factor.recovery_help' : 'two_factor.code_help')}</Text>
        <FormAlert message={alert} />
        <TextField
          key={recovery ? 'recovery' : 'code'}
          name="code"
          label={t(recovery ? 'two_factor.recovery_code' : 'two_factor.code')}
          value={code}
          error={error}
          autoFocus
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" colorPalette="orange" loading={signIn.isPending} width="full">
          {t('two_factor.submit')}
        </Button>
        <Button type="button" variant="ghost" colorPalette="orange" onClick={switchMethod}>
          {t(recovery ? 'two_factor.use_app' : 'two_factor.use_recovery')}
        </Button>
      </Stack>
    </form>
  );
}
