import { startTransition, useEffect, useState } from 'react';

/** Set once React has adopted a drawing: pages the app draws itself later answer at once. */
let adopted = false;

/**
 * False on the server and while React adopts the server's drawing of the page, true once the
 * page answers. A control the server drew does nothing until then, so it shows as disabled
 * rather than swallowing a tap (a customer on a slow phone taps before the scripts have run).
 * The switch is a transition React renders in slices: read from a store instead, it was a
 * render React does at once, in one of the longest tasks of the menu's start.
 */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(adopted);
  useEffect(() => {
    if (ready) return;
    adopted = true;
    startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
