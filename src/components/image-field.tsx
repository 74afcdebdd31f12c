import {
  Box,
  Button,
  chakra,
  Field,
  HStack,
  Image,
  Stack,
  Text,
  visuallyHiddenStyle,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { type ImageKind, MAX_IMAGE_BYTES, mediaSrcSet } from '@/domain/images';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { IMAGE_ACCEPT, uploadImage } from '@/lib/image-upload';

export interface ImageFieldProps {
  label: string;
  kind: ImageKind;
  /** The stored image (`/media/…webp`), or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  hint?: string;
  /** The form's error for this field (e.g. the server's, after a save). */
  error?: string;
}

// The preview's box: logos and favicons are drawn small, a header image wide.
const PREVIEW_WIDTH: Record<ImageKind, string> = {
  logo: '96px',
  favicon: '64px',
  header: '240px',
  product: '120px',
  event: '240px',
  menu: '120px',
};

/**
 * One merchant image: its preview, a real file input (labelled, reached by keyboard, shown as a
 * button), the upload's progress, and removal. The image is uploaded as soon as it is chosen;
 * the form keeps only the URL the pipeline answers.
 */
export function ImageField({ label, kind, value, onChange, hint, error }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string>();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const shownError = uploadError ?? error;
  const uploading = percent !== null;

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // The same file chosen again after an error must fire a change again.
    input.value = '';
    if (!file) return;
    setUploadError(undefined);
    if (file.size > MAX_IMAGE_BYTES) {
      setUploadError(t('image_field.too_large', { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 }));
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setPercent(0);
    try {
      onChange((await uploadImage(file, kind, setPercent, controller.signal)).url);
    } catch (err) {
      if (controller.signal.aborted) return;
      const fallback = t('image_field.failed');
      setUploadError(
        err instanceof ApiError && err.status !== 0 ? errorMessage(err.body, fallback) : fallback,
      );
    } finally {
      if (!controller.signal.aborted) setPercent(null);
    }
  };

  const describedBy = shownError ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <Field.Root invalid={Boolean(shownError)}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        align={{ base: 'stretch', sm: 'center' }}
        alignSelf="stretch"
      >
        <Box
          width={PREVIEW_WIDTH[kind]}
          maxWidth="full"
          aspectRatio={kind === 'header' ? '16 / 5' : '1'}
          borderWidth="1px"
          borderRadius="md"
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
          flexShrink={0}
        >
          {value ? (
            <Image
              src={value}
              srcSet={mediaSrcSet(value, kind) ?? undefined}
              sizes={PREVIEW_WIDTH[kind]}
              alt={t('image_field.preview', { label })}
              maxWidth="full"
              maxHeight="full"
              objectFit="contain"
            />
          ) : (
            <Text textStyle="xs" color="fg.muted" textAlign="center" paddingInline="1">
              {t('image_field.none')}
            </Text>
          )}
        </Box>
        <Stack gap="2" flex="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <chakra.input
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={uploading}
              aria-describedby={describedBy}
              aria-invalid={shownError ? true : undefined}
              className="peer"
              css={visuallyHiddenStyle}
              onChange={(event) => void choose(event.currentTarget)}
            />
            {/* The input's own label, drawn as a button: clicking it opens the picker. */}
            <Button
              asChild
              variant="outline"
              size="sm"
              aria-disabled={uploading || undefined}
              opacity={uploading ? 0.5 : undefined}
              cursor={uploading ? 'not-allowed' : 'pointer'}
              _peerFocusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '2px',
              }}
            >
              <label htmlFor={id}>{value ? t('image_field.replace') : t('image_field.choose')}</label>
            </Button>
            {value && !uploading && (
              <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
                {t('image_field.remove')}
              </Button>
            )}
          </HStack>
          {uploading && (
            <HStack gap="2">
              <Box
                role="progressbar"
                aria-label={t('image_field.progress', { label })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                flex="1"
                maxWidth="xs"
                height="2"
                borderRadius="full"
                bg="bg.emphasized"
                overflow="hidden"
              >
                <Box height="full" width={`${percent}%`} bg="colorPalette.solid" transition="width 0.2s" />
              </Box>
              <Text textStyle="sm" color="fg.muted" minWidth="10">
                {t('image_field.percent', { percent })}
              </Text>
            </HStack>
          )}
          <Text srOnly aria-live="polite">
            {uploading ? t('image_field.uploading') : ''}
          </Text>
        </Stack>
      </Stack>
      <Text id={`${id}-hint`} textStyle="sm" color="fg.muted">
        {hint ? `${hint} ` : ''}
        {t('image_field.formats')}
      </Text>
      {shownError && (
        <Text id={`${id}-error`} textStyle="sm" color="fg.error" aria-live="polite">
          {shownError}
        </Text>
      )}
    </Field.Root>
  );
}
