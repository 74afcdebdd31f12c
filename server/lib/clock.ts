import { setTimeout as wait } from 'node:timers/promises';

/** Time as the server sees it; tests pass a fake one to move it forward instead of waiting. */
export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: async (ms) => {
    await wait(ms);
  },
};
