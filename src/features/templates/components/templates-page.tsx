import { Card, Field, NativeSelect, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGE_KINDS, MESSAGE_LANGS, type MessageKind, type MessageLang } from '@/domain/message-kinds';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { messageTemplatesQuery, useUpdateMessageSettings } from '../api/message-templates';
import { TemplateEditor } from './template-editor';

const isKind = (value: string): value is MessageKind => (MESSAGE_KINDS as readonly string[]).includes(value);

/** The owner's messages: whether receipts are emailed, and each kind's text per language. */
export function TemplatesPage({ initialLang }: { initialLang: MessageLang }) {
  const { t } = useTranslation('templates');
  const { data } = useSuspenseQuery(messageTemplatesQuery());
  const [kind, setKind] = useState<MessageKind>('payment_link');
  const [lang, setLang] = useState<MessageLang>(initialLang);
  const settings = useUpdateMessageSettings();
  const template = data.templates.find((item) => item.kind === kind && item.lang === lang);

  return (
    <Stack gap="5" maxWidth="4xl">
      <Text color="fg.muted">{t('intro')}</Text>
      <Card.Root>
        <Card.Body>
          <Switch.Root
            colorPalette="orange"
            checked={data.email_receipts}
            disabled={settings.isPending}
            onCheckedChange={(details) =>
              settings.mutate(
                { email_receipts: details.checked },
                {
                  onSuccess: (saved) =>
                    notifySuccess(t(saved.email_receipts ? 'receipts.on' : 'receipts.off')),
                  onError: notifyError,
                },
              )
            }
          >
            <Switch.HiddenInput aria-describedby="receipts-hint" />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('receipts.label')}</Switch.Label>
          </Switch.Root>
          <Text id="receipts-hint" fontSize="sm" color="fg.muted" marginBlockStart="2">
            {t('receipts.hint')}
          </Text>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
              <Field.Root flex="1">
                <Field.Label>{t('kinds_label')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="kind"
                    value={kind}
                    onChange={(event) => {
                      if (isKind(event.target.value)) setKind(event.target.value);
                    }}
                  >
                    {MESSAGE_KINDS.map((value) => (
                      <option key={value} value={value}>
                        {t(`kinds.${value}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText>{t(`kind_hints.${kind}`)}</Field.HelperText>
              </Field.Root>
              <RadioGroup.Root
                colorPalette="orange"
                value={lang}
                onValueChange={(details) => {
                  if (details.value === 'en' || details.value === 'ar') setLang(details.value);
                }}
              >
                <RadioGroup.Label marginBlockEnd="2">{t('languages_label')}</RadioGroup.Label>
                <Stack direction="row" gap="4">
                  {MESSAGE_LANGS.map((value) => (
                    <RadioGroup.Item key={value} value={value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`languages.${value}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            </Stack>
            {/* A new kind or language, or a reset, starts the form again from what is saved. */}
            {template && (
              <TemplateEditor
                key={`${kind}-${lang}-${template.updated_at ?? 'default'}`}
                template={template}
              />
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
