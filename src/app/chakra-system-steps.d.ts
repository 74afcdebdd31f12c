// Chakra's createSystem as steps, from scripts/chakra-system.ts (the browser build only).
declare module 'virtual:chakra-system-steps' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react';

  /** Makes the system as createSystem does, stopping after each of its costly parts. */
  export function createSystemSteps(...configs: SystemConfig[]): Generator<void, SystemContext, void>;
}
