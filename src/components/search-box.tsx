import { Field, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { typedDirection } from '@/lib/typed-direction';

/** SPEC 9: search and list refetch wait 500 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 500;

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  /** What is searched, for screen readers ("Search bookings"). */
  label: string;
  placeholder: string;
}

/**
 * Search text, sent 500 ms after the last keystroke (SPEC 9). The URL is the source of truth:
 * back/forward or a cleared filter set updates the box without sending it again.
 */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  useEffect(() => {
    setText(value);
  }, [value]);

  useEffect(() => {
    const q = debounced.trim();
    if (q !== latest.current.value) latest.current.onSearch(q);
  }, [debounced]);

  return (
    <Field.Root maxWidth={{ base: 'full', md: 'sm' }}>
      <Field.Label srOnly>{label}</Field.Label>
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        dir={typedDirection(text)}
        bg="white"
      />
    </Field.Root>
  );
}
