import { createSystemSteps } from 'virtual:chakra-system-steps';
import { adoptPublicSystem, hasPublicSystem, PUBLIC_CONFIGS } from '@/lib/theme-base';
import { yieldToMain } from '@/lib/yield-to-main';

/**
 * Makes the public system a part at a time, a task each (merging the configs, the token
 * dictionary, the utilities, the rest), so a phone's main thread answers between them instead of
 * being held ~140 ms at once before the page is taken over. Browser only: the server and the
 * tests make it at once (src/lib/theme-base.ts).
 */
export async function makePublicSystemInSteps(): Promise<void> {
  if (hasPublicSystem()) return;
  const steps = createSystemSteps(...PUBLIC_CONFIGS);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return adoptPublicSystem(step.value);
    await yieldToMain();
  }
}
