import { Dialog, Stack } from '@chakra-ui/react';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { FormAlert } from '@/components/form-alert';
import { type FormErrorSink, showFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/toaster';
import { type MenuResource, useSaveMenuRecord } from '../api/menu-mutations';

interface MenuRecordFormProps<Values extends object, Body extends object, Saved> {
  resource: MenuResource;
  /** The record changed, or null to add one. */
  id: number | null;
  initialValues: Values;
  schema: AnyObjectSchema;
  toRequest: (values: Values) => Body;
  /** The fields the server's errors are shown under; any other error shows above the buttons. */
  serverFields: readonly (keyof Values & string)[];
  title: string;
  submitLabel: string;
  /** The toast once saved. */
  savedMessage: (saved: Saved) => string;
  onClose: () => void;
  gap?: string;
  /** The form's fields, given the values (for fields shown only with others). */
  children: (values: Values) => ReactNode;
}

/**
 * A menu record's dialog form (category, dish, branch, zone, area, banner): checked by its
 * schema, sent as a create or a change, the server's refusals under their fields, a toast and
 * closed once saved.
 */
export function MenuRecordForm<Values extends object, Body extends object, Saved>({
  resource,
  id,
  initialValues,
  schema,
  toRequest,
  serverFields,
  title,
  submitLabel,
  savedMessage,
  onClose,
  gap = '5',
  children,
}: MenuRecordFormProps<Values, Body, Saved>) {
  const save = useSaveMenuRecord<Body, Saved>(resource, id);
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      notifySuccess(savedMessage(await save.mutateAsync(toRequest(values))));
      onClose();
    } catch (error) {
      // Formik's errors type is a mapped type a generic form's values cannot be checked against.
      const sink: FormErrorSink<Values> = {
        setErrors: (errors) => helpers.setErrors(errors as FormikErrors<Values>),
        setStatus: helpers.setStatus,
      };
      showFormErrors(error, sink, serverFields, 'alert-all');
    }
  };
  return (
    <Formik<Values> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, status, values }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap={gap}>
              {children(values)}
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter onClose={onClose} submitting={isSubmitting} submitLabel={submitLabel} />
        </DialogForm>
      )}
    </Formik>
  );
}
