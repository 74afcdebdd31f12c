import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useLogin } from '../api/login';
import { type LoginErrors, type LoginValues, validateLogin } from '../schemas/login-rules';

// Only enrolled accounts need the code step: it stays out of login's first load, and is fetched
// beside the password check so that it is there when the server asks for a code.
const loadTwoFactorStep = () => import('./two-factor-step');
const TwoFactorStep = lazy(() => loadTwoFactorStep().then((module) => ({ default: module.TwoFactorStep })));

const FIELDS = ['username', 'password'] as const;

/**
 * Login is the first page most people load, and its budget (180 KB of gzipped JS) has no
 * room for Formik and Yup, so this one form keeps its two fields in plain React state.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const navigate = useNavigate();
  const login = useLogin();
  // The server draws this form: until the app answers, typing or a tap would be lost (or, on
  // Enter, sent by the browser itself), so it shows as disabled.
  const ready = useHydrated();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [alert, setAlert] = useState<string>();
  const [challenge, setChallenge] = useState<string>();

  const enter = () => navigate({ to: '/$lang/general-info', params: { lang } });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const found = validateLogin(values, t('errors:required'));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void loadTwoFactorStep();
    try {
      const answer = await login.mutateAsync({ username: values.username.trim(), password: values.password });
      if ('challenge' in answer) {
        setChallenge(answer.challenge);
        return;
      }
      await enter();
    } catch (error) {
      showFormErrors<LoginValues>(
        error,
        { setErrors, setStatus: (status) => setAlert(status?.alert) },
        FIELDS,
      );
    }
  };

  const field = (name: keyof LoginValues) => ({
    name,
    disabled: !ready,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  if (challenge) {
    const restart = () => {
      setChallenge(undefined);
      setValues((current) => ({ ...current, password: '' }));
      setAlert(t('two_factor.restart'));
    };
    return (
      <Suspense>
        <TwoFactorStep challenge={challenge} onSignedIn={enter} onRestart={restart} />
      </Suspense>
    );
  }

  return (
    <form noValidate method="post" onSubmit={onSubmit}>
      <Stack gap="4">
        <FormAlert message={alert} />
        <TextField {...field('username')} label={t('fields.username')} autoComplete="username" />
        <TextField
          {...field('password')}
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" colorPalette="orange" loading={login.isPending} disabled={!ready} width="full">
          {t('login.submit')}
        </Button>
        <ChakraLink asChild color="orange.700" alignSelf="center">
          <Link to="/$lang/forget-password" params={{ lang }}>
            {t('login.forgot')}
          </Link>
        </ChakraLink>
      </Stack>
    </form>
  );
}
