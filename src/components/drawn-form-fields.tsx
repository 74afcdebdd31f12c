import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A form's fields (or a page's choices) as one column, disabled while the page is the server's
 * drawing: until the app answers, what is typed would be lost and a tap would do nothing (or let
 * the browser send the form itself).
 */
export function DrawnFormFields({ children, gap = '5' }: { children: ReactNode; gap?: string }) {
  const ready = useHydrated();
  return (
    <chakra.fieldset
      disabled={!ready}
      display="flex"
      flexDirection="column"
      gap={gap}
      border="0"
      padding="0"
      margin="0"
      minWidth="0"
    >
      {children}
    </chakra.fieldset>
  );
}
