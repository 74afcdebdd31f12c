import { Box, QrCode } from '@chakra-ui/react';
import { useEffect } from 'react';
import { loadFullTheme } from '@/app/app-theme';

/**
 * The order's QR code for the kitchen's scanner (SPEC 5: JSON with an id). Its recipe is in the
 * full theme, fetched here rather than in every public page's first load; the fixed size keeps
 * the code readable while the recipe arrives.
 */
export function OrderQr({ orderId, label }: { orderId: string; label: string }) {
  useEffect(() => {
    void loadFullTheme();
  }, []);
  return (
    <Box bg="white" padding="3" borderRadius="md" color="black" role="img" aria-label={label}>
      <QrCode.Root value={JSON.stringify({ id: orderId })} size="xl">
        <QrCode.Frame width="200px" height="200px" fill="currentColor">
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
    </Box>
  );
}
