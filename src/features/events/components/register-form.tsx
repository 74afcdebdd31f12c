import { Button, chakra, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { DrawnFormFields } from '@/components/drawn-form-fields';
import { FormAlert } from '@/components/form-alert';
import type { BookingResponse, EventDetail, Ticket } from '@/domain/contracts/events';
import type { PayChoice } from '@/domain/contracts/payments';
import { useIntentSubmit } from '@/hooks/use-intent-submit';
import { useLang } from '@/hooks/use-lang';
import { fieldErrors } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { createBooking, eventPayChoicesQuery } from '../api/events';
import {
  EMPTY_REGISTER,
  type RegisterErrors,
  type RegisterValues,
  registerPayload,
  SERVER_FIELDS,
  validateRegister,
} from '../schemas/register-rules';
import { AttachmentInput } from './attachment-input';
import { EventField } from './event-field';
import { PhoneInput } from './phone-input';

/** The pay page's gateway list, handed down by the route (features do not import each other). */
export type ChoicesSlot = (props: {
  choices: PayChoice[];
  value: string | null;
  onChange: (value: string) => void;
  disabled: boolean;
}) => ReactNode;

interface RegisterFormProps {
  event: EventDetail;
  ticket: Ticket;
  date: string;
  quantity: number;
  free: boolean;
  renderChoices: ChoicesSlot;
  onBooked: (booking: BookingResponse) => void;
}

const pickChoice = (choices: PayChoice[], picked: string | null) =>
  choices.find((choice) => choice.value === picked)?.value ??
  (choices.find((choice) => choice.is_default) ?? choices[0])?.value ??
  null;

/** SPEC 2.1 register/{slug}: the customer's details, the configured fields, terms, then pay or book. */
export function RegisterForm({
  event,
  ticket,
  date,
  quantity,
  free,
  renderChoices,
  onBooked,
}: RegisterFormProps) {
  const { t } = useTranslation('events');
  const lang = useLang();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [picked, setPicked] = useState<string | null>(null);
  const choicesQuery = useQuery({
    ...eventPayChoicesQuery(event.slug, { ticket: ticket.id, quantity }, lang),
    enabled: !free,
    placeholderData: keepPreviousData,
  });
  const choices = choicesQuery.data ?? [];
  const selected = pickChoice(choices, picked);
  const booking = useIntentSubmit(createBooking, onBooked);
  const server = fieldErrors(booking.failure, [
    ...SERVER_FIELDS,
    ...event.extra_fields.flatMap((field) => [field.name, `fields.${field.name}`]),
  ]) as RegisterErrors;
  const errorOf = (key: string, alias?: string) =>
    errors[key] ?? server[key] ?? (alias ? server[alias] : undefined);
  const serverShown = Object.keys(server).length > 0;

  const set = (change: Partial<RegisterValues>, ...keys: string[]) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(keys.map((key) => [key, undefined])) }));
  };

  const submit = () => {
    const found = validateRegister(values, event, {
      required: t('errors:required'),
      email: t('errors:email'),
      phone: t('register.phone_invalid'),
      terms: t('register.terms_required'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // After React has drawn the errors: the first field to fix gets the focus.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (!free && !selected) return;
    void booking.submit({
      event: event.slug,
      ticket: ticket.id,
      event_date: date,
      quantity,
      ...registerPayload(values, event),
      ...(free ? {} : { gateway_code: selected ?? undefined }),
      lang,
    });
  };

  const text = (key: 'first_name' | 'last_name' | 'email', autoComplete: string, type = 'text') => (
    <EventField label={t(`register.${key}`)} error={errorOf(key)} required>
      <Input
        name={key}
        type={type}
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(e) => set({ [key]: e.target.value }, key)}
      />
    </EventField>
  );

  return (
    <chakra.form
      ref={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <DrawnFormFields>
        <Heading as="h2" size="lg">
          {t('register.title')}
        </Heading>
        <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
          {text('first_name', 'given-name')}
          {text('last_name', 'family-name')}
        </Flex>
        {text('email', 'email', 'email')}
        {event.phone.enabled && (
          <PhoneInput
            country={values.phone_country}
            number={values.phone}
            required={event.phone.required}
            error={errorOf('phone')}
            onCountry={(code) => set({ phone_country: code }, 'phone')}
            onNumber={(value) => set({ phone: value }, 'phone')}
          />
        )}
        {event.attachment.enabled && (
          <AttachmentInput
            slug={event.slug}
            label={t('register.attachment')}
            name="attachment"
            required={event.attachment.required}
            error={errorOf('attachment_url')}
            onChange={(file) =>
              set({ attachment_url: file?.url ?? '', attachment_name: file?.name ?? '' }, 'attachment_url')
            }
          />
        )}
        {event.extra_fields.map((field) => {
          const key = `fields.${field.name}`;
          const label = lang === 'ar' ? field.label_ar : field.label_en;
          const value = values.fields[field.name] ?? '';
          const setField = (next: string) => set({ fields: { ...values.fields, [field.name]: next } }, key);
          if (field.type === 'attachment')
            return (
              <AttachmentInput
                key={field.name}
                slug={event.slug}
                label={label}
                name={field.name}
                required={field.required}
                error={errorOf(key, field.name)}
                onChange={(file) => setField(file?.url ?? '')}
              />
            );
          return (
            <EventField
              key={field.name}
              label={label}
              error={errorOf(key, field.name)}
              required={field.required}
            >
              <Input
                name={field.name}
                type={field.type === 'phone' ? 'tel' : 'text'}
                value={value}
                onChange={(e) => setField(e.target.value)}
              />
            </EventField>
          );
        })}
        <Stack gap="1">
          <Flex gap="2" align="center">
            <chakra.input
              id="event-terms"
              type="checkbox"
              checked={values.terms}
              onChange={(e) => set({ terms: e.target.checked }, 'terms')}
              accentColor="orange.600"
              width="4"
              height="4"
              flexShrink={0}
              aria-invalid={errorOf('terms') ? true : undefined}
              aria-describedby={errorOf('terms') ? 'event-terms-error' : undefined}
            />
            <chakra.label htmlFor="event-terms">
              {t('register.terms_prefix')}{' '}
              <Link asChild color="orange.700">
                <RouterLink
                  to="/$lang/terms-and-conditions"
                  params={{ lang }}
                  search={{ event: event.slug }}
                  target="_blank"
                >
                  {t('register.terms_link')}
                </RouterLink>
              </Link>
            </chakra.label>
          </Flex>
          {errorOf('terms') && (
            <Text id="event-terms-error" color="fg.error" fontSize="sm" aria-live="polite">
              {errorOf('terms')}
            </Text>
          )}
        </Stack>
        {!free && renderChoices({ choices, value: selected, onChange: setPicked, disabled: booking.pending })}
        {/* The ticket, date or quantity went (sold out meanwhile): said above the button. */}
        <FormAlert
          message={
            server.ticket ??
            server.event_date ??
            server.quantity ??
            server.gateway_code ??
            (serverShown ? undefined : booking.error)
          }
        />
        <Button
          type="submit"
          colorPalette="orange"
          size="lg"
          loading={booking.pending}
          disabled={!free && (!selected || choicesQuery.isFetching)}
        >
          {free
            ? t('register.book')
            : (choices.find((c) => c.value === selected)?.button_verb ?? t('detail.buy'))}
        </Button>
      </DrawnFormFields>
    </chakra.form>
  );
}
