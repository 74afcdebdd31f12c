import { Button, Dialog, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { InputField, SelectField } from '@/components/formik-fields';
import { ErrorState, LoadingState } from '@/components/page-states';
import { kuwaitToday } from '@/domain/business-time';
import type { EventChangePreview } from '@/domain/contracts/event-changes';
import { formatDate } from '@/domain/date-formats';
import type { EventChangeKind } from '@/domain/event-change-rules';
import { formatNumber } from '@/domain/number-formats';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { changePreviewQuery, useStartChange } from '../api/event-changes';
import {
  CHANGE_FORM_FIELDS,
  type ChangeFormValues,
  changeRequest,
  emptyChangeForm,
  validateChange,
} from '../lib/change-form-values';
import { CancelPreview, ReschedulePreview } from './change-preview';

interface ChangeFormProps {
  eventId: number;
  kind: EventChangeKind;
  preview: EventChangePreview;
  canRefund: boolean;
  onClose: () => void;
}

/**
 * The counts and the holders' note, then, as SPEC's refund dialog does, the fields lock and
 * "Are you sure?" asks No / Yes; Yes starts the run.
 */
function ChangeForm({ eventId, kind, preview, canRefund, onClose }: ChangeFormProps) {
  const { t } = useTranslation('event-changes');
  const lang = useLang();
  const start = useStartChange(eventId);
  const [confirming, setConfirming] = useState(false);
  const refundRefused = kind === 'cancel' && preview.paid_bookings > 0 && !canRefund;
  const onSubmit = async (values: ChangeFormValues, helpers: FormikHelpers<ChangeFormValues>) => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    helpers.setStatus(undefined);
    try {
      await start.mutateAsync(changeRequest(kind, values));
      notifySuccess(t(`started.${kind}`));
      onClose();
    } catch (error) {
      setConfirming(false);
      showFormErrors(error, helpers, CHANGE_FORM_FIELDS, 'alert-all');
    }
  };
  const only = preview.dates.length === 1 ? preview.dates[0]?.date : undefined;
  return (
    <Formik<ChangeFormValues>
      initialValues={emptyChangeForm(only)}
      validate={(values) => validateChange(t, kind, values)}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status, values }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{t(`${kind}.title`)}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              {kind === 'cancel' ? (
                <CancelPreview preview={preview} canRefund={canRefund} />
              ) : (
                <ReschedulePreview
                  from={values.from_date}
                  to={values.to_date}
                  bookings={preview.dates.find((day) => day.date === values.from_date)?.bookings ?? 0}
                />
              )}
              <Fieldset.Root disabled={confirming || isSubmitting}>
                <Stack gap="4">
                  {kind === 'reschedule' && (
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <SelectField
                        name="from_date"
                        label={t('reschedule.from_date')}
                        placeholder={t('reschedule.from_placeholder')}
                        required
                        choices={preview.dates.map((day) => ({
                          value: day.date,
                          label: t('reschedule.date_choice', {
                            date: formatDate(day.date, lang),
                            count: day.bookings,
                            formatted_count: formatNumber(day.bookings, lang),
                          }),
                        }))}
                      />
                      <InputField
                        name="to_date"
                        type="date"
                        label={t('reschedule.to_date')}
                        min={kuwaitToday()}
                        required
                      />
                    </SimpleGrid>
                  )}
                  <FormField
                    name="message_en"
                    label={t('note.en')}
                    helperText={t('note.hint_en')}
                    multiline
                    dir="ltr"
                  />
                  <FormField
                    name="message_ar"
                    label={t('note.ar')}
                    helperText={t('note.hint_ar')}
                    multiline
                    dir="rtl"
                  />
                </Stack>
              </Fieldset.Root>
              {confirming && (
                <Text fontWeight="semibold" role="status">
                  {t('common:confirm.sure')}
                </Text>
              )}
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            {confirming ? (
              <>
                <Button variant="outline" onClick={() => setConfirming(false)} disabled={isSubmitting}>
                  {t('common:confirm.no')}
                </Button>
                <Button type="submit" colorPalette="red" loading={isSubmitting}>
                  {t('common:confirm.yes')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="outline" onClick={onClose}>
                  {t('dialog.close')}
                </Button>
                <Button
                  type="submit"
                  colorPalette={kind === 'cancel' ? 'red' : 'orange'}
                  disabled={refundRefused}
                >
                  {t(`${kind}.submit`)}
                </Button>
              </>
            )}
          </Dialog.Footer>
        </DialogForm>
      )}
    </Formik>
  );
}

/** The dialog reads the preview again when it opens: its counts follow bookings made since the tab was. */
function ChangeDialogBody({ eventId, kind, canRefund, onClose }: Omit<ChangeFormProps, 'preview'>) {
  const { t } = useTranslation('event-changes');
  const preview = useQuery(changePreviewQuery(eventId, kind));
  if (preview.data) {
    return (
      <ChangeForm
        eventId={eventId}
        kind={kind}
        preview={preview.data}
        canRefund={canRefund}
        onClose={onClose}
      />
    );
  }
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t(`${kind}.title`)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {preview.isError ? (
          <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />
        ) : (
          <LoadingState />
        )}
      </Dialog.Body>
    </>
  );
}

export function ChangeDialog({
  eventId,
  kind,
  canRefund,
  onClose,
}: {
  eventId: number;
  kind: EventChangeKind | null;
  canRefund: boolean;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={kind !== null} item={kind} onClose={onClose}>
      {(shown) =>
        shown && <ChangeDialogBody eventId={eventId} kind={shown} canRefund={canRefund} onClose={onClose} />
      }
    </EditorDialog>
  );
}
