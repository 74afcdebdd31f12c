import { Box, Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { Choice } from '@/domain/contracts/common';
import type { TransactionListOptions } from '@/domain/contracts/transactions';
import { useTranslation } from '@/lib/i18n-react';
import { DATE_RANGES, type DateRange, type ListFilters, type MultiFilter } from '../lib/list-search';

type ChoiceList = keyof TransactionListOptions['filters'];

/** Each choice list of the filter data (SPEC 3) and the list parameter it fills. */
const GROUPS: [ChoiceList, MultiFilter][] = [
  ['states', 'state'],
  ['gateways', 'gateway_code'],
  ['currencies', 'currency_code'],
  ['created_by', 'initiator'],
  ['units', 'unit'],
  ['bulks', 'bulk'],
  ['product_types', 'product_type'],
];

function ChoiceGroup({
  label,
  choices,
  selected,
  onChange,
}: {
  label: string;
  choices: Choice[];
  selected: string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <Box as="fieldset" minWidth="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" marginBlockEnd="2">
        {label}
      </Text>
      <Stack gap="1.5" maxHeight="72" overflowY="auto" paddingInlineEnd="1">
        {choices.map((choice) => (
          <Checkbox.Root
            key={choice.value}
            size="sm"
            colorPalette="orange"
            checked={selected.includes(choice.value)}
            onCheckedChange={(details) =>
              onChange(
                details.checked === true
                  ? choices.map((c) => c.value).filter((v) => v === choice.value || selected.includes(v))
                  : selected.filter((v) => v !== choice.value),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control>
              <Checkbox.Indicator />
            </Checkbox.Control>
            <Checkbox.Label>{choice.display_name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Box>
  );
}

function DateRangeGroup({
  range,
  draft,
  onChange,
}: {
  range: DateRange;
  draft: ListFilters;
  onChange: (next: ListFilters) => void;
}) {
  const { t } = useTranslation('transactions');
  const [fromKey, toKey] = DATE_RANGES[range];
  const from = draft[fromKey] ?? '';
  const to = draft[toKey] ?? '';
  return (
    <Box as="fieldset" minWidth="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" marginBlockEnd="2">
        {t(`filters.${range}`)}
      </Text>
      <Stack gap="2">
        <Field.Root>
          <Field.Label fontSize="xs">{t('filters.from')}</Field.Label>
          <Input
            type="date"
            size="sm"
            value={from}
            max={to || undefined}
            onChange={(event) => onChange({ ...draft, [fromKey]: event.target.value || undefined })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="xs">{t('filters.to')}</Field.Label>
          {/* SPEC 5: the To picker's minimum is From. */}
          <Input
            type="date"
            size="sm"
            value={to}
            min={from || undefined}
            onChange={(event) => onChange({ ...draft, [toKey]: event.target.value || undefined })}
          />
        </Field.Root>
      </Stack>
    </Box>
  );
}

/**
 * The filter data as multi-selects (only non-empty choice lists) and the two date ranges.
 * Choices are a draft until Apply, so the list is not refetched on every tick; the search
 * text is not the panel's (the caller keeps it).
 */
export function FilterPanel({
  id,
  filters,
  applied,
  onApply,
}: {
  id?: string;
  filters: TransactionListOptions['filters'];
  applied: ListFilters;
  onApply: (filters: ListFilters) => void;
}) {
  const { t } = useTranslation('transactions');
  const [draft, setDraft] = useState<ListFilters>(applied);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <Box
      as="form"
      id={id}
      onSubmit={submit}
      aria-label={t('filters.title')}
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      padding="4"
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {GROUPS.filter(([list]) => filters[list].length > 0).map(([list, param]) => (
          <ChoiceGroup
            key={list}
            label={t(`filters.${list}`)}
            choices={filters[list]}
            selected={draft[param] ?? []}
            onChange={(values) => setDraft({ ...draft, [param]: values.length ? values : undefined })}
          />
        ))}
        <DateRangeGroup range="created" draft={draft} onChange={setDraft} />
        <DateRangeGroup range="state_changed" draft={draft} onChange={setDraft} />
      </SimpleGrid>
      <HStack gap="3" marginBlockStart="4" justify="flex-end">
        <Button type="button" variant="outline" size="sm" onClick={clear}>
          {t('filters.clear')}
        </Button>
        <Button type="submit" size="sm" colorPalette="orange">
          {t('filters.apply')}
        </Button>
      </HStack>
    </Box>
  );
}
