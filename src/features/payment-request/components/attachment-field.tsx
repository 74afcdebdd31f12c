import { AttachmentInput } from '@/components/attachment-input';
import { ATTACHMENT_ACCEPT } from '@/lib/attachment-upload';
import { useTranslation } from '@/lib/i18n-react';

/** The payment request's optional attachment: one document or image, which can be removed again. */
export function AttachmentField() {
  const { t } = useTranslation('payment-request');
  return (
    <AttachmentInput
      label={t('fields.attachment')}
      purpose="payment_request"
      accept={ATTACHMENT_ACCEPT}
      removable
      helperText={t('attachment_help')}
    />
  );
}
