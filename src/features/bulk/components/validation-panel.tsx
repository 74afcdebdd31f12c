import { Alert, Card } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BulkUploadDetail } from '@/domain/contracts/bulk';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { bulkKeys } from '@/lib/query-keys/bulk';
import { ValidationProgress } from './validation-progress';

/**
 * The check of a received file on the upload's page: its progress while it runs, why the file
 * could not be used when it could not. When the check ends, what the page shows of the upload
 * (its error table, its rows) is read again.
 */
export function ValidationPanel({ upload }: { upload: BulkUploadDetail }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const queryClient = useQueryClient();
  const previous = useRef(upload.state);
  useEffect(() => {
    if (previous.current === 'validating' && upload.state !== 'validating') {
      void queryClient.invalidateQueries({ queryKey: bulkKeys.all });
    }
    previous.current = upload.state;
  }, [upload.state, queryClient]);

  if (upload.validation) {
    return (
      <Card.Root>
        <Card.Body>
          <ValidationProgress progress={upload.validation} lang={lang} />
        </Card.Body>
      </Card.Root>
    );
  }
  if (!upload.failure) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>
        {t(upload.state === 'failed' ? 'validation.failed' : 'validation.reimport_failed', {
          reason: upload.failure,
        })}
      </Alert.Title>
    </Alert.Root>
  );
}
