import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { DevicesCard } from '@/features/sessions/components/devices-card';
import { twoFactorStatusQuery } from '@/features/user/api/two-factor';
import { TwoFactorSection } from '@/features/user/components/two-factor/two-factor-section';
import { UserDetailsCard } from '@/features/user/components/user-details';
import { useTranslation } from '@/lib/i18n-react';
import { userDetailsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard/user/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(userDetailsQuery()),
      context.queryClient.ensureQueryData(twoFactorStatusQuery()),
    ]),
  component: UserPage,
});

function UserPage() {
  const { t } = useTranslation('user');
  return (
    <>
      <PageHeader title={t('title')} />
      <Stack gap="6">
        <UserDetailsCard />
        <TwoFactorSection />
        <DevicesCard />
      </Stack>
    </>
  );
}
