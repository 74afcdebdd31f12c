import { Box, Button, chakra } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { MessageDialog } from '@/components/message-dialog';
import { Pulse } from '@/components/pay-controls';
import { useTranslation } from '@/lib/i18n-react';
import type { LatLng } from './leaflet-map';

const loadMap = () => import('./leaflet-map');
const LeafletMap = lazy(loadMap);

/** Tiles come from OpenStreetMap unless the deployment names its own tile server. */
const TILE_URL =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ??
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

type Mode = 'preview' | 'hint' | 'edit';

interface LocationPickerProps {
  value: LatLng;
  zoom: number;
  onConfirm: (position: LatLng) => void;
  onEditingChange: (editing: boolean) => void;
}

/** SPEC 4 "Map": preview → "Tap to edit location" → GOT IT → draggable pin → Confirm → preview. */
export function LocationPicker({ value, zoom, onConfirm, onEditingChange }: LocationPickerProps) {
  const { t } = useTranslation('address');
  const [mode, setMode] = useState<Mode>('preview');
  const [draft, setDraft] = useState(value);
  // Leaflet (~45 KB gzipped) waits for the first edit, so it never weighs on the first load:
  // until then the preview is a plain picture of the pin.
  const [mapShown, setMapShown] = useState(false);
  const change = (next: Mode) => {
    setMode(next);
    if (next !== 'preview') setMapShown(true);
    onEditingChange(next !== 'preview');
  };
  const editing = mode === 'edit';
  return (
    <Box
      position="relative"
      height="64"
      borderRadius="md"
      overflow="hidden"
      borderWidth="1px"
      bg="gray.100"
      role="group"
      aria-label={t('map.label')}
    >
      {mapShown ? (
        <Suspense fallback={<Pulse height="full" borderRadius="0" />}>
          <LeafletMap
            position={editing ? draft : value}
            zoom={zoom}
            editing={editing}
            tileUrl={TILE_URL}
            pinLabel={t('map.pin')}
            onMove={setDraft}
          />
        </Suspense>
      ) : (
        <StaticPin label={t('map.pin')} />
      )}
      <Box
        position="absolute"
        insetInline="0"
        bottom="3"
        display="flex"
        justifyContent="center"
        zIndex="1000"
      >
        {editing ? (
          <Button
            colorPalette="orange"
            onClick={() => {
              onConfirm(draft);
              change('preview');
            }}
          >
            {t('map.confirm')}
          </Button>
        ) : (
          <Button
            variant="outline"
            bg="white"
            boxShadow="md"
            onPointerEnter={() => void loadMap()}
            onFocus={() => void loadMap()}
            onClick={() => {
              setDraft(value);
              change('hint');
            }}
          >
            {t('map.tap_to_edit')}
          </Button>
        )}
      </Box>
      <MessageDialog
        open={mode === 'hint'}
        title={t('map.precise')}
        onClose={() => change('edit')}
        actions={[{ label: t('map.got_it'), onClick: () => change('edit'), primary: true }]}
      >
        {t('map.how')}
      </MessageDialog>
    </Box>
  );
}

/** The preview before Leaflet loads: the pin over a plain map-coloured ground. */
function StaticPin({ label }: { label: string }) {
  return (
    <Box
      height="full"
      bg="#e7ece9"
      backgroundImage="linear-gradient(#d6ddd8 1px, transparent 1px), linear-gradient(90deg, #d6ddd8 1px, transparent 1px)"
      backgroundSize="32px 32px"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <chakra.svg width="8" height="10" viewBox="0 0 32 42" role="img" aria-label={label} marginBlockEnd="10">
        <path
          d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 42 16 42s16-14.5 16-26.3C32 7 24.8 0 16 0Z"
          fill="#ea580c"
        />
        <circle cx="16" cy="15.5" r="6" fill="#fff" />
      </chakra.svg>
    </Box>
  );
}
