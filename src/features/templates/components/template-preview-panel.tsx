import { Box, chakra, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { MessageKind, MessageLang } from '@/domain/message-kinds';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTranslation } from '@/lib/i18n-react';
import { templatePreviewQuery } from '../api/message-templates';

const Frame = chakra('iframe');

interface Props {
  kind: MessageKind;
  lang: MessageLang;
  text: { subject: string; body: string };
  /** False while the text has problems: the server would refuse to fill it. */
  ready: boolean;
}

/**
 * The message as the customer would get it, with sample values. The email's HTML is drawn in a
 * frame with every sandbox restriction (no scripts, no same origin, no forms or navigation), so
 * even markup that escaped the escaping could do nothing here.
 */
export function TemplatePreviewPanel({ kind, lang, text, ready }: Props) {
  const { t } = useTranslation('templates');
  const headingId = useId();
  // Strings, not a fresh object each render: the wait restarts only when the text changes.
  const subject = useDebouncedValue(text.subject, 400);
  const body = useDebouncedValue(text.body, 400);
  const request = { kind, lang, subject, body };
  const preview = useQuery({ ...templatePreviewQuery(request), enabled: ready });
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h2" size="sm" id={headingId}>
        {t('preview.title')}
      </Heading>
      {!ready ? (
        <Text fontSize="sm" color="fg.muted">
          {t('preview.hint')}
        </Text>
      ) : preview.isError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('preview.failed')}
        </Text>
      ) : !preview.data ? (
        <Stack direction="row" align="center" gap="2" role="status">
          <Spinner size="sm" />
          <Text fontSize="sm">{t('preview.loading')}</Text>
        </Stack>
      ) : (
        <Stack gap="2" aria-busy={preview.isFetching}>
          {preview.data.html !== null && (
            <Text fontSize="sm" fontWeight="semibold" dir={lang === 'ar' ? 'rtl' : 'ltr'}>
              {t('preview.subject', { subject: preview.data.subject })}
            </Text>
          )}
          {preview.data.html !== null ? (
            <Frame
              title={t('preview.frame')}
              sandbox=""
              srcDoc={preview.data.html}
              width="full"
              height="72"
              borderWidth="1px"
              borderRadius="md"
              bg="white"
            />
          ) : (
            <Box
              as="output"
              display="block"
              whiteSpace="pre-wrap"
              padding="3"
              borderWidth="1px"
              borderRadius="md"
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
            >
              {preview.data.text}
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
