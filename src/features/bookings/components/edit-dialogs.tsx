import { useQuery } from '@tanstack/react-query';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import {
  CheckboxField,
  digitsOnly,
  InputField,
  type SelectChoice,
  SelectField,
} from '@/components/formik-fields';
import type { BookingDetails } from '@/domain/contracts/bookings';
import { formatDate } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useUpdateBooking } from '../api/bookings';
import { dashboardEventQuery } from '../api/events';
import { ticketDateChoices } from '../lib/ticket-dates';
import {
  EDIT_SERVER_FIELDS,
  type EditBookingValues,
  type EditEmailValues,
  editBookingSchema,
  editEmailSchema,
} from '../schemas/booking-edit-schema';
import { FormDialog } from './form-dialog';

/** The server may name the field email (SPEC 5) or new_email: both belong under the one input. */
function asNewEmailError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.body.email || error.body.new_email) return error;
  return new ApiError(error.status, { ...error.body, new_email: error.body.email }, error.message);
}

interface DialogProps {
  booking: BookingDetails;
  open: boolean;
  onClose: () => void;
}

function TicketAndDate({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const { values, setFieldValue } = useFormikContext<EditBookingValues>();
  const event = useQuery(dashboardEventQuery(booking.event_id, lang));
  const tickets = event.data?.tickets ?? [];
  const ticket = tickets.find((candidate) => String(candidate.id) === values.ticket);
  const dates: SelectChoice[] = useMemo(() => {
    const choices = ticket ? ticketDateChoices(ticket, new Date()) : [];
    const own = String(booking.current_ticket.id) === values.ticket ? booking.event_date : null;
    // The booking's own date stays choosable: its places are released before the new ones are taken.
    const list = choices.map((choice) => ({
      value: choice.date,
      label: choice.soldOut
        ? t('create.sold_out_date', { date: formatDate(choice.date, lang) })
        : formatDate(choice.date, lang),
      disabled: choice.soldOut && choice.date !== own,
    }));
    if (own && !list.some((choice) => choice.value === own))
      list.unshift({ value: own, label: formatDate(own, lang), disabled: false });
    return list;
  }, [ticket, booking, values.ticket, lang, t]);

  return (
    <>
      <SelectField
        name="ticket"
        label={t('fields.ticket')}
        placeholder={event.isPending ? t('loading_choices') : t('fields.choose_ticket')}
        choices={tickets.map((item) => ({ value: String(item.id), label: item.name }))}
        onChange={() => void setFieldValue('event_date', '')}
        required
      />
      <SelectField
        name="event_date"
        label={t('fields.event_date')}
        placeholder={t('fields.choose_date')}
        choices={dates}
        required
      />
    </>
  );
}

/** Edit booking (SPEC 2.3, 5): ticket, date and quantity (digits only); server errors per field. */
export function EditBookingDialog({ booking, open, onClose }: DialogProps) {
  const { t } = useTranslation('bookings');
  const update = useUpdateBooking(booking.id);
  const schema = useMemo(() => editBookingSchema(t), [t]);
  const quantity = booking.items.reduce(
    (sum, item) => (item.status === 'cancel' ? sum : sum + item.quantity),
    0,
  );
  return (
    <FormDialog<EditBookingValues>
      open={open}
      onClose={onClose}
      title={t('edit.title')}
      submitLabel={t('actions.save')}
      initialValues={{
        ticket: String(booking.current_ticket.id),
        event_date: booking.event_date,
        quantity: String(quantity || booking.members.length),
      }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          const answer = await update.mutateAsync({
            ticket: Number(values.ticket),
            event_date: values.event_date,
            quantity: Number(values.quantity),
          });
          notifySuccess(answer?.message || t('edit.done'));
          onClose();
        } catch (error) {
          showFormErrors(error, helpers, EDIT_SERVER_FIELDS, 'toast');
        }
      }}
    >
      <TicketAndDate booking={booking} />
      <InputField
        name="quantity"
        label={t('fields.quantity')}
        inputMode="numeric"
        dir="ltr"
        sanitize={digitsOnly}
        required
      />
    </FormDialog>
  );
}

/** Edit email, optionally sending the tickets again to the new address. */
export function EditEmailDialog({ booking, open, onClose }: DialogProps) {
  const { t } = useTranslation('bookings');
  const update = useUpdateBooking(booking.id);
  const schema = useMemo(() => editEmailSchema(t), [t]);
  return (
    <FormDialog<EditEmailValues>
      open={open}
      onClose={onClose}
      title={t('edit_email.title')}
      submitLabel={t('actions.save')}
      initialValues={{ new_email: booking.email, resend_email: true }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          const answer = await update.mutateAsync({
            new_email: values.new_email.trim(),
            resend_email: values.resend_email,
          });
          notifySuccess(answer?.message || t('edit_email.done'));
          onClose();
        } catch (error) {
          showFormErrors(asNewEmailError(error), helpers, ['new_email'], 'toast');
        }
      }}
    >
      <InputField
        name="new_email"
        label={t('fields.email')}
        type="email"
        inputMode="email"
        dir="ltr"
        autoComplete="off"
        required
      />
      <CheckboxField name="resend_email" label={t('edit_email.resend')} />
    </FormDialog>
  );
}
