import { Card, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PagedResults } from '@/components/paged-results';
import { BULK_KINDS, type BulkKind } from '@/domain/bulk-rows';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { uploadsQuery, useUploadFile } from '../api/bulk-uploads';
import type { UploadsSearch } from '../lib/bulk-search';
import { FileUploadForm } from './file-upload-form';
import { SampleFiles } from './sample-files';
import { UploadsTable } from './uploads-table';

/** SPEC 2.3 Bulk: sample files, the import, and the merchant's uploads. */
export function UploadsPage({ search }: { search: UploadsSearch }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const navigate = useNavigate();
  const canUpload = useHasPermission(PERMISSIONS.addBulkUploads);
  const list = useQuery(uploadsQuery(search));
  const paging = usePaging(search, list);
  const upload = useUploadFile();
  const [kind, setKind] = useState<BulkKind>('one_time');

  return (
    <Stack gap="6">
      <Text color="fg.muted">{t('intro')}</Text>
      {canUpload && (
        <Card.Root maxWidth="2xl">
          <Card.Body>
            <FileUploadForm
              label={t('upload.file')}
              submitLabel={t('upload.submit')}
              help={t('upload.help')}
              send={async (file, onProgress) => {
                const created = await upload.mutateAsync({ file, kind, onProgress });
                await navigate({ to: '/$lang/bulk/uploads/$bulkId', params: { lang, bulkId: created.id } });
              }}
            >
              <Field.Root>
                <Field.Label>{t('upload.kind')}</Field.Label>
                <NativeSelect.Root maxWidth="xs">
                  <NativeSelect.Field
                    value={kind}
                    onChange={(event) => setKind(event.currentTarget.value as BulkKind)}
                  >
                    {BULK_KINDS.map((value) => (
                      <option key={value} value={value}>
                        {t(`kind.${value}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </FileUploadForm>
          </Card.Body>
        </Card.Root>
      )}
      <Stack as="section" aria-labelledby="bulk-uploads" gap="3">
        <Text id="bulk-uploads" fontWeight="semibold">
          {t('uploads.title')}
        </Text>
        <PagedResults list={list} paging={paging} emptyMessage={t('uploads.empty')}>
          {(rows) => <UploadsTable rows={rows} lang={lang} />}
        </PagedResults>
      </Stack>
      <SampleFiles />
    </Stack>
  );
}
