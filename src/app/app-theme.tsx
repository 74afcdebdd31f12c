import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { getPublicSystem } from '@/lib/theme-base';

/**
 * Signed-out pages start with the public system (their own recipes only) and switch to the
 * full one when it arrives. Both share every token and the public recipes, so the switch
 * changes no class name and nothing on screen moves.
 */
let fullSystem: SystemContext | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function loadFullTheme(): Promise<void> {
  loading ??= import('@/lib/theme').then(
    ({ system }) => {
      fullSystem = system;
      for (const listener of listeners) listener();
    },
    () => {
      // Offline before the service worker cached it: the next trigger tries again.
      loading = undefined;
    },
  );
  return loading;
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Fetches the dashboard's recipes as soon as the person starts using the page (typing their
 * credentials, say), well before a sign-in could need them, instead of during the first load.
 */
export function loadFullThemeOnIntent(): void {
  const load = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
    void loadFullTheme();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, load, { capture: true, passive: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
let drawnPage = false;
let publicWithoutGlobals: SystemContext | undefined;

/**
 * The page was drawn by the server, whose reset, global and token styles are in <head> already:
 * the public system goes to the provider without them, so the browser never computes or writes
 * them again (scripts/chakra-system.ts makes them lazy in Chakra).
 */
export function adoptDrawnGlobalStyles(): void {
  drawnPage = true;
}

function publicSystemForPage(): SystemContext {
  const system = getPublicSystem();
  if (!drawnPage) return system;
  if (!publicWithoutGlobals) {
    // Descriptors, not a spread: reading _global would compute it.
    const { _global: _, ...rest } = Object.getOwnPropertyDescriptors(system);
    publicWithoutGlobals = Object.defineProperties({}, { ...rest, _global: { value: [] } }) as SystemContext;
  }
  return publicWithoutGlobals;
}

const currentSystem = () => fullSystem ?? publicSystemForPage();

/** The dashboard's system has arrived (a signed-in start waits for it): the public one is not needed. */
export const hasFullTheme = (): boolean => fullSystem !== undefined;

/** Builds the system the first render will use, in a task ahead of that render. */
export const warmTheme = (): void => void currentSystem();

export function AppChakraProvider({ children }: { children: ReactNode }) {
  const system = useSyncExternalStore(subscribe, currentSystem, currentSystem);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
