import { Button, Field, HStack, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { useId, useRef, useState } from 'react';
import type { AttachmentPurpose } from '@/domain/attachment-purposes';
import { ApiError } from '@/lib/api-client';
import { useUploadAttachment } from '@/lib/attachment-upload';
import { fieldErrors } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';

interface AttachmentValues {
  attachment_url: string;
  attachment_name: string;
}

interface AttachmentInputProps {
  label: string;
  /** The section whose form this is: the upload needs that section's permission. */
  purpose: AttachmentPurpose;
  required?: boolean;
  /** The file picker's filter (e.g. ATTACHMENT_ACCEPT); none lets the server judge. */
  accept?: string;
  /** Offer to take the chosen file off again. */
  removable?: boolean;
  helperText?: string;
}

/**
 * A Formik form's one attachment, uploaded as soon as it is chosen; the form keeps only its
 * URL (`attachment_url`) and file name (`attachment_name`).
 */
export function AttachmentInput({
  label,
  purpose,
  required = false,
  accept,
  removable = false,
  helperText,
}: AttachmentInputProps) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<AttachmentValues>();
  const [, meta] = useField<string>('attachment_url');
  const upload = useUploadAttachment(purpose);
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string>();
  const inputId = useId();
  const error = uploadError ?? (meta.touched ? meta.error : undefined);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(undefined);
    try {
      const result = await upload.mutateAsync(file);
      await setFieldValue('attachment_url', result.file_url);
      await setFieldValue('attachment_name', result.original_filename);
    } catch (err) {
      // SPEC 5: the server's error on the file field inline, else the generic text.
      const fileError = err instanceof ApiError ? fieldErrors(err.body, ['file']).file : undefined;
      setUploadError(fileError ?? t('attachment.upload_failed'));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    await setFieldValue('attachment_url', '');
    await setFieldValue('attachment_name', '');
  };

  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label htmlFor={inputId}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <VisuallyHidden>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={accept}
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
          {values.attachment_name ? t('attachment.replace_file') : t('attachment.choose_file')}
        </Button>
        <Text id={`${inputId}-status`} textStyle="sm" color="fg.muted" aria-live="polite">
          {upload.isPending ? (
            <>
              <Spinner size="xs" marginInlineEnd="2" />
              {t('attachment.uploading')}
            </>
          ) : (
            values.attachment_name || t('attachment.no_file')
          )}
        </Text>
        {removable && values.attachment_name && !upload.isPending && (
          <Button variant="ghost" size="sm" onClick={() => void remove()}>
            {t('attachment.remove_file')}
          </Button>
        )}
      </HStack>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}
