import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { EventGate } from '@/domain/contracts/check-in';
import { GATE_NAME_MAX, type GateNameProblem, gateProblems, MAX_GATES } from '@/domain/event-gates';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useSaveGates } from '../api/event-door';

interface Row {
  /** Stable across edits so React keeps each input's focus. */
  key: number;
  id?: number;
  name: string;
}

let nextKey = 0;
const rowsOf = (gates: EventGate[]): Row[] =>
  gates.map((gate) => ({ key: nextKey++, id: gate.id, name: gate.name }));

/** Server field errors ("gates.2.name", "gates") as the rows show them. */
function serverErrors(error: unknown): { rows: Map<number, string>; list: string | null } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const rows = new Map<number, string>();
  let list: string | null = null;
  for (const [field, value] of Object.entries(error.body)) {
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    const match = /^gates\.(\d+)\./.exec(field);
    if (match) rows.set(Number(match[1]), text);
    else if (field === 'gates') list = text;
  }
  return rows.size > 0 || list ? { rows, list } : null;
}

/** The event's gates, in order: renamed, added or removed, then saved as one list. */
export function GatesEditor({
  eventId,
  gates,
  canChange,
}: {
  eventId: number;
  gates: EventGate[];
  canChange: boolean;
}) {
  const { t } = useTranslation('events-admin');
  const save = useSaveGates(eventId);
  const [rows, setRows] = useState(() => rowsOf(gates));
  const [shown, setShown] = useState<{ rows: Map<number, string>; list: string | null } | null>(null);

  const problemText = (problem: GateNameProblem) => t(`door.gates.${problem}`, { max: GATE_NAME_MAX });
  const setName = (key: number, name: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, name } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = gateProblems(rows.map((row) => row.name));
    if (problems.tooMany || problems.names.size > 0) {
      setShown({
        rows: new Map([...problems.names].map(([index, problem]) => [index, problemText(problem)])),
        list: problems.tooMany ? t('door.gates.limit', { max: MAX_GATES }) : null,
      });
      return;
    }
    setShown(null);
    try {
      const saved = await save.mutateAsync({
        gates: rows.map((row) => ({
          ...(row.id === undefined ? {} : { id: row.id }),
          name: row.name.trim(),
        })),
      });
      setRows(rowsOf(saved));
      notifySuccess(t('door.gates.saved'));
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setShown(fields);
      else notifyError(error);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="3">
        <Text color="fg.muted">{t('door.gates.intro')}</Text>
        {rows.length === 0 && <Text>{t('door.gates.none')}</Text>}
        <Stack as="ol" listStyleType="none" gap="2" aria-label={t('door.gates.title')}>
          {rows.map((row, index) => {
            const error = shown?.rows.get(index);
            return (
              <HStack as="li" key={row.key} align="flex-start" gap="2">
                <Field.Root invalid={Boolean(error)} flex="1" maxWidth="sm">
                  <Field.Label srOnly>{t('door.gates.name', { number: index + 1 })}</Field.Label>
                  <Input
                    value={row.name}
                    readOnly={!canChange}
                    maxLength={GATE_NAME_MAX + 20}
                    onChange={(event) => setName(row.key, event.target.value)}
                  />
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
                {canChange && (
                  <Button
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('door.gates.remove', { name: row.name || index + 1 })}
                    onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                  >
                    {t('door.gates.remove_short')}
                  </Button>
                )}
              </HStack>
            );
          })}
        </Stack>
        {shown?.list && (
          <Text color="fg.error" role="alert">
            {shown.list}
          </Text>
        )}
        {canChange && (
          <HStack gap="3" wrap="wrap">
            <Button
              variant="outline"
              size="sm"
              disabled={rows.length >= MAX_GATES}
              onClick={() => setRows((current) => [...current, { key: nextKey++, name: '' }])}
            >
              {t('door.gates.add')}
            </Button>
            <Button type="submit" size="sm" colorPalette="orange" loading={save.isPending}>
              {t('door.gates.save')}
            </Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
}
