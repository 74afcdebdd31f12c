import { type ComponentProps, lazy, Suspense, useState } from 'react';

const Dialog = lazy(() =>
  import('@/components/message-dialog').then((module) => ({ default: module.MessageDialog })),
);

/**
 * The pay page's popups (terms, confirm, welcome) load on first open, which keeps them out of
 * the page's first load. Once loaded it stays mounted, so closing still goes through the
 * native <dialog> and focus returns to the button that opened it.
 */
export function MessageDialog(props: ComponentProps<typeof Dialog>) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
