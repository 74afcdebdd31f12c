import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CustomerPageLayout as PayLayout } from '@/components/customer-page-layout';
import { Pulse } from '@/components/pay-controls';
import type { CustomerAppearance } from '@/domain/contracts/appearance';

export { CustomerPageLayout as PayLayout } from '@/components/customer-page-layout';

/** Drawn at once while the payment loads, in the shape of the page that follows (no layout shift). */
export function PaySkeleton({ label }: { label: string }) {
  return (
    <PayLayout>
      <Stack gap="5" role="status" aria-live="polite" aria-busy="true">
        <Box srOnly>{label}</Box>
        <Pulse height="8" width="60%" />
        <Pulse height="4" />
        <Pulse height="4" width="80%" />
        <Pulse height="16" />
        <Pulse height="16" />
        <Pulse height="12" />
      </Stack>
    </PayLayout>
  );
}

/** A page that only says something: not found, paused, expired, invalid. */
export function PayMessage({
  title,
  message,
  header,
  appearance,
}: {
  title: string;
  message?: string;
  header?: ReactNode;
  appearance?: CustomerAppearance;
}) {
  return (
    <PayLayout header={header} appearance={appearance}>
      <Center paddingBlock="8">
        <Stack gap="3" align="center" textAlign="center" role="alert">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {message && <Text color="fg.muted">{message}</Text>}
        </Stack>
      </Center>
    </PayLayout>
  );
}
