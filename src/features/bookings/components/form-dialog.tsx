import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikConfig, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/** A dialog holding one small Formik form: Cancel closes, the submit button shows progress. */
export function FormDialog<V extends FormikValues>({
  open,
  onClose,
  title,
  submitLabel,
  children,
  ...formik
}: Pick<FormikConfig<V>, 'initialValues' | 'validationSchema' | 'onSubmit'> & {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<V> {...formik}>
              {({ isSubmitting }) => (
                <Form noValidate aria-label={title}>
                  <Dialog.Header>
                    <Dialog.Title>{title}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">{children}</Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                      {t('actions.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                      {submitLabel}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
