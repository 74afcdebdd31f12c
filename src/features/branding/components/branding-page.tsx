import { Stack } from '@chakra-ui/react';
import { MerchantForm } from './merchant-form';
import { UnitsSection } from './units-section';

/** What customers see of the merchant: its own titles and images, and its units' headers. */
export function BrandingPage() {
  return (
    <Stack gap="8" maxWidth="4xl">
      <MerchantForm />
      <UnitsSection />
    </Stack>
  );
}
