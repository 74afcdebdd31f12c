import { Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ATTENDANCE } from '@/domain/booking-states';
import type { BookingListOptions } from '@/domain/contracts/bookings';
import { formatDate } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { dashboardEventQuery } from '../api/events';
import type { BookingFilters } from '../lib/booking-search';

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{t('filters.any')}</option>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A text filter with the server's known values offered as suggestions. */
function TextFilter({
  label,
  value,
  onChange,
  suggestions = [],
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  suggestions?: string[];
  type?: 'text' | 'email' | 'tel';
}) {
  const listId = useId();
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        size="sm"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        list={suggestions.length ? listId : undefined}
        dir={type === 'text' ? undefined : 'ltr'}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((item) => (
            <option key={item} value={item} />
          ))}
        </datalist>
      )}
    </Field.Root>
  );
}

function TicketSelect({
  eventId,
  value,
  onChange,
}: {
  eventId: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const event = useQuery(dashboardEventQuery(eventId, lang));
  return (
    <Select label={t('filters.ticket')} value={value} onChange={onChange}>
      {event.data?.tickets.map((ticket) => (
        <option key={ticket.id} value={ticket.id}>
          {ticket.name}
        </option>
      ))}
    </Select>
  );
}

/**
 * The bookings filters (SPEC 2.3). Choices are a draft until Apply so the list is not
 * refetched on every keystroke; the keyword is the search box's, kept by the caller.
 */
export function BookingFiltersPanel({
  id,
  options,
  applied,
  onApply,
}: {
  id?: string;
  options: BookingListOptions;
  applied: BookingFilters;
  onApply: (filters: BookingFilters) => void;
}) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const [draft, setDraft] = useState<BookingFilters>(applied);
  const set = (patch: Partial<Record<keyof BookingFilters, string | number | undefined>>) =>
    setDraft({ ...draft, ...patch } as BookingFilters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
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
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Select
          label={t('filters.event')}
          value={draft.event ? String(draft.event) : ''}
          // A ticket belongs to one event: changing the event drops it.
          onChange={(value) => set({ event: value ? Number(value) : undefined, ticket: undefined })}
        >
          {options.events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </Select>
        {draft.event ? (
          <TicketSelect
            eventId={draft.event}
            value={draft.ticket ? String(draft.ticket) : ''}
            onChange={(value) => set({ ticket: value ? Number(value) : undefined })}
          />
        ) : null}
        <Select
          label={t('filters.event_date')}
          value={draft.event_date ?? ''}
          onChange={(value) => set({ event_date: value || undefined })}
        >
          {options.all_event_dates.map((day) => (
            <option key={day} value={day}>
              {formatDate(day, lang)}
            </option>
          ))}
        </Select>
        <Select
          label={t('filters.attendance')}
          value={draft.attendance ?? ''}
          onChange={(value) => set({ attendance: value || undefined })}
        >
          {ATTENDANCE.map((value) => (
            <option key={value} value={value}>
              {t(`attendance.${value}`)}
            </option>
          ))}
        </Select>
        <TextFilter
          label={t('filters.email')}
          type="email"
          value={draft.email ?? ''}
          suggestions={options.email_choices}
          onChange={(value) => set({ email: value || undefined })}
        />
        <TextFilter
          label={t('filters.phone')}
          type="tel"
          value={draft.customer_phone ?? ''}
          suggestions={options.customer_phone_choices}
          onChange={(value) => set({ customer_phone: value || undefined })}
        />
        <TextFilter
          label={t('filters.full_name')}
          value={draft.full_name ?? ''}
          onChange={(value) => set({ full_name: value || undefined })}
        />
        <Field.Root>
          <Field.Label fontSize="sm">{t('filters.created_from')}</Field.Label>
          <Input
            type="date"
            size="sm"
            value={draft.created_after ?? ''}
            max={draft.created_before || undefined}
            onChange={(event) => set({ created_after: event.target.value || undefined })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">{t('filters.created_to')}</Field.Label>
          {/* SPEC 5: the To picker's minimum is From. */}
          <Input
            type="date"
            size="sm"
            value={draft.created_before ?? ''}
            min={draft.created_after || undefined}
            onChange={(event) => set({ created_before: event.target.value || undefined })}
          />
        </Field.Root>
      </SimpleGrid>
      <HStack gap="3" marginBlockStart="4" justify="flex-end">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('filters.clear')}
        </Button>
        <Button type="submit" size="sm" colorPalette="orange">
          {t('filters.apply')}
        </Button>
      </HStack>
    </Box>
  );
}
