import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BulkState } from '@/domain/bulk-rows';

const PALETTE: Record<BulkState, string> = {
  validating: 'gray',
  ready: 'green',
  dispatching: 'blue',
  dispatched: 'purple',
  failed: 'red',
};

export function UploadStateBadge({ state }: { state: BulkState }) {
  const { t } = useTranslation('bulk');
  return <Badge colorPalette={PALETTE[state]}>{t(`state.${state}`)}</Badge>;
}
