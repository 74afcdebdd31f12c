import { Alert, Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import type {
  ProductUploadError,
  ProductUploadRow,
  TemplateType,
  UploadFailure,
} from '@/domain/contracts/kitchen';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { downloadApiFile, templatePath, useProductUpload } from '../api/product-upload';
import { UploadErrorsDialog } from './upload-errors-dialog';
import { UploadRows } from './upload-rows';

const ACCEPTED = /\.(csv|xlsx)$/i;

type Failure = { message: string; errors: ProductUploadError[]; errorsFile: string | null };

/**
 * SPEC 5 bulk product upload: file required, every row checked by the server, all or nothing;
 * rows with a known sku update that dish, and each row's outcome is listed.
 */
export function BulkCreate() {
  const { t } = useTranslation('kitchen');
  const upload = useProductUpload();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ message: string } | null>(null);
  const [rows, setRows] = useState<{ list: ProductUploadRow[]; caption: string } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    setRows(null);
    if (!file) return setFieldError(t('bulk.required'));
    if (!ACCEPTED.test(file.name)) return setFieldError(t('bulk.wrong_type'));
    setFieldError(null);
    upload.mutate(file, {
      onSuccess: (answer) => {
        const { created: made, updated = 0 } = answer;
        setCreated({
          message: updated
            ? t('bulk.saved', { created: made, count: updated })
            : t('bulk.success', { count: made }),
        });
        setRows({ list: answer.rows ?? [], caption: t('bulk.rows_done') });
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (error) => {
        // 400: the file or its rows; 413: over the size limit. Both belong to the file field.
        if (!(error instanceof ApiError) || ![400, 413].includes(error.status)) return notifyError(error);
        const body = error.body as UploadFailure;
        const errors = Array.isArray(body.errors) ? body.errors : [];
        // A file-level problem (wrong type, empty) has no rows: it belongs under the field.
        if (errors.length === 0 && !body.errors_file)
          return setFieldError(errorMessage(error.body, t('bulk.failed')));
        setRows({ list: body.rows ?? [], caption: t('bulk.rows_refused') });
        setFailure({
          message: body.message ?? t('bulk.errors_title'),
          errors,
          errorsFile: body.errors_file ?? null,
        });
      },
    });
  };

  const template = (type: TemplateType) =>
    downloadApiFile(templatePath(type), `products-${type}.csv`).catch(notifyError);

  return (
    <Stack gap="5" maxWidth="2xl">
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Text>{t('bulk.intro')}</Text>
              <Field.Root invalid={fieldError !== null} required>
                <Field.Label>{t('bulk.file')}</Field.Label>
                <Input
                  ref={input}
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  paddingBlock="1.5"
                  onChange={(event) => {
                    setFile(event.currentTarget.files?.[0] ?? null);
                    setFieldError(null);
                  }}
                />
                {fieldError ? (
                  <Field.ErrorText>{fieldError}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{t('bulk.file_help')}</Field.HelperText>
                )}
              </Field.Root>
              <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={upload.isPending}>
                {t('bulk.upload')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {created && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{created.message}</Alert.Title>
        </Alert.Root>
      )}
      {rows && <UploadRows rows={rows.list} caption={rows.caption} />}
      <Stack as="section" aria-label={t('bulk.templates')} gap="2">
        <Text fontWeight="semibold">{t('bulk.templates')}</Text>
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" size="sm" onClick={() => void template('required_fields')}>
            {t('bulk.template_required')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void template('all_fields')}>
            {t('bulk.template_all')}
          </Button>
        </HStack>
      </Stack>
      <UploadErrorsDialog failure={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
