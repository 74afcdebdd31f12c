import { Button, Dialog } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

/** A management dialog's Cancel and submit buttons: Cancel waits while the change is sent. */
export function DialogFormFooter({
  onClose,
  submitting,
  submitLabel,
}: {
  onClose: () => void;
  submitting: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onClose} disabled={submitting}>
        {t('dialog_form.cancel')}
      </Button>
      <Button type="submit" colorPalette="orange" loading={submitting}>
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
