import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { RollOverlapField } from '@/components/roll-overlap-field';
import type { WebhookEndpoint } from '@/domain/contracts/webhooks';
import { DEFAULT_ROLL_OVERLAP_HOURS, type RollOverlapHours } from '@/domain/secret-rolls';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { useRollSecret } from '../api/endpoints';

interface RollDialogProps {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onRolled: (secret: string) => void;
}

/**
 * A new signing secret; the old one may keep signing beside it while receivers switch. The
 * content unmounts once closed, so each opening starts from the default overlap.
 */
export function RollDialog(props: RollDialogProps) {
  return (
    <Dialog.Root
      open={props.endpoint !== null}
      onOpenChange={(details) => !details.open && props.onClose()}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <RollForm {...props} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RollForm({ endpoint, onClose, onRolled }: RollDialogProps) {
  const { t } = useTranslation('webhooks');
  const roll = useRollSecret();
  const [hours, setHours] = useState<RollOverlapHours>(DEFAULT_ROLL_OVERLAP_HOURS);
  const submit = async () => {
    if (!endpoint) return;
    try {
      const rolled = await roll.mutateAsync({ id: endpoint.id, overlap_hours: hours });
      onClose();
      onRolled(rolled.secret);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('roll.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {t('roll.body')} <bdi>{endpoint?.url}</bdi>
          </Text>
          <RollOverlapField value={hours} onChange={setHours} hint={t('roll.overlap_hint')} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={roll.isPending}>
            {t('form.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="orange" loading={roll.isPending} onClick={() => void submit()}>
          {t('roll.submit')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
