import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { GATE_NAME_MAX } from '@/domain/event-gates';
import { useTranslation } from '@/lib/i18n-react';
import type { DoorDevice } from '../store/door-store';

/**
 * The gate, set once per tablet: chosen from the event's gates when staff named them, else typed.
 * The device id is generated and never edited.
 */
export function DeviceSettings({
  device,
  gates = [],
  onGateChange,
}: {
  device: DoorDevice;
  /** The chosen event's gates; empty: the gate is free text. */
  gates?: readonly string[];
  onGateChange: (gate: string) => Promise<void>;
}) {
  const { t } = useTranslation('check-in');
  const [editing, setEditing] = useState(device.gate === '');
  const [gate, setGate] = useState(device.gate);
  const choosing = gates.length > 0;

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
              {choosing ? (
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="gate"
                    value={gates.includes(gate) ? gate : ''}
                    onChange={(event) => setGate(event.currentTarget.value)}
                  >
                    <option value="">{t('device.gate_placeholder')}</option>
                    {gates.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  name="gate"
                  value={gate}
                  maxLength={GATE_NAME_MAX}
                  onChange={(event) => setGate(event.target.value)}
                />
              )}
              <Field.HelperText>
                {t(choosing ? 'device.gate_choose_help' : 'device.gate_help')}
              </Field.HelperText>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="orange"
              disabled={choosing ? !gates.includes(gate) : !gate.trim()}
            >
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
