import { Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { paymentSettingsQuery } from '../api/payment-settings';
import { DefaultsForm } from './defaults-form';
import { PauseForm } from './pause-form';

/** The merchant's payment settings (issue 19): the pause apart, as it takes effect for every customer at once. */
export function PaymentSettingsPage() {
  const { data: settings } = useSuspenseQuery(paymentSettingsQuery());
  return (
    <Stack gap="6" maxWidth="4xl">
      <PauseForm settings={settings} />
      <DefaultsForm settings={settings} />
    </Stack>
  );
}
