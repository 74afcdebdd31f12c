import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { type ReactNode, useRef, useState } from 'react';
import type { Lang } from '@/domain/contracts/common';
import type { TransactionExportQuery } from '@/domain/contracts/transaction-export';
import type { TransactionListQuery, TransactionScope } from '@/domain/contracts/transactions';
import { useLang } from '@/hooks/use-lang';
import type { DownloadProgress } from '@/lib/api-download';
import { useTranslation } from '@/lib/i18n-react';
import { saveFile } from '@/lib/save-file';
import { notifyError } from '@/lib/toaster';
import { downloadExport } from '../api/export';
import { fallbackFilename } from '../lib/export-progress';
import { ExportProgressBar } from './export-progress-bar';

type Format = TransactionExportQuery['file_format'];
type Rows = TransactionExportQuery['export_type'];

function Select({
  label,
  value,
  onChange,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * Export (SPEC 2.3, 7.5): CSV or Excel, every row of the current filters or only the
 * selected ones, in English or Arabic; the file streams in with a progress bar, then saves.
 */
export function ExportMenu({
  scope,
  query,
  selectedIds,
}: {
  scope: TransactionScope;
  query: TransactionListQuery;
  selectedIds: string[];
}) {
  const { t } = useTranslation('transaction-actions');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<Format>('csv');
  const [rowsChoice, setRowsChoice] = useState<Rows>('default');
  const [language, setLanguage] = useState<Lang>(lang);
  const [running, setRunning] = useState<{ rows: number | null; progress: DownloadProgress } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const exportType: Rows = selectedIds.length === 0 ? 'default' : rowsChoice;

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setRunning(null);
    setOpen(false);
  };

  const download = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning({ rows: null, progress: { bytes: 0, totalBytes: null, lines: 0 } });
    try {
      const file = await downloadExport(
        scope,
        {
          ...query,
          file_format: format,
          export_type: exportType,
          language,
          ids: exportType === 'selected' ? selectedIds : undefined,
        },
        {
          signal: controller.signal,
          onStart: (rows) => setRunning((current) => current && { ...current, rows }),
          onProgress: (progress) => setRunning((current) => current && { ...current, progress }),
        },
      );
      saveFile(file.blob, file.filename ?? fallbackFilename(scope, format));
      close();
    } catch (error) {
      if ((error as Error).name !== 'AbortError') notifyError(error);
      setRunning(null);
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? setOpen(true) : close())}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('export.button')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('export.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Select
                  label={t('export.format')}
                  value={format}
                  onChange={(value) => setFormat(value as Format)}
                  disabled={running !== null}
                >
                  <option value="csv">{t('export.csv')}</option>
                  <option value="xlsx">{t('export.xlsx')}</option>
                </Select>
                <Select
                  label={t('export.rows')}
                  value={exportType}
                  onChange={(value) => setRowsChoice(value as Rows)}
                  disabled={running !== null}
                >
                  <option value="default">{t('export.all')}</option>
                  <option value="selected" disabled={selectedIds.length === 0}>
                    {selectedIds.length === 0
                      ? t('export.selected_disabled')
                      : t('export.selected', { total: selectedIds.length })}
                  </option>
                </Select>
                <Select
                  label={t('export.language')}
                  value={language}
                  onChange={(value) => setLanguage(value as Lang)}
                  disabled={running !== null}
                >
                  <option value="en">{t('export.english')}</option>
                  <option value="ar">{t('export.arabic')}</option>
                </Select>
                {running && (
                  <ExportProgressBar format={format} rows={running.rows} progress={running.progress} />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t('cancel')}
              </Button>
              <Button
                colorPalette="orange"
                loading={running !== null}
                loadingText={t('export.downloading')}
                onClick={() => void download()}
              >
                {t('export.download')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
