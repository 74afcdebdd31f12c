import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { DoorDevice } from '../store/door-store';

/** The gate name, entered once per tablet; the device id is generated and never edited. */
export function DeviceSettings({
  device,
  onGateChange,
}: {
  device: DoorDevice;
  onGateChange: (gate: string) => Promise<void>;
}) {
  const { t } = useTranslation('check-in');
  const [editing, setEditing] = useState(device.gate === '');
  const [gate, setGate] = useState(device.gate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = gate.trim();
    if (!name) return;
    await onGateChange(name);
    setEditing(false);
  };

  return (
    <Stack gap="2" as="section" aria-labelledby="door-device">
      <Text id="door-device" fontWeight="semibold">
        {t('device.title')}
      </Text>
      {editing ? (
        <form onSubmit={(event) => void submit(event)}>
          <HStack align="flex-end" gap="3" wrap="wrap">
            <Field.Root width="64" required>
              <Field.Label>{t('device.gate')}</Field.Label>
              <Input
                name="gate"
                value={gate}
                maxLength={40}
                onChange={(event) => setGate(event.target.value)}
              />
              <Field.HelperText>{t('device.gate_help')}</Field.HelperText>
            </Field.Root>
            <Button type="submit" colorPalette="orange" disabled={!gate.trim()}>
              {t('device.save')}
            </Button>
          </HStack>
        </form>
      ) : (
        <HStack gap="4" wrap="wrap">
          <Text>{t('device.gate_line', { gate: device.gate })}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('device.id_line', { id: device.device_id.slice(0, 8) })}
          </Text>
          <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
            {t('device.change')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
