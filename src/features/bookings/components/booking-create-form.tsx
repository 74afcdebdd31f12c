import { Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useRef } from 'react';
import { AttachmentInput } from '@/components/attachment-input';
import { digitsOnly, InputField, SelectField } from '@/components/formik-fields';
import type { DashboardEventDetail } from '@/domain/contracts/bookings';
import type { BookingResponse } from '@/domain/contracts/events';
import { formatDate } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { useCreateBooking } from '../api/events';
import { preselectedDate, ticketDateChoices } from '../lib/ticket-dates';
import {
  type BookingCreateValues,
  bookingCreateSchema,
  initialCreateValues,
  serverFieldErrors,
  toBookingRequest,
} from '../schemas/booking-create-schema';

function TicketAndDate({ event }: { event: DashboardEventDetail }) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const { values, setFieldValue } = useFormikContext<BookingCreateValues>();
  const ticket = event.tickets.find((candidate) => String(candidate.id) === values.ticket);
  const choices = useMemo(() => (ticket ? ticketDateChoices(ticket, new Date()) : []), [ticket]);
  return (
    <>
      <SelectField
        name="ticket"
        label={t('fields.ticket')}
        placeholder={t('fields.choose_ticket')}
        choices={event.tickets.map((item) => ({
          value: String(item.id),
          label: event.is_free
            ? item.name
            : `${item.name} — ${formatApiMoney(item.price, event.currency_code, lang)}`,
        }))}
        onChange={(value) => {
          const next = event.tickets.find((candidate) => String(candidate.id) === value);
          // SPEC 4: a single available date is preselected.
          void setFieldValue('event_date', next ? preselectedDate(ticketDateChoices(next, new Date())) : '');
        }}
        required
      />
      <SelectField
        name="event_date"
        label={t('fields.event_date')}
        placeholder={ticket && choices.length === 0 ? t('create.no_dates') : t('fields.choose_date')}
        choices={choices.map((choice) => ({
          value: choice.date,
          label: choice.soldOut
            ? t('create.sold_out_date', { date: formatDate(choice.date, lang) })
            : formatDate(choice.date, lang),
          disabled: choice.soldOut,
        }))}
        required
      />
    </>
  );
}

/** Booking create for one event (SPEC 2.3): ticket, date, gateway, quantity, customer and extra fields. */
export function BookingCreateForm({
  event,
  onCreated,
}: {
  event: DashboardEventDetail;
  onCreated: (created: BookingResponse) => void;
}) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const create = useCreateBooking();
  const schema = useMemo(() => bookingCreateSchema(t, event), [t, event]);
  // One key per filled-in form: a retried submit after a lost answer is the same booking.
  const idempotencyKey = useRef(crypto.randomUUID());
  const label = (field: DashboardEventDetail['extra_fields'][number]) =>
    lang === 'ar' ? field.label_ar : field.label_en;

  return (
    <Formik<BookingCreateValues>
      initialValues={initialCreateValues(event)}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          const created = await create.mutateAsync({
            body: toBookingRequest(values, event, lang),
            key: idempotencyKey.current,
          });
          idempotencyKey.current = crypto.randomUUID();
          onCreated(created);
        } catch (error) {
          const errors = error instanceof ApiError ? serverFieldErrors(error.body, event) : null;
          if (errors) helpers.setErrors(errors);
          else notifyError(error);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('create.title')}>
          <Stack gap="5" maxWidth="3xl">
            <Card.Root as="section">
              <Card.Body>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <TicketAndDate event={event} />
                  </SimpleGrid>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <InputField
                      name="quantity"
                      label={t('fields.quantity')}
                      inputMode="numeric"
                      dir="ltr"
                      sanitize={digitsOnly}
                      required
                    />
                    {!event.is_free && (
                      <SelectField
                        name="gateway_code"
                        label={t('fields.gateway')}
                        placeholder={t('fields.choose_gateway')}
                        choices={event.gateways.map((gateway) => ({
                          value: gateway.code,
                          label: gateway.name,
                        }))}
                        required
                      />
                    )}
                  </SimpleGrid>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <InputField
                      name="first_name"
                      label={t('fields.first_name')}
                      autoComplete="off"
                      required
                    />
                    <InputField name="last_name" label={t('fields.last_name')} autoComplete="off" required />
                  </SimpleGrid>
                  <InputField
                    name="email"
                    label={t('fields.email')}
                    type="email"
                    inputMode="email"
                    dir="ltr"
                    autoComplete="off"
                    required
                  />
                  {event.phone.enabled && (
                    <InputField
                      name="phone"
                      label={t('fields.phone')}
                      type="tel"
                      inputMode="tel"
                      dir="ltr"
                      autoComplete="off"
                      required={event.phone.required}
                    />
                  )}
                  {event.extra_fields.map((field) => (
                    <InputField
                      key={field.name}
                      name={`fields.${field.name}`}
                      label={label(field)}
                      type={field.type === 'phone' ? 'tel' : 'text'}
                      required={field.required}
                    />
                  ))}
                  {event.attachment.enabled && (
                    <AttachmentInput
                      label={t('fields.attachment')}
                      purpose="event"
                      required={event.attachment.required}
                    />
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>
            <Button type="submit" colorPalette="orange" loading={isSubmitting} alignSelf="flex-start">
              {event.is_free ? t('create.book') : t('create.create_payment')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
