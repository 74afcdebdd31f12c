import { QrCode, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

/** One QR per booked place, as the door scans it. Loaded only on the thanks page. */
export function TicketQrCodes({ places }: { places: { number: string; qrcode: string }[] }) {
  const { t } = useTranslation('events');
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4" width="full">
      {places.map((place) => (
        <Stack
          as="li"
          key={place.number}
          align="center"
          gap="2"
          padding="3"
          borderWidth="1px"
          borderRadius="lg"
        >
          {/* Dark on white whatever the page's colours, so every scanner reads it. */}
          <QrCode.Root
            value={place.qrcode}
            size="xl"
            encoding={{ ecc: 'M' }}
            bg="white"
            color="black"
            padding="2"
            role="img"
            aria-label={t('thanks.qr_label', { number: place.number })}
          >
            <QrCode.Frame>
              <QrCode.Pattern />
            </QrCode.Frame>
          </QrCode.Root>
          <Text fontWeight="semibold">
            {/* Isolated so the Latin reference keeps its order inside the Arabic label. */}
            {t('thanks.place', { number: `\u2068${place.number}\u2069` })}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
