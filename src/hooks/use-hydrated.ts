import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React adopts the server's drawing of the page, true once the
 * page answers. A control the server drew does nothing until then, so it shows as disabled
 * rather than swallowing a tap (a customer on a slow phone taps before the scripts have run).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
