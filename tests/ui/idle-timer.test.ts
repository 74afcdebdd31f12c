import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from '@/lib/idle-timer';

describe('createIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once after the idle time with no activity', () => {
    const onIdle = vi.fn();
    createIdleTimer({ timeoutMs: 1_200_000, onIdle });
    vi.advanceTimersByTime(1_199_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts the countdown from the last activity', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 60_000, onIdle });
    vi.advanceTimersByTime(50_000);
    timer.touch();
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('sees the expiry when the clock jumps past it (a sleeping laptop, a test clock)', () => {
    const onIdle = vi.fn();
    createIdleTimer({ timeoutMs: 60_000, onIdle });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('never fires once stopped (signed out, page left)', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 60_000, onIdle });
    timer.stop();
    vi.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
