import { Dialog, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { digitsOnly, InputField } from '@/components/formik-fields';
import { addDays, kuwaitToday } from '@/domain/business-time';
import type { AdminEvent, AdminTicket } from '@/domain/contracts/events-admin';
import { weekdayName } from '@/domain/date-formats';
import { currencyDecimals, parseDecimal } from '@/domain/money';
import { type AllowedHoursProblem, allowedHoursProblems } from '@/domain/ticket-allowed-hours';
import { perBookingProblem, saleWindowInOrder, ticketSchedule } from '@/domain/ticket-rules';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import type { TFunction } from '@/lib/i18n-runtime';
import type { Lang } from '@/lib/lang-path';
import { notifySuccess } from '@/lib/toaster';
import { useSaveTicket } from '../api/events';
import {
  TICKET_FORM_FIELDS,
  type TicketFormValues,
  takenTotals,
  ticketFormValues,
  ticketRequest,
} from '../lib/ticket-form-values';
import { AllowedHoursEditor } from './allowed-hours-editor';
import { DateRulesEditor } from './date-rules-editor';

/** As the server words it (events_admin.allowed_hours_*), the weekday in the reader's language. */
function hoursProblemText(t: TFunction, lang: Lang, problem: AllowedHoursProblem): string {
  if (problem.code === 'shape' || problem.code === 'no_days') return t(`problems.hours_${problem.code}`);
  const weekday = weekdayName(problem.weekday, lang, 'long');
  return problem.code === 'too_many'
    ? t('problems.hours_too_many', { weekday, max: problem.max })
    : t(`problems.hours_${problem.code}`, { weekday, number: problem.number });
}

/** The rules the server applies too, checked before it is asked (src/domain/ticket-rules.ts). */
function validateTicket(t: TFunction, lang: Lang, values: TicketFormValues, currency: string) {
  const errors: Partial<Record<keyof TicketFormValues, string>> = {};
  if (!values.name_en.trim()) errors.name_en = t('form.required');
  if (!values.name_ar.trim()) errors.name_ar = t('form.required');
  if (!parseDecimal(values.price.trim(), currencyDecimals(currency)).ok) errors.price = t('problems.number');
  if (!/^\d+$/.test(values.quantity) || Number(values.quantity) < 1) errors.quantity = t('problems.quantity');
  if (values.end_time <= values.start_time) errors.end_time = t('problems.time_order');
  const { problems } = ticketSchedule(values.date_rules, values.excluded_dates);
  const first = problems[0];
  if (first) {
    errors.date_rules =
      first.code === 'rule'
        ? t(`problems.rule_${first.problem}`, { number: first.index + 1 })
        : t(`problems.${first.code}`, first.code === 'too_many_dates' ? { max: first.max } : {});
  }
  const perBooking = perBookingProblem(
    Number(values.min_per_booking || 'x'),
    values.max_per_booking === '' ? null : Number(values.max_per_booking),
  );
  if (perBooking) errors[`${perBooking}_per_booking`] = t(`problems.${perBooking}_per_booking`);
  if (!saleWindowInOrder(values.sale_starts_at || null, values.sale_ends_at || null)) {
    errors.sale_ends_at = t('problems.sale_window_order');
  }
  const [hours] = allowedHoursProblems(values.allowed_hours);
  if (hours) errors.allowed_hours = hoursProblemText(t, lang, hours);
  return errors;
}

function TicketForm({
  event,
  ticket,
  onClose,
}: {
  event: AdminEvent;
  ticket: AdminTicket | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const save = useSaveTicket(event.id, ticket?.id ?? null);
  const taken = ticket ? takenTotals(ticket) : null;
  const onSubmit = async (values: TicketFormValues, helpers: FormikHelpers<TicketFormValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(ticketRequest(values));
      notifySuccess(
        t(ticket ? 'tickets.saved' : 'tickets.created', {
          name: lang === 'ar' ? saved.name_ar : saved.name_en,
        }),
      );
      onClose();
    } catch (error) {
      showFormErrors(error, helpers, TICKET_FORM_FIELDS, 'alert-all');
    }
  };
  return (
    <Formik<TicketFormValues>
      initialValues={ticketFormValues(ticket, event.is_free)}
      validate={(values) => validateTicket(t, lang, values, event.currency)}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>
              {ticket
                ? t('tickets.edit_title', { name: lang === 'ar' ? ticket.name_ar : ticket.name_en })
                : t('tickets.add')}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              {taken && (
                <Text role="note" padding="3" bg="bg.muted" borderRadius="md">
                  {t('tickets.taken_hint', { count: taken.taken, paid: taken.paid, held: taken.held })}
                </Text>
              )}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="name_en" label={t('tickets.name_en')} dir="ltr" autoComplete="off" />
                <FormField name="name_ar" label={t('tickets.name_ar')} dir="rtl" autoComplete="off" />
                <InputField
                  name="price"
                  inputMode="decimal"
                  dir="ltr"
                  label={t('tickets.price', { currency: event.currency })}
                  readOnly={event.is_free}
                />
                <InputField
                  name="quantity"
                  inputMode="numeric"
                  dir="ltr"
                  label={t('tickets.quantity')}
                  helperText={t('tickets.quantity_hint')}
                  sanitize={digitsOnly}
                />
                <InputField name="start_time" dir="ltr" label={t('tickets.start_time')} helperText="HH:mm" />
                <InputField name="end_time" dir="ltr" label={t('tickets.end_time')} helperText="HH:mm" />
              </SimpleGrid>
              <DateRulesEditor firstDay={addDays(kuwaitToday(), 1)} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <InputField name="sale_starts_at" type="datetime-local" label={t('tickets.sale_starts_at')} />
                <InputField name="sale_ends_at" type="datetime-local" label={t('tickets.sale_ends_at')} />
                <InputField
                  name="min_per_booking"
                  inputMode="numeric"
                  dir="ltr"
                  label={t('tickets.min_per_booking')}
                  sanitize={digitsOnly}
                />
                <InputField
                  name="max_per_booking"
                  inputMode="numeric"
                  dir="ltr"
                  label={t('tickets.max_per_booking')}
                  helperText={t('tickets.max_hint')}
                  sanitize={digitsOnly}
                />
              </SimpleGrid>
              <AllowedHoursEditor />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter
            onClose={onClose}
            submitting={isSubmitting}
            submitLabel={ticket ? t('form.save') : t('tickets.add')}
          />
        </DialogForm>
      )}
    </Formik>
  );
}

export function TicketDialog({
  open,
  event,
  ticket,
  onClose,
}: {
  open: boolean;
  event: AdminEvent;
  ticket: AdminTicket | null;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={open} item={ticket} onClose={onClose}>
      {(shown) => <TicketForm event={event} ticket={shown} onClose={onClose} />}
    </EditorDialog>
  );
}
