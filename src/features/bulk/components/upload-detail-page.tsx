import { Card, DataList, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailStates } from '@/components/detail-states';
import { PagedResults } from '@/components/paged-results';
import { SearchBox } from '@/components/search-box';
import type { BulkRow } from '@/domain/contracts/bulk';
import { formatDateTime } from '@/domain/date-formats';
import { formatNumber } from '@/domain/number-formats';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { uploadQuery, useDeleteRow, useReimportFile } from '../api/bulk-uploads';
import { type RowsSearch, withRowFilters } from '../lib/bulk-search';
import { DispatchLogTable } from './dispatch-log-table';
import { DispatchPanel } from './dispatch-panel';
import { DuplicateWarning } from './duplicate-warning';
import { ErrorTable } from './error-table';
import { FileUploadForm } from './file-upload-form';
import { RecurrencePanel } from './recurrence-panel';
import { ReminderPanel } from './reminder-panel';
import { RowEditDialog } from './row-edit-dialog';
import { RowsTable } from './rows-table';
import { UploadStateBadge } from './upload-state-badge';
import { UploadSummary } from './upload-summary';
import { ValidationPanel } from './validation-panel';

/** An upload under review: its counts, its error table, its rows, and their correction before dispatch. */
export function UploadDetailPage({ id, search }: { id: string; search: RowsSearch }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const detail = useQuery(uploadQuery(id, search));
  // The same query, seen as its page of rows: the list's states and paging follow it.
  const rows = useQuery({ ...uploadQuery(id, search), select: (answer) => answer.rows_page });
  const paging = usePaging(search, rows);
  const canCorrect = useHasPermission(PERMISSIONS.addBulkUploads);
  const canStop = useHasPermission(PERMISSIONS.dispatchBulkUploads);
  const reimport = useReimportFile(id);
  const remove = useDeleteRow(id);
  const [editing, setEditing] = useState<BulkRow | null>(null);
  const [deleting, setDeleting] = useState<BulkRow | null>(null);

  if (!detail.data) return <DetailStates query={detail} notFoundMessage={t('not_found')} />;
  const upload = detail.data;
  const correctable = canCorrect && upload.state === 'ready';

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="horizontal" size="sm">
            {[
              ['file_name', <bdi key="f">{upload.file_name}</bdi>],
              ['kind', t(`kind.${upload.kind}`)],
              ['state', <UploadStateBadge key="s" state={upload.state} />],
              ['rows', formatNumber(upload.rows, lang)],
              ['valid', formatNumber(upload.valid, lang)],
              ['invalid', formatNumber(upload.invalid, lang)],
              ['uploader', <bdi key="u">{upload.uploader}</bdi>],
              ['created', formatDateTime(upload.created_at, lang)],
            ].map(([key, value]) => (
              <DataList.Item key={key as string}>
                <DataList.ItemLabel>{t(`uploads.${key as string}`)}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      {upload.state === 'ready' && <DuplicateWarning uploadId={id} />}

      <ValidationPanel upload={upload} />
      <DispatchPanel upload={upload} />
      <RecurrencePanel upload={upload} />

      {/* Its rows are written as they are checked but are not the upload's until the check ends. */}
      {upload.state !== 'validating' && <UploadSummary uploadId={id} state={upload.state} />}

      {upload.invalid > 0 && <ErrorTable uploadId={id} invalid={upload.invalid} />}

      {correctable && (
        <Card.Root maxWidth="2xl">
          <Card.Body>
            <FileUploadForm
              label={t('reimport.file')}
              submitLabel={t('reimport.submit')}
              help={t('reimport.help')}
              send={async (file, onProgress) => {
                await reimport.mutateAsync({ file, onProgress });
                notifySuccess(t('validation.received'));
              }}
            >
              <Text color="fg.muted">{t('reimport.intro')}</Text>
            </FileUploadForm>
          </Card.Body>
        </Card.Root>
      )}

      <Stack as="section" aria-labelledby="bulk-rows" gap="3">
        <Text id="bulk-rows" fontWeight="semibold">
          {t('rows.title')}
        </Text>
        <HStack gap="3" wrap="wrap" align="end">
          <SearchBox
            value={search.q ?? ''}
            onSearch={(q) => paging.go(withRowFilters(search, { q, valid: search.valid }))}
            label={t('rows.search_label')}
            placeholder={t('rows.search')}
          />
          <NativeSelect.Root maxWidth="xs" size="sm">
            <NativeSelect.Field
              aria-label={t('rows.show')}
              value={search.valid === undefined ? 'all' : String(search.valid)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                paging.go(
                  withRowFilters(search, {
                    q: search.q,
                    valid: value === 'all' ? undefined : value === 'true',
                  }),
                );
              }}
            >
              <option value="all">{t('rows.show_all')}</option>
              <option value="true">{t('rows.show_valid')}</option>
              <option value="false">{t('rows.show_invalid')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <PagedResults
          list={rows}
          paging={paging}
          emptyMessage={
            upload.state === 'validating'
              ? t('upload.checking')
              : search.q || search.valid !== undefined
                ? t('rows.empty_filtered')
                : t('rows.empty')
          }
        >
          {(page) => (
            <RowsTable
              rows={page}
              lang={lang}
              onEdit={correctable ? setEditing : null}
              onDelete={correctable ? setDeleting : null}
              stopIn={upload.recurrence && !upload.recurrence.stopped_at && canStop ? id : null}
            />
          )}
        </PagedResults>
      </Stack>

      <DispatchLogTable uploadId={id} state={upload.state} />
      <ReminderPanel uploadId={id} />

      <RowEditDialog uploadId={id} columns={upload.columns} row={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('rows.delete_title', { row: deleting?.row ?? 0 })}
        message={t('rows.delete_message', { name: deleting?.customer_name ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id).catch(notifyError);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
