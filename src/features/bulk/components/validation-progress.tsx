import { Progress } from '@chakra-ui/react';
import type { BulkValidationProgress } from '@/domain/contracts/bulk';
import { formatNumber } from '@/domain/number-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';

/**
 * How far the server's check of a received file got: "checked N of M rows". The upload's
 * query reads it again while the upload is validating, so the bar moves on its own.
 */
export function ValidationProgress({
  progress,
  lang,
  size = 'sm',
}: {
  progress: BulkValidationProgress;
  lang: Lang;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('bulk');
  const { checked, total } = progress;
  const shown = Math.min(checked, total);
  const percent = total ? Math.floor((shown * 100) / total) : 0;
  return (
    <Progress.Root value={percent} colorPalette="gray" size={size} minWidth="32">
      <Progress.Label marginBlockEnd="1" fontWeight="normal" fontSize={size === 'xs' ? 'xs' : 'sm'}>
        {t('validation.progress', {
          checked: formatNumber(shown, lang),
          total: formatNumber(total, lang),
          percent: formatNumber(percent, lang),
        })}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
