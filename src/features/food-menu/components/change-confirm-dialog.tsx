import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/hooks/use-lang';
import { confirmPendingChange, declinePendingChange, useFoodStore } from '../cart-store';

// The pay page's native <dialog>, fetched on first open. (Its lazy wrapper is bundled with the
// pay page's own code, 6 KB gzipped the menu's first load would otherwise carry.)
const MessageDialog = lazy(() =>
  import('@/components/message-dialog').then((module) => ({ default: module.MessageDialog })),
);

/**
 * SPEC 4: a delivery type or location change with a non-empty cart. Confirm empties the cart
 * and stores the new value (a delivery type change goes to the menu); decline keeps all as it was.
 */
export function ChangeConfirmDialog() {
  const { t } = useTranslation('food-menu');
  const lang = useLang();
  const navigate = useNavigate();
  const { pending } = useFoodStore();
  // Once opened it stays mounted, so closing goes through the <dialog> and focus returns.
  const [used, setUsed] = useState(false);
  if (pending !== null && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
