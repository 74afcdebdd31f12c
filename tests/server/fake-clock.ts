import type { Clock } from '../../server/lib/clock.ts';

/** A clock tests move by hand: sleeping only records the delay, so time moves only by advance(). */
export class FakeClock implements Clock {
  readonly slept: number[] = [];
  #now: number;

  constructor(start = Date.parse('2026-06-01T09:00:00Z')) {
    this.#now = start;
  }

  now(): Date {
    return new Date(this.#now);
  }

  advance(ms: number): void {
    this.#now += ms;
  }

  async sleep(ms: number): Promise<void> {
    this.slept.push(ms);
  }
}
