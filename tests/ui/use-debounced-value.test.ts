import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the new value only once it has stayed unchanged for the caller’s delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('restarts the wait on each change, so a burst of keystrokes yields only the last', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 500);
        seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: '1' } },
    );
    for (const value of ['12', '12.', '12.5']) {
      act(() => vi.advanceTimersByTime(400));
      rerender({ value });
    }
    act(() => vi.advanceTimersByTime(500));
    expect(new Set(seen)).toEqual(new Set(['1', '12.5']));
  });
});
