import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/page-states';
import { useTranslation } from '@/lib/i18n-react';

const OrderMapLeaflet = lazy(() => import('./order-map-leaflet'));

// The same tile source setting as the pay page's map.
const TILE_URL =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ??
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function OrderMap({ position, label }: { position: { lat: number; lng: number }; label?: string }) {
  const { t } = useTranslation('kitchen');
  const name = label ?? t('details.map');
  return (
    <Box
      role="img"
      aria-label={name}
      height="56"
      borderRadius="md"
      overflow="hidden"
      borderWidth="1px"
      // Leaflet's panes stack above the page otherwise.
      isolation="isolate"
    >
      <Suspense fallback={<LoadingState label={t('details.map_loading')} />}>
        <OrderMapLeaflet position={position} tileUrl={TILE_URL} label={name} />
      </Suspense>
    </Box>
  );
}
