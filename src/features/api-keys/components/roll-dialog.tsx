import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { RollOverlapField } from '@/components/roll-overlap-field';
import type { ApiKey } from '@/domain/contracts/api-keys';
import { DEFAULT_ROLL_OVERLAP_HOURS, type RollOverlapHours } from '@/domain/secret-rolls';
import { useTranslation } from '@/lib/i18n-react';
import { errorText } from '@/lib/toaster';

export type RollKind = 'key' | 'secret';

function RollForm({
  apiKey,
  kind,
  onRoll,
  onClose,
}: {
  apiKey: ApiKey;
  kind: RollKind;
  onRoll: (overlap: RollOverlapHours) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('api-keys');
  const [overlap, setOverlap] = useState<RollOverlapHours>(DEFAULT_ROLL_OVERLAP_HOURS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onRoll(overlap);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };
  return (
    <Stack as="form" onSubmit={(event) => void submit(event)} gap="0" flex="1" minHeight="0">
      <Dialog.Header>
        <Dialog.Title>{t(`roll.${kind}_title`, { name: apiKey.name })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text>{t(`roll.${kind}_body`)}</Text>
          <RollOverlapField value={overlap} onChange={setOverlap} />
          <FormAlert message={error} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('roll.cancel')}
        </Button>
        <Button type="submit" colorPalette="orange" loading={busy}>
          {t('roll.submit')}
        </Button>
      </Dialog.Footer>
    </Stack>
  );
}

/** Rolls a key, or its webhook secret, with the overlap the owner chooses. */
export function RollDialog({
  target,
  onRoll,
  onClose,
}: {
  target: { apiKey: ApiKey; kind: RollKind } | null;
  onRoll: (overlap: RollOverlapHours) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={target !== null} item={target} onClose={onClose}>
      {(shown) =>
        shown && <RollForm apiKey={shown.apiKey} kind={shown.kind} onRoll={onRoll} onClose={onClose} />
      }
    </EditorDialog>
  );
}
