import { useEffect, useState } from 'react';

/** SPEC 9: pay choices are re-checked 500 ms after the amount stops changing. */
export const PAY_CHOICES_DEBOUNCE_MS = 500;

export function useDebouncedValue<T>(value: T, delay = PAY_CHOICES_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
