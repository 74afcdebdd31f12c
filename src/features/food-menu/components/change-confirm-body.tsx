import { useNavigate } from '@tanstack/react-router';
import { MessageDialog } from '@/components/message-dialog';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { confirmPendingChange, declinePendingChange, useFoodStore } from '../cart-store';

/**
 * SPEC 4: a delivery type or location change with a non-empty cart. Confirm empties the cart
 * and stores the new value (a delivery type change goes to the menu); decline keeps all as it was.
 */
export function ChangeConfirmBody() {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const navigate = useNavigate();
  const { pending } = useFoodStore();
  return (
    <MessageDialog
      open={pending !== null}
      title={t('change.title')}
      onClose={declinePendingChange}
      actions={[
        { label: t('change.keep'), onClick: declinePendingChange },
        {
          label: t('change.confirm'),
          primary: true,
          onClick: () => {
            const typeChange = pending?.field === 'delivery_type';
            confirmPendingChange();
            if (typeChange) void navigate({ to: '/$lang/new-menu', params: { lang } });
          },
        },
      ]}
    >
      {pending?.field === 'delivery_type' ? t('change.type_text') : t('change.location_text')}
    </MessageDialog>
  );
}
