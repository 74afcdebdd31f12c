import { Badge, Dialog, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { digitsOnly, InputField } from '@/components/formik-fields';
import { isWallTime } from '@/domain/business-time';
import type { AdminEvent, AdminTicket } from '@/domain/contracts/events-admin';
import { formatTimeRange } from '@/domain/date-formats';
import { newSlotProblem, nextSlotTimes, siblingSlots } from '@/domain/ticket-slots';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveTicket } from '../api/events';
import { slotRequest } from '../lib/ticket-form-values';

interface SlotValues {
  start_time: string;
  end_time: string;
  quantity: string;
}

const SLOT_FIELDS = ['start_time', 'end_time', 'quantity'] as const;

function SlotForm({
  event,
  ticket,
  tickets,
  onClose,
}: {
  event: AdminEvent;
  ticket: AdminTicket;
  tickets: readonly AdminTicket[];
  onClose: () => void;
}) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const save = useSaveTicket(event.id, null);
  const name = lang === 'ar' ? ticket.name_ar : ticket.name_en;
  const next = nextSlotTimes(ticket, tickets);

  const validate = (values: SlotValues) => {
    const errors: Partial<Record<keyof SlotValues, string>> = {};
    const problem = newSlotProblem(ticket, tickets, values);
    if (problem === 'time') {
      for (const field of ['start_time', 'end_time'] as const) {
        if (!isWallTime(values[field])) errors[field] = t('slots.time_format');
      }
    } else if (problem === 'time_order') errors.end_time = t('problems.time_order');
    else if (problem === 'taken') {
      errors.start_time = t('slots.taken', {
        name,
        times: formatTimeRange(values.start_time, values.end_time, lang),
      });
    }
    if (!/^\d+$/.test(values.quantity) || Number(values.quantity) < 1)
      errors.quantity = t('problems.quantity');
    return errors;
  };

  const onSubmit = async (values: SlotValues, helpers: FormikHelpers<SlotValues>) => {
    helpers.setStatus(undefined);
    try {
      await save.mutateAsync(slotRequest(ticket, { ...values, quantity: Number(values.quantity) }));
      notifySuccess(
        t('slots.added', { name, times: formatTimeRange(values.start_time, values.end_time, lang) }),
      );
      onClose();
    } catch (error) {
      showFormErrors(error, helpers, SLOT_FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<SlotValues>
      initialValues={{
        start_time: next?.start_time ?? '',
        end_time: next?.end_time ?? '',
        quantity: String(ticket.quantity),
      }}
      validate={validate}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{t('slots.title', { name })}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <Text color="fg.muted">{t('slots.intro', { name })}</Text>
              <Stack gap="2">
                <Text fontWeight="medium" id="slot-times-now">
                  {t('slots.times_now')}
                </Text>
                <HStack as="ul" aria-labelledby="slot-times-now" gap="2" wrap="wrap" listStyleType="none">
                  {siblingSlots(ticket, tickets).map((slot) => (
                    <Badge as="li" key={slot.id} size="lg" variant="subtle">
                      {formatTimeRange(slot.start_time, slot.end_time, lang)}
                    </Badge>
                  ))}
                </HStack>
              </Stack>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <InputField name="start_time" dir="ltr" label={t('tickets.start_time')} helperText="HH:mm" />
                <InputField name="end_time" dir="ltr" label={t('tickets.end_time')} helperText="HH:mm" />
                <InputField
                  name="quantity"
                  inputMode="numeric"
                  dir="ltr"
                  label={t('tickets.quantity')}
                  helperText={t('slots.quantity_hint')}
                  sanitize={digitsOnly}
                />
              </SimpleGrid>
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter onClose={onClose} submitting={isSubmitting} submitLabel={t('slots.add')} />
        </DialogForm>
      )}
    </Formik>
  );
}

/** Adds a time slot to a ticket: a sibling ticket, copied from it, with other times (issue 23). */
export function SlotDialog({
  event,
  ticket,
  tickets,
  onClose,
}: {
  event: AdminEvent;
  ticket: AdminTicket | null;
  tickets: readonly AdminTicket[];
  onClose: () => void;
}) {
  return (
    <EditorDialog open={ticket !== null} item={ticket} onClose={onClose}>
      {(shown) => shown && <SlotForm event={event} ticket={shown} tickets={tickets} onClose={onClose} />}
    </EditorDialog>
  );
}
