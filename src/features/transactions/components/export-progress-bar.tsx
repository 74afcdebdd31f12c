import { Box, Stack, Text } from '@chakra-ui/react';
import { useLang } from '@/hooks/use-lang';
import type { DownloadProgress } from '@/lib/api-download';
import { useTranslation } from '@/lib/i18n-react';
import { exportProgress, formatBytes } from '../lib/export-progress';

/**
 * An accessible progress bar for a streamed export: determinate when rows or bytes can be
 * counted against a known end, otherwise it names what has arrived so far.
 */
export function ExportProgressBar({
  format,
  rows,
  progress,
}: {
  format: 'csv' | 'xlsx';
  rows: number | null;
  progress: DownloadProgress;
}) {
  const { t } = useTranslation('transaction-actions');
  const lang = useLang();
  const view = exportProgress(format, rows, progress);
  const size = formatBytes(progress.bytes, lang);
  const text =
    view.rowsDone !== null && rows !== null
      ? t('export.progress_rows', { done: view.rowsDone, count: rows })
      : rows !== null
        ? t('export.progress_bytes_rows', { size, count: rows })
        : t('export.progress_bytes', { size });

  return (
    <Stack gap="1">
      <Box
        role="progressbar"
        aria-label={t('export.progress')}
        aria-valuemin={view.percent === null ? undefined : 0}
        aria-valuemax={view.percent === null ? undefined : 100}
        aria-valuenow={view.percent ?? undefined}
        aria-valuetext={text}
        height="2"
        borderRadius="full"
        background="gray.100"
        overflow="hidden"
      >
        <Box
          height="full"
          background="orange.solid"
          width={view.percent === null ? '100%' : `${view.percent}%`}
          opacity={view.percent === null ? 0.4 : 1}
          transition="width 0.2s"
        />
      </Box>
      <Text fontSize="sm" color="fg.muted" aria-hidden="true">
        {text}
      </Text>
    </Stack>
  );
}
