import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { BookingListQuery } from '@/domain/contracts/bookings';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { saveFile } from '@/lib/save-file';
import { notifyError } from '@/lib/toaster';
import { type BookingExportFormat, downloadBookings } from '../api/export';

/** SPEC 9: bookings export as CSV (default) or Excel, in the page's language, under the list's filters. */
export function BookingExportMenu({ query }: { query: BookingListQuery }) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const [running, setRunning] = useState(false);

  const download = async (format: BookingExportFormat) => {
    setRunning(true);
    try {
      const file = await downloadBookings(query, format, lang);
      saveFile(file.blob, file.filename ?? `bookings.${format === 'csv' ? 'csv' : 'xlsx'}`);
    } catch (error) {
      notifyError(error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Menu.Root
      onSelect={({ value }) => void download(value as BookingExportFormat)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          bg="white"
          loading={running}
          loadingText={t('export.downloading')}
        >
          {t('export.button')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="40">
            <Menu.Item value="csv">{t('export.csv')}</Menu.Item>
            <Menu.Item value="xls">{t('export.xlsx')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
