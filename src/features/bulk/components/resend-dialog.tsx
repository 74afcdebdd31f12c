import { Button, Checkbox, Dialog, Fieldset, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { BulkTransactionLog, LinkChannel } from '@/domain/contracts/bulk-logs';
import { useTranslation } from '@/lib/i18n-react';
import { errorText, notifySuccess } from '@/lib/toaster';
import { useResendLink } from '../api/bulk-logs';

interface ResendDialogProps {
  uploadId: string;
  dispatchId: number;
  row: BulkTransactionLog | null;
  onClose: () => void;
}

/** Sends a row's link again: the member picks the channels the customer can be reached on, then confirms. */
export function ResendDialog({ uploadId, dispatchId, row, onClose }: ResendDialogProps) {
  const resend = useResendLink(uploadId, dispatchId);
  return (
    <Dialog.Root
      open={row !== null}
      onOpenChange={(details) => {
        if (!details.open && !resend.isPending) onClose();
      }}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {row && <ResendForm key={row.row_id} row={row} resend={resend} onClose={onClose} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ResendForm({
  row,
  resend,
  onClose,
}: {
  row: BulkTransactionLog;
  resend: ReturnType<typeof useResendLink>;
  onClose: () => void;
}) {
  const { t } = useTranslation('bulk');
  const reachable = (channel: LinkChannel) => Boolean(channel === 'email' ? row.email : row.phone);
  const [channels, setChannels] = useState<LinkChannel[]>(() =>
    (['email', 'sms'] as const).filter(reachable),
  );
  const [failure, setFailure] = useState<string | undefined>();

  const send = async () => {
    setFailure(undefined);
    try {
      await resend.mutateAsync({ rowId: row.row_id, channels });
      notifySuccess(t('resend.done', { name: row.customer_name }));
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('resend.title', { row: row.row })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          {failure && <FormAlert message={failure} />}
          <Text>{t('resend.message', { name: row.customer_name })}</Text>
          <Fieldset.Root>
            <Fieldset.Legend>{t('resend.channels')}</Fieldset.Legend>
            <Stack gap="2" marginBlockStart="2">
              {(['email', 'sms'] as const).map((channel) => (
                <Checkbox.Root
                  key={channel}
                  colorPalette="orange"
                  disabled={!reachable(channel)}
                  checked={channels.includes(channel)}
                  onCheckedChange={(details) =>
                    setChannels((current) =>
                      details.checked === true
                        ? [...current.filter((c) => c !== channel), channel]
                        : current.filter((c) => c !== channel),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {t(`resend.${channel}`)}{' '}
                    <Text as="span" color="fg.muted" dir="ltr">
                      {(channel === 'email' ? row.email : row.phone) ?? t('resend.unreachable')}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Fieldset.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={resend.isPending}>
          {t('rows.cancel')}
        </Button>
        <Button
          colorPalette="orange"
          loading={resend.isPending}
          disabled={channels.length === 0}
          onClick={() => void send()}
        >
          {t('resend.submit')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
