import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { DELIVERY_TYPES, ORDER_STATES } from '@/domain/order-states';
import { useTranslation } from '@/lib/i18n-react';
import { typedDirection } from '@/lib/typed-direction';
import type { OrderSearch } from '../lib/order-search';

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('kitchen');
  return (
    <Field.Root width="auto" minWidth="40">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" bg="white">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{t('filters.any')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** State, type and branch apply at once; the keyword when submitted. */
export function OrderFilters({
  search,
  branches,
  onChange,
}: {
  search: OrderSearch;
  branches: { value: number; label: string }[];
  onChange: (search: OrderSearch) => void;
}) {
  const { t } = useTranslation('kitchen');
  const [q, setQ] = useState(search.q ?? '');
  const set = (patch: Partial<OrderSearch>) => onChange({ ...search, ...patch, page: undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: q.trim() || undefined });
  };
  const filtered = Boolean(search.state || search.delivery_type || search.branch || search.q);

  return (
    <Flex
      as="form"
      role="search"
      aria-label={t('filters.label')}
      gap="3"
      wrap="wrap"
      align="flex-end"
      onSubmit={submit}
    >
      <Field.Root width="auto" minWidth="56" flex="1">
        <Field.Label>{t('filters.search')}</Field.Label>
        <Input
          size="sm"
          bg="white"
          type="search"
          value={q}
          dir={typedDirection(q)}
          placeholder={t('filters.search_placeholder')}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
      </Field.Root>
      <Select
        label={t('filters.state')}
        value={search.state ?? ''}
        options={ORDER_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
        onChange={(value) => set({ state: (value || undefined) as OrderSearch['state'] })}
      />
      <Select
        label={t('filters.type')}
        value={search.delivery_type ?? ''}
        options={DELIVERY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        onChange={(value) => set({ delivery_type: (value || undefined) as OrderSearch['delivery_type'] })}
      />
      <Select
        label={t('filters.branch')}
        value={search.branch ? String(search.branch) : ''}
        options={branches.map((branch) => ({ value: String(branch.value), label: branch.label }))}
        onChange={(value) => set({ branch: value ? Number(value) : undefined })}
      />
      <Button size="sm" type="submit" colorPalette="orange">
        {t('filters.apply')}
      </Button>
      {filtered && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setQ('');
            onChange({});
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
