import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * A link by plain href that stays inside the SPA: list links point at sibling routes
 * (a row's detail, another page of the same list) that shared list parts cannot name as typed routes.
 */
export function SpaLink({ href, onClick, ...props }: HTMLChakraProps<'a'> & { href: string }) {
  const router = useRouter();
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <chakra.a href={href} onClick={navigate} {...props} />;
}
