import { Button, Code, HStack, List, Stack, Text } from '@chakra-ui/react';
import { allColumns, BULK_KINDS, type BulkKind, requiredColumns } from '@/domain/bulk-rows';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { downloadSample, type FileFormat } from '../api/bulk-uploads';

const FIELDS = ['required', 'all'] as const;
const FORMATS: FileFormat[] = ['csv', 'xlsx'];

/** The four sample files in both formats, and what each column takes. */
export function SampleFiles() {
  const { t } = useTranslation('bulk');
  const sample = (kind: BulkKind, fields: (typeof FIELDS)[number], format: FileFormat) =>
    void downloadSample(kind, fields, format).catch(notifyError);
  return (
    <Stack as="section" aria-labelledby="bulk-samples" gap="3">
      <Text id="bulk-samples" fontWeight="semibold">
        {t('samples.title')}
      </Text>
      <Text color="fg.muted">{t('samples.intro')}</Text>
      {BULK_KINDS.map((kind) =>
        FIELDS.map((fields) => (
          <HStack key={`${kind}-${fields}`} gap="3" wrap="wrap">
            <Text minWidth="56">{t(`samples.${kind}_${fields}`)}</Text>
            {FORMATS.map((format) => (
              <Button
                key={format}
                variant="outline"
                size="xs"
                aria-label={t('samples.download', {
                  name: t(`samples.${kind}_${fields}`),
                  format: format.toUpperCase(),
                })}
                onClick={() => sample(kind, fields, format)}
              >
                {format.toUpperCase()}
              </Button>
            ))}
          </HStack>
        )),
      )}
      <List.Root gap="1" paddingInlineStart="5" fontSize="sm">
        {allColumns('recurring').map((column) => (
          <List.Item key={column}>
            <Code dir="ltr">{column}</Code>
            {requiredColumns('recurring').includes(column) && !requiredColumns('one_time').includes(column)
              ? ` ${t('samples.recurring_only')}`
              : requiredColumns('one_time').includes(column)
                ? ` ${t('samples.required')}`
                : ''}
            {' — '}
            {t(`columns.${column}`)}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
