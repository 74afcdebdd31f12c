import { Button, Flex, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { useUploadAttachment } from '../api/events';
import { EventField } from './event-field';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

interface AttachmentInputProps {
  /** The event the file is for: customers upload anonymously, scoped to it. */
  slug: string;
  label: string;
  name: string;
  required: boolean;
  /** A rule broken (required) or the server's error on the booking. */
  error?: string;
  onChange: (file: { url: string; name: string } | null) => void;
}

/** One file, uploaded as soon as it is chosen; the booking keeps only its URL. */
export function AttachmentInput({ slug, label, name, required, error, onChange }: AttachmentInputProps) {
  const { t } = useTranslation('events');
  const upload = useUploadAttachment(slug);
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string>();
  const id = useId();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(undefined);
    try {
      const result = await upload.mutateAsync(file);
      onChange({ url: result.file_url, name: result.original_filename });
    } catch (err) {
      // SPEC 5: the server's error on the file field inline, else the generic text.
      const fileError = err instanceof ApiError ? fieldErrors(err.body, ['file']).file : undefined;
      setUploadError(fileError ?? t('register.upload_failed'));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <EventField label={label} error={uploadError ?? error} required={required} controlId={id}>
      <VisuallyHidden>
        <input
          id={id}
          ref={input}
          name={name}
          type="file"
          accept={ACCEPT}
          tabIndex={-1}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </VisuallyHidden>
      <Flex gap="3" wrap="wrap" align="center">
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-describedby={`${id}-status`}
        >
          {t('register.choose_file')}
        </Button>
        <Text id={`${id}-status`} textStyle="sm" color="fg.muted" aria-live="polite">
          {upload.isPending ? (
            <>
              <Spinner size="xs" marginInlineEnd="2" />
              {t('register.uploading')}
            </>
          ) : upload.data ? (
            t('register.uploaded', { name: upload.data.original_filename })
          ) : null}
        </Text>
        {upload.data && !upload.isPending && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              upload.reset();
              onChange(null);
            }}
          >
            {t('register.remove_file')}
          </Button>
        )}
      </Flex>
    </EventField>
  );
}
