import { Alert } from '@chakra-ui/react';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import type { Verdict } from '../lib/verdict';

/** A refused ticket: the server's reason (SPEC 8) or the device's, and who was let in first. */
export function RejectionAlert({ verdict }: { verdict: Extract<Verdict, { kind: 'rejected' }> }) {
  const { t } = useTranslation('check-in');
  const lang = useLang();
  const reason = verdict.message ?? t(`reason.${verdict.offlineReason ?? 'failed'}`);
  const first = verdict.firstAdmission;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t('outcome.rejected')}: {reason}
        </Alert.Title>
        {first && (
          <Alert.Description>
            {t('first_admission', { gate: first.gate, time: formatDateTime(first.at, lang) })}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
