import { Button, Field, Input, Progress, Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';

const ACCEPTED = /\.(csv|xlsx)$/i;
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface FileUploadFormProps {
  label: string;
  submitLabel: string;
  /** Under the field while nothing is wrong. */
  help: string;
  /** Sends the file, reporting progress 0–100; resolves once the server has checked every row. */
  send: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  /** More fields above the file (the kind of requests). */
  children?: ReactNode;
}

/**
 * A .csv or .xlsx file sent with a progress bar; what the server refuses about the file itself
 * (its type, size, columns) shows under the field in the user's language.
 */
export function FileUploadForm({ label, submitLabel, help, send, children }: FileUploadFormProps) {
  const { t } = useTranslation('bulk');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFieldError(t('upload.required'));
    if (!ACCEPTED.test(file.name)) return setFieldError(t('upload.wrong_type'));
    setFieldError(null);
    setPercent(0);
    try {
      await send(file, setPercent);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      // 400 (type, columns, rows) and 413 (size) are about the file: they belong under it.
      if (error instanceof ApiError && [400, 413, 422].includes(error.status))
        setFieldError(errorMessage(error.body, t('upload.failed')));
      else notifyError(error);
    } finally {
      setPercent(null);
    }
  };

  const sending = percent !== null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        {children}
        <Field.Root invalid={fieldError !== null} required>
          <Field.Label>{label}</Field.Label>
          <Input
            ref={input}
            type="file"
            accept={ACCEPT}
            paddingBlock="1.5"
            disabled={sending}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setFieldError(null);
            }}
          />
          {fieldError ? (
            <Field.ErrorText>{fieldError}</Field.ErrorText>
          ) : (
            <Field.HelperText>{help}</Field.HelperText>
          )}
        </Field.Root>
        {sending && (
          <Progress.Root value={percent < 100 ? percent : null} colorPalette="orange" size="sm">
            <Progress.Label>
              {percent < 100 ? t('upload.sending', { percent }) : t('upload.checking')}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={sending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
