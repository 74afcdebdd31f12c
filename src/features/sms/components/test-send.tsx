import { Badge, Box, Button, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/text-field';
import type { SmsTestResult } from '@/domain/contracts/sms-provider';
import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { useTestSms } from '../api/sms-provider';

const PALETTE: Record<SmsTestResult['outcome'], string> = {
  sent: 'green',
  kept: 'blue',
  failed: 'red',
  refused: 'red',
};

function TestAnswer({ result }: { result: SmsTestResult }) {
  const { t } = useTranslation('sms');
  const rows = [
    [t('test.status'), result.status],
    [t('test.provider_id'), result.provider_id],
    [t('test.error'), result.error],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <Stack gap="3">
      <Badge colorPalette={PALETTE[result.outcome]} alignSelf="flex-start" data-outcome={result.outcome}>
        {t(`test.outcomes.${result.outcome}`)}
      </Badge>
      {rows.length > 0 && (
        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>
                <bdi>{value}</bdi>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
      {result.response && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            {t('test.response')}
          </Text>
          {/* The provider's answer as text, never markup. */}
          <Box
            as="pre"
            dir="ltr"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            fontSize="sm"
            padding="3"
            bg="gray.50"
            borderWidth="1px"
            borderRadius="md"
          >
            {result.response}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

/** "Send test SMS": through the saved settings, so the owner sees what customers' messages will meet. */
export function TestSend() {
  const { t } = useTranslation('sms');
  const test = useTestSms();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!to.trim()) {
      setError(t('errors:required'));
      return;
    }
    test.mutate(
      { to },
      {
        onError: (failure) => {
          const field =
            failure instanceof ApiError ? fieldErrors(failure.body, ['to'] as const).to : undefined;
          if (field) setError(field);
          else notifyError(failure);
        },
      },
    );
  };

  return (
    <Card.Root as="section" aria-labelledby="sms-test-heading">
      <Card.Body>
        <Stack gap="4" asChild>
          <form onSubmit={submit} noValidate>
            <Heading as="h2" size="md" id="sms-test-heading">
              {t('test.heading')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('test.hint')}
            </Text>
            <Box maxWidth="sm">
              <TextField
                name="to"
                label={t('test.to')}
                value={to}
                onChange={(event) => setTo(event.target.value)}
                error={error}
                autoComplete="off"
                placeholder="+965 5000 0000"
                dir="ltr"
              />
            </Box>
            <Button
              type="submit"
              variant="outline"
              colorPalette="orange"
              alignSelf="flex-start"
              loading={test.isPending}
            >
              {t('test.send')}
            </Button>
            <Box role="status" aria-live="polite">
              {test.data && !test.isPending && <TestAnswer result={test.data} />}
            </Box>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
