import { Button, Field, HStack, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/error-message';
import { useUploadAttachment } from '../api/payment-request';
import type { PaymentRequestValues } from '../schemas/payment-request-schema';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

/** One attachment, uploaded as soon as it is chosen; the form keeps only its URL and name. */
export function AttachmentField() {
  const { t } = useTranslation('payment-request');
  const { values, setFieldValue } = useFormikContext<PaymentRequestValues>();
  const upload = useUploadAttachment();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const inputId = useId();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    try {
      const result = await upload.mutateAsync(file);
      await setFieldValue('attachment_url', result.file_url);
      await setFieldValue('attachment_name', result.original_filename);
    } catch (err) {
      // SPEC 5: the server's error on the file field inline, else the generic text.
      const fileError = err instanceof ApiError ? fieldErrors(err.body, ['file']).file : undefined;
      setError(fileError ?? t('errors.upload_failed'));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    await setFieldValue('attachment_url', '');
    await setFieldValue('attachment_name', '');
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={inputId}>{t('fields.attachment')}</Field.Label>
      <VisuallyHidden>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={ACCEPT}
          tabIndex={-1}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </VisuallyHidden>
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-describedby={`${inputId}-status`}
        >
          {values.attachment_name ? t('actions.replace_file') : t('actions.choose_file')}
        </Button>
        <Text id={`${inputId}-status`} textStyle="sm" color="fg.muted" aria-live="polite">
          {upload.isPending ? (
            <>
              <Spinner size="xs" marginInlineEnd="2" />
              {t('uploading')}
            </>
          ) : (
            values.attachment_name || t('no_file')
          )}
        </Text>
        {values.attachment_name && !upload.isPending && (
          <Button variant="ghost" size="sm" onClick={() => void remove()}>
            {t('actions.remove_file')}
          </Button>
        )}
      </HStack>
      <Field.HelperText>{t('attachment_help')}</Field.HelperText>
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}
