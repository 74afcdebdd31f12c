import { Card, Stack, Switch, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { securitySettingsQuery, useUpdateSecuritySettings } from '../api/security-settings';

/** The merchant's sign-in rules, for owners: for now, whether two-factor sign-in is required. */
export function SecurityPage() {
  const { t } = useTranslation('security');
  const { data: settings } = useSuspenseQuery(securitySettingsQuery());
  const update = useUpdateSecuritySettings();

  const onToggle = (checked: boolean) =>
    update.mutate(
      { two_factor_required: checked },
      {
        onSuccess: () => notifySuccess(t(checked ? 'two_factor.turned_on' : 'two_factor.turned_off')),
        onError: notifyError,
      },
    );

  return (
    <Card.Root maxWidth="2xl">
      <Card.Body>
        <Stack gap="2">
          <Switch.Root
            colorPalette="orange"
            checked={settings.two_factor_required}
            disabled={update.isPending}
            onCheckedChange={(details) => onToggle(details.checked)}
            aria-describedby="two-factor-required-help"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('two_factor.label')}</Switch.Label>
          </Switch.Root>
          <Text id="two-factor-required-help" fontSize="sm" color="fg.muted">
            {t('two_factor.help')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
