import { useQuery } from '@tanstack/react-query';
import type { Crumb } from '@/components/page-header';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { uploadQuery } from '../api/bulk-uploads';
import { parseRowsSearch } from '../lib/bulk-search';

/**
 * The trail to an upload's logs: Uploads › its file name › …. The name is the upload's first
 * page as its own page reads it (usually already loaded), "Upload" until it arrives; it is not
 * polled here, since the trail does not follow a dispatch.
 */
export function useUploadCrumbs(bulkId: string): Crumb[] {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const fileName = useQuery({
    ...uploadQuery(bulkId, parseRowsSearch({})),
    refetchInterval: false,
    select: (upload) => upload.file_name,
  }).data;
  return [
    { label: t('title'), href: `/${lang}/bulk/uploads` },
    { label: fileName ?? t('detail_title'), href: `/${lang}/bulk/uploads/${bulkId}`, long: true },
  ];
}
