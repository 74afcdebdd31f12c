import {
  Button,
  Card,
  DataList,
  Field,
  Group,
  Heading,
  HStack,
  IconButton,
  Input,
  Stack,
} from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { successMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useSendPaymentLink } from '../api/payment-request';
import type { CreatedRequest } from './payment-request-form';

function CopyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

/** Clipboard API where allowed; otherwise the selected text and the older copy command. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    input?.select();
    if (!document.execCommand('copy')) throw new Error('copy refused');
  }
}

/** What staff see once the request exists: its link to copy or send, and a way to start over. */
export function PaymentRequestResult({ created, onReset }: { created: CreatedRequest; onReset: () => void }) {
  const { t } = useTranslation('payment-request');
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const send = useSendPaymentLink(created.id);

  // The form that had focus is gone: move focus to the outcome so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await copyText(created.payment_url, urlInput.current);
      notifySuccess(t('copied'));
    } catch (error) {
      notifyError(error);
    }
  };

  const sendBy = async (channel: 'email' | 'sms') => {
    try {
      const response = await send.mutateAsync({ channel });
      notifySuccess(
        successMessage(response, 200, { applied: t('common:applied'), created: t('common:created') }),
      );
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Card.Root maxWidth="3xl">
      <Card.Header>
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1}>
          {t('result.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t('result.id')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <bdi>{created.id}</bdi>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.amount')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {formatApiMoney(created.amount, created.currency_code, lang)}
              </DataList.ItemValue>
            </DataList.Item>
            {created.expiration_time && (
              <DataList.Item>
                <DataList.ItemLabel>{t('fields.expiration_time')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(created.expiration_time, lang)}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          <Field.Root>
            <Field.Label>{t('result.payment_url')}</Field.Label>
            <Group attached width="full">
              <Input
                ref={urlInput}
                value={created.payment_url}
                readOnly
                dir="ltr"
                onFocus={(e) => e.target.select()}
              />
              <IconButton aria-label={t('actions.copy')} variant="outline" onClick={() => void copy()}>
                <CopyIcon />
              </IconButton>
            </Group>
          </Field.Root>
          <HStack gap="3" wrap="wrap">
            <Button
              colorPalette="orange"
              onClick={() => void sendBy('email')}
              disabled={!created.has_email || send.isPending}
              loading={send.isPending && send.variables?.channel === 'email'}
            >
              {t('actions.send_email')}
            </Button>
            <Button
              colorPalette="orange"
              variant="outline"
              onClick={() => void sendBy('sms')}
              disabled={!created.has_phone || send.isPending}
              loading={send.isPending && send.variables?.channel === 'sms'}
            >
              {t('actions.send_sms')}
            </Button>
            <Button variant="ghost" onClick={onReset}>
              {t('actions.create_another')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
