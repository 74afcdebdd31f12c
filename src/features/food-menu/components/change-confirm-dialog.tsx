import { lazy, Suspense, useState } from 'react';
import { loadOnDemand } from '@/lib/i18n';
import { useFoodStore } from '../cart-store';

// The dialog, its strings (food-order) and the pay page's native <dialog> it uses come with the
// first change that needs them: most visits never open it, and the menu's first load has no
// room to spare (issue 6).
const ChangeConfirmBody = lazy(() =>
  Promise.all([import('./change-confirm-body'), loadOnDemand('food-order')]).then(([module]) => ({
    default: module.ChangeConfirmBody,
  })),
);

/** The confirmation of a delivery type or location change with a non-empty cart (SPEC 4). */
export function ChangeConfirmDialog() {
  const { pending } = useFoodStore();
  // Once opened it stays mounted, so closing goes through the <dialog> and focus returns.
  const [used, setUsed] = useState(false);
  if (pending !== null && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ChangeConfirmBody />
    </Suspense>
  );
}
