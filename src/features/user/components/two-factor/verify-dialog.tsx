import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { CodeField } from './code-field';

type Values = { password: string; code: string };

interface Props {
  title: string;
  message: string;
  submitLabel: string;
  /** Asks for the password too (turning it off). */
  withPassword?: boolean;
  /** Takes a recovery code too, for someone who lost the phone. */
  acceptsRecovery?: boolean;
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
}

/** Proof before a change to two-factor sign-in: a code from the app, and the password if asked. */
export function VerifyDialog({
  title,
  message,
  submitLabel,
  withPassword,
  acceptsRecovery,
  onSubmit,
  onClose,
}: Props) {
  const { t } = useTranslation('two-factor');
  const [values, setValues] = useState<Values>({ password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required: Partial<Values> = {};
    if (withPassword && !values.password) required.password = t('errors:required');
    if (!values.code.trim()) required.code = t('errors:required');
    setErrors(required);
    if (Object.keys(required).length > 0) return;
    setBusy(true);
    try {
      await onSubmit({ password: values.password, code: values.code.trim() });
    } catch (failure) {
      showFormErrors<Values>(
        failure,
        { setErrors, setStatus: (status) => setAlert(status?.alert) },
        ['password', 'code'],
        'alert-all',
      );
    } finally {
      setBusy(false);
    }
  };
  const set = (name: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !busy && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{message}</Text>
                  <FormAlert message={alert} />
                  {withPassword && (
                    <TextField
                      name="password"
                      label={t('password')}
                      type="password"
                      autoComplete="current-password"
                      value={values.password}
                      error={errors.password}
                      onChange={(event) => set('password')(event.target.value)}
                    />
                  )}
                  <CodeField
                    label={t(acceptsRecovery ? 'code_or_recovery' : 'setup.code')}
                    value={values.code}
                    error={errors.code}
                    recovery={acceptsRecovery}
                    onChange={set('code')}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {t('cancel')}
                </Button>
                <Button type="submit" colorPalette="orange" loading={busy}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
