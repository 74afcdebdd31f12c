import { liveQuery } from 'dexie';
import { useEffect, useRef, useState } from 'react';

/**
 * The value of an IndexedDB query for `input`, kept current as other code (or another tab)
 * writes to the tables it read. A new input starts a new subscription.
 */
export function useLiveQuery<I extends string | number | null, T>(
  query: (input: I) => Promise<T>,
  input: I,
): T | undefined {
  const [value, setValue] = useState<T>();
  const queryRef = useRef(query);
  queryRef.current = query;
  useEffect(() => {
    const subscription = liveQuery(() => queryRef.current(input)).subscribe({
      next: setValue,
      error: () => setValue(undefined),
    });
    return () => subscription.unsubscribe();
  }, [input]);
  return value;
}
