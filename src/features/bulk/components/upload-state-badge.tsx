import { Badge } from '@chakra-ui/react';
import type { BulkState } from '@/domain/bulk-rows';
import { useTranslation } from '@/lib/i18n-react';

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
