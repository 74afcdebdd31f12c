import { Box, Link as ChakraLink, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { OpenApiLink } from '@/components/developer-links';
import { WEBHOOK_EVENT_TYPES } from '@/domain/webhook-events';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import {
  AUTH_HEADER,
  CREATE_TRANSACTION,
  EVENT_BODY,
  RECEIVE_WEBHOOK,
  SIGNATURE_FORMAT,
} from './code-samples';

function Code({ code, label }: { code: string; label: string }) {
  return (
    <Box
      as="pre"
      aria-label={label}
      dir="ltr"
      textAlign="start"
      whiteSpace="pre"
      overflowX="auto"
      fontSize="xs"
      padding="3"
      bg="gray.900"
      color="gray.50"
      borderRadius="md"
      tabIndex={0}
    >
      {code}
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A merchant developer's first hour: authenticate, create a transaction, receive its webhooks. */
export function IntegrationGuide() {
  const { t } = useTranslation('developers');
  const lang = useLang();
  return (
    <Stack gap="8" maxWidth="4xl">
      <Text color="fg.muted">{t('intro')}</Text>
      <Section id="guide-auth" title={t('auth.title')}>
        <Text>{t('auth.body')}</Text>
        <Code code={AUTH_HEADER} label={t('auth.code')} />
        <Text>{t('auth.keep')}</Text>
        <Text>
          {t('auth.openapi')} <OpenApiLink>{t('auth.openapi_link')}</OpenApiLink>
        </Text>
      </Section>
      <Section id="guide-create" title={t('create.title')}>
        <Text>{t('create.body')}</Text>
        <Code code={CREATE_TRANSACTION} label={t('create.code')} />
        <Text>{t('create.after')}</Text>
      </Section>
      <Section id="guide-receive" title={t('receive.title')}>
        <Text>{t('receive.body')}</Text>
        <Code code={EVENT_BODY} label={t('receive.body_code')} />
        <Text>{t('receive.signature')}</Text>
        <Code code={SIGNATURE_FORMAT} label={t('receive.signature_code')} />
        <Text>{t('receive.overlap')}</Text>
        <Code code={RECEIVE_WEBHOOK} label={t('receive.code')} />
      </Section>
      <Section id="guide-events" title={t('events.title')}>
        <Text>{t('events.body')}</Text>
        <List.Root paddingInlineStart="5">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <List.Item key={type}>
              <bdi>
                <code>{type}</code>
              </bdi>{' '}
              — {t(`webhooks:event_types.${type}`)}
            </List.Item>
          ))}
        </List.Root>
        <Text>{t('events.retries')}</Text>
      </Section>
      <Section id="guide-two" title={t('two.title')}>
        <Text>{t('two.body')}</Text>
        <Text>
          <ChakraLink asChild color="orange.fg" textDecoration="underline">
            <Link to="/$lang/admin/webhooks" params={{ lang }}>
              {t('two.link')}
            </Link>
          </ChakraLink>
        </Text>
      </Section>
    </Stack>
  );
}
